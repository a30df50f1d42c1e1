import type { MetadataRoute } from 'next';
import { projects } from '@/content/projects';
import { site } from '@/content/site';
import { projectPath } from '@/lib/projectPages';
import { pageUrl } from '@/lib/seo/siteUrl';

export const dynamic = 'force-static';

/** The four pages and each project's, at the addresses GitHub Pages serves them (with the trailing slash). */
export default function sitemap(): MetadataRoute.Sitemap {
  return [...site.navigation.map(({ href }) => href), ...projects.entries.map(projectPath)].map((path) => ({ url: pageUrl(path) }));
}
