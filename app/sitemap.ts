import type { MetadataRoute } from 'next';
import { projects } from '@/content/projects';
import { navigationLinks } from '@/lib/navigation';
import { allTags, postPath, posts, tagPath } from '@/lib/posts/posts';
import { projectPath } from '@/lib/projectPages';
import { pageUrl } from '@/lib/seo/siteUrl';

export const dynamic = 'force-static';

/** Every page: the four, each project's, the blog's, each post's and each tag's, as GitHub Pages serves them (with the trailing slash). */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [...navigationLinks().map(({ href }) => href), ...projects.entries.map(projectPath), ...posts.map(postPath), ...allTags().map(tagPath)];
  return paths.map((path) => ({ url: pageUrl(path) }));
}
