import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import JsonLd from '@/components/JsonLd';
import { projects as firstProjects } from '@/content/projects';
import { languageOf } from '@/lib/i18n/languages';
import { contentIn, hasStale } from '@/lib/content/contentIn';
import { projectBySlug } from '@/lib/projectPages';
import { projectMetadata } from '@/lib/seo/pageMetadata';
import { projectData } from '@/lib/seo/structuredData';
import StaleNotice from '@/components/StaleNotice';
import { projectPath } from '@/lib/projectPages';
import ProjectArticle from './ProjectArticle';

type Props = { params: Promise<{ slug: string; lang?: string }> };

/** One page a project, at /Projects/<slug>/ (and /<code>/Projects/<slug>/ in each other language). */
export function generateStaticParams() {
  return firstProjects.entries.map(({ slug }) => ({ slug }));
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const language = await languageOf(props);
  const { projects, site, words } = await contentIn(language);
  const found = projectBySlug((await props.params).slug, projects);
  return found ? projectMetadata(found.project, language, site, words) : {};
}

/** A project's own page, in the page's language. */
export default async function ProjectPage(props: Props) {
  const language = await languageOf(props);
  const { projects, site, words } = await contentIn(language);
  const found = projectBySlug((await props.params).slug, projects);
  if (!found) notFound();
  return (
    <>
      <JsonLd data={projectData(found.project)} />
      {(await hasStale(language, 'projects')) && <StaleNotice words={words.stale} original={projectPath(found.project)} />}
      <ProjectArticle {...found} allProjects={projects.heading} language={language} words={words} mastodon={site.share.mastodon} />
    </>
  );
}
