import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import JsonLd from '@/components/JsonLd';
import ProjectArticle from '@/components/projects/ProjectArticle';
import { projects } from '@/content/projects';
import { projectMetadata } from '@/lib/seo/pageMetadata';
import { projectBySlug } from '@/lib/projectPages';
import { projectData } from '@/lib/seo/structuredData';

type Props = { params: Promise<{ slug: string }> };

// One page a project, at /Projects/<slug>/, written at build time.
export const dynamicParams = false;

export function generateStaticParams() {
  return projects.entries.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = projectBySlug((await params).slug);
  return found ? projectMetadata(found.project) : {};
}

export default async function ProjectPage({ params }: Props) {
  const found = projectBySlug((await params).slug);
  if (!found) notFound();
  return (
    <>
      <JsonLd data={projectData(found.project)} />
      <ProjectArticle {...found} labels={projects.page} allProjects={projects.heading} />
    </>
  );
}
