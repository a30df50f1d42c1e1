import type { MetadataRoute } from 'next';
import { projects } from '@/content/projects';
import { routes } from '@/content/schema';
import { site } from '@/content/site';
import { inLanguage, LANGUAGES } from '@/lib/i18n/languages';
import { navigationLinks } from '@/lib/navigation';
import { blogPages, tagPages } from '@/lib/posts/postPages';
import { allTags, pagePath, postPath, posts, TAGS_PATH, tagPath } from '@/lib/posts/posts';
import { projectPath } from '@/lib/projectPages';
import { languageAlternates } from '@/lib/seo/pageMetadata';
import { pageUrl } from '@/lib/seo/siteUrl';

export const dynamic = 'force-static';

/**
 * Every page, as GitHub Pages serves them (with the trailing slash): the navigation's (the four, and once there are
 * posts the blog and search), each project's, the blog's further pages, each post's (with the day it last changed),
 * the tags' and each tag's pages. The four and each project's are in every language, each entry naming the others
 * (`hreflang`); the blog is in the site's own.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const translated = [...routes, ...projects.entries.map((project) => projectPath(project))];
  const paths = [
    ...navigationLinks(site).map(({ href }) => href),
    ...projects.entries.map((project) => projectPath(project)),
    ...blogPages()
      .slice(1)
      .map(({ page }) => pagePath('/Blog', page)),
    ...(allTags().length ? [TAGS_PATH] : []),
    ...allTags().flatMap((tag) => tagPages(tag).map(({ page }) => tagPath(tag, page))),
  ];
  return [
    ...paths.flatMap((path) => {
      const languages = translated.includes(path) ? languageAlternates(path) : undefined;
      if (!languages) return [{ url: pageUrl(path) }];
      return LANGUAGES.map((language) => ({ url: pageUrl(inLanguage(language, path)), alternates: { languages } }));
    }),
    ...posts.map((post) => ({ url: pageUrl(postPath(post)), lastModified: post.updated ?? post.date })),
  ];
}
