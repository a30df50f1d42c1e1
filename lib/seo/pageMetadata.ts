import type { Metadata } from 'next';
import type { Project } from '@/content/schema';
import { site } from '@/content/site';
import { projectPath } from '../projectPages';
import { asset } from '../asset';
import { FEEDS } from '../posts/feeds';
import { pageTitle } from '../posts/postPages';
import { pagePath, type Post, postPath, posts, SEARCH_PATH, type Tag, TAGS_PATH, tagPath } from '../posts/posts';
import { pageLabel, type PreviewedPage, postShareImageAlt, postShareImagePath, projectShareImageAlt, projectShareImagePath, SHARE_IMAGE_SIZE, shareImageAlt, shareImagePath } from './previews';
import { absoluteUrl, pageUrl } from './siteUrl';

type Page = {
  title?: string;
  description: string;
  path: string;
  image: { path: string; alt: string };
  /** Where the page was first published, when not here (a post's `canonical`). */
  canonical?: string;
  /** A post's: an Open Graph article, with its day, and the day it last changed. */
  published?: string;
  modified?: string;
};

/**
 * The feeds (RSS, Atom, JSON Feed), for feed readers to find from any page once there are posts. Every page's
 * metadata carries them (Next replaces the layout's `alternates` with a page's own, canonical included).
 */
export function feedAlternates(): Metadata['alternates'] {
  if (!posts.length) return {};
  const title = `${site.blog.label} · ${site.name}`;
  return { types: Object.fromEntries(Object.values(FEEDS).map((feed) => [feed.type, [{ url: asset(feed.path), title: `${title} (${feed.title})` }]])) };
}

/** A page's title (with the owner's name after it), description, canonical URL and link-preview tags, all absolute. */
function metadataOf({ title, description, path, image, canonical, published, modified }: Page): Metadata {
  const url = pageUrl(path);
  const fullTitle = title ? `${title} · ${site.name}` : `${site.name} · ${site.role}`;
  const images = [{ url: absoluteUrl(image.path), ...SHARE_IMAGE_SIZE, alt: image.alt, type: 'image/png' }];
  return {
    title: title ?? { absolute: fullTitle },
    description,
    alternates: { ...feedAlternates(), canonical: canonical ?? url },
    openGraph: published
      ? { type: 'article', publishedTime: published, modifiedTime: modified, authors: [site.name], siteName: site.name, title: fullTitle, description, url, locale: 'en', images }
      : { type: 'website', siteName: site.name, title: fullTitle, description, url, locale: 'en', images },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images },
  };
}

/** A page's own link preview (the blog's tag pages share the blog's). */
const previewOf = (path: PreviewedPage) => ({ path: shareImagePath(path), alt: shareImageAlt(path) });

/**
 * One of the four pages, or the blog's: titled by its navigation label (Home by the owner's name and role), its
 * own preview.
 */
export function pageMetadata({ description, path }: { description: string; path: PreviewedPage }): Metadata {
  const title = path === '/' ? undefined : pageLabel(path);
  return metadataOf({ title, description, path, image: previewOf(path) });
}

/** A project's own page: titled by the project, described by its line, with its own preview. */
export function projectMetadata(project: Project): Metadata {
  return metadataOf({
    title: project.title,
    description: project.description,
    path: projectPath(project),
    image: { path: projectShareImagePath(project), alt: projectShareImageAlt(project) },
  });
}

/** A page of the blog's own making (a page of posts, the tags, search): with the blog's preview. */
const blogListMetadata = (title: string, description: string, path: string) => metadataOf({ title, description, path, image: previewOf('/Blog') });

/** The blog's page n (n > 1; page 1 is /Blog/'s own, pageMetadata('/Blog')). */
export function blogPageMetadata(page: number): Metadata {
  return blogListMetadata(pageTitle(site.blog.label, page), site.blog.description, pagePath('/Blog', page));
}

/** A tag's page n: "Posts tagged React", " · Page 2" from the second on, with the blog's preview. */
export function tagMetadata(tag: Tag, count: number, page = 1): Metadata {
  return blogListMetadata(
    pageTitle(`${site.blog.page.tagged} ${tag.name}`, page),
    `${count} ${count === 1 ? 'post' : 'posts'} by ${site.name} tagged ${tag.name}.`,
    tagPath(tag, page),
  );
}

/** The page of every tag. */
export function tagsMetadata(count: number): Metadata {
  return blogListMetadata(site.blog.page.allTags, `The ${count} topics ${site.name} writes about, with their posts.`, TAGS_PATH);
}

/** The search page. */
export function searchMetadata(): Metadata {
  return blogListMetadata(site.blog.search.label, site.blog.search.box, SEARCH_PATH);
}

/** A post's page: titled by the post, described by its summary, its own preview, crediting where it first appeared. */
export function postMetadata(post: Post): Metadata {
  return metadataOf({
    title: post.title,
    description: post.summary,
    path: postPath(post),
    image: { path: postShareImagePath(post), alt: postShareImageAlt(post) },
    canonical: post.canonical,
    published: post.date,
    modified: post.updated,
  });
}
