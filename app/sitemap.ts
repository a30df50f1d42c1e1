import type { MetadataRoute } from 'next';
import { projects } from '@/content/projects';
import { navigationLinks } from '@/lib/navigation';
import { blogPages, tagPages } from '@/lib/posts/postPages';
import { allTags, pagePath, postPath, posts, TAGS_PATH, tagPath } from '@/lib/posts/posts';
import { projectPath } from '@/lib/projectPages';
import { pageUrl } from '@/lib/seo/siteUrl';

export const dynamic = 'force-static';

/**
 * Every page, as GitHub Pages serves them (with the trailing slash): the navigation's (the four, and once there are
 * posts the blog and search), each project's, the blog's further pages, each post's (with the day it last changed),
 * the tags' and each tag's pages.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...navigationLinks().map(({ href }) => href),
    ...projects.entries.map(projectPath),
    ...blogPages()
      .slice(1)
      .map(({ page }) => pagePath('/Blog', page)),
    ...(allTags().length ? [TAGS_PATH] : []),
    ...allTags().flatMap((tag) => tagPages(tag).map(({ page }) => tagPath(tag, page))),
  ];
  return [
    ...paths.map((path) => ({ url: pageUrl(path) })),
    ...posts.map((post) => ({ url: pageUrl(postPath(post)), lastModified: post.updated ?? post.date })),
  ];
}
