import type { Project } from '@/content/schema';
import { projects } from '@/content/projects';

/** A project's own page, as next/link takes it: `/Projects/ecommerce-webapp`. */
export function projectPath(project: Project): string {
  return `/Projects/${project.slug}`;
}

/** The project whose page has this slug, with the ones before and after it in the content's order. */
export function projectBySlug(slug: string): { project: Project; previous?: Project; next?: Project } | undefined {
  const i = projects.entries.findIndex((project) => project.slug === slug);
  if (i === -1) return undefined;
  return { project: projects.entries[i], previous: projects.entries[i - 1], next: projects.entries[i + 1] };
}
