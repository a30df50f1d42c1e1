import type { Project, Projects } from '@/content/schema';
import { projects as firstProjects } from '@/content/projects';
import { addressIn, FIRST_LANGUAGE } from './i18n/languages';

/** A project's own page in a language, as next/link takes it: `/Projects/ecommerce-webapp`, `/de/Projects/…`. */
export function projectPath(project: Project, language = FIRST_LANGUAGE): string {
  return addressIn(language, 'project', { slug: project.slug });
}

/** The project whose page has this slug, with the ones before and after it in the content's order. */
export function projectBySlug(slug: string, projects: Projects = firstProjects): { project: Project; previous?: Project; next?: Project } | undefined {
  const i = projects.entries.findIndex((project) => project.slug === slug);
  if (i === -1) return undefined;
  return { project: projects.entries[i], previous: projects.entries[i - 1], next: projects.entries[i + 1] };
}
