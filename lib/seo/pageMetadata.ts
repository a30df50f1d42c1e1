import type { Metadata } from 'next';
import type { Project, Site } from '@/content/schema';
import { site as firstSite } from '@/content/site';
import { addressOf, FEEDS } from '../pages/pageKinds.mjs';
import { FIRST_LANGUAGE, inLanguage, LANGUAGES } from '../i18n/languages';
import type { Words } from '../i18n/words';
import { projectPath } from '../projectPages';
import { asset } from '../asset';
import { blogLanguages, blogListPages, pageTitle, tagListPages } from '../posts/postPages';
import { languagesOf, type Post, postPath, postsIn, type Tag, tagPath, tagsIn } from '../posts/posts';
import { pageLabel, type PreviewedPage, postPreviewImageAlt, postPreviewImagePath, projectPreviewImageAlt, projectPreviewImagePath, SHARE_IMAGE_SIZE, previewImageAlt, previewImagePath } from './previews';
import { FIRST_WORDS } from '../content/contentIn';
import { absoluteUrl, pageUrl } from './siteUrl';

type Page = {
  /** The page's language, and the content in it (the site's own unless said). */
  language?: string;
  site?: Site;
  /** The languages the page exists in: every one, unless it has fewer (a post not translated). */
  languages?: readonly string[];
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
 * A language's feeds (RSS, Atom, JSON Feed), for feed readers to find from any of its pages once it has posts. Every page's
 * metadata carries them (Next replaces the layout's `alternates` with a page's own, canonical included).
 */
export function feedAlternates(language = FIRST_LANGUAGE, site = firstSite): Metadata['alternates'] {
  if (!postsIn(language).length) return {};
  const title = `${site.blog.label} · ${site.name}`;
  return { types: Object.fromEntries(Object.values(FEEDS).map((feed) => [feed.type, [{ url: asset(inLanguage(language, feed.path)), title: `${title} (${feed.title})` }]])) };
}

/**
 * The same page in each language it exists in, for search engines (`hreflang`), with the site's own language's as
 * `x-default`: none with one language.
 */
export function languageAlternates(path: string, languages: readonly string[] = LANGUAGES): Record<string, string> | undefined {
  if (languages.length < 2) return undefined;
  return {
    ...Object.fromEntries(languages.map((language) => [language, pageUrl(inLanguage(language, path))])),
    'x-default': pageUrl(path),
  };
}

/**
 * A page's title (with the owner's name after it), description, canonical URL, its other languages and link-preview
 * tags, all absolute. `path` is the page's address in the site's own language.
 */
function metadataOf({ language = FIRST_LANGUAGE, site = firstSite, languages, title, description, path, image, canonical, published, modified }: Page): Metadata {
  const url = pageUrl(inLanguage(language, path));
  const alternates = languageAlternates(path, languages);
  const fullTitle = title ? `${title} · ${site.name}` : `${site.name} · ${site.role}`;
  const images = [{ url: absoluteUrl(image.path), ...SHARE_IMAGE_SIZE, alt: image.alt, type: 'image/png' }];
  return {
    title: title ?? { absolute: fullTitle },
    description,
    alternates: { ...feedAlternates(language, site), canonical: canonical ?? url, ...(alternates && { languages: alternates }) },
    openGraph: published
      ? { type: 'article', publishedTime: published, modifiedTime: modified, authors: [site.name], siteName: site.name, title: fullTitle, description, url, locale: language, images }
      : { type: 'website', siteName: site.name, title: fullTitle, description, url, locale: language, images },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images },
  };
}

/** A page's own link preview (the blog's tag pages share the blog's), in the page's language: its content and words. */
const previewOf = (path: PreviewedPage, language: string, site: Site, words: Words) => ({ path: previewImagePath(path, language), alt: previewImageAlt(path, site, words) });

/**
 * A page with a preview of its own (a main page, the blog, a kind of the table's with `preview`): titled by its label
 * (`pageLabel`; Home by the owner's name and role), its own preview. In another language, its content and words give
 * the label.
 */
export function pageMetadata({ description, path, language, site, words }: { description: string; path: PreviewedPage; language: string; site: Site; words: Words }): Metadata {
  const title = path === '/' ? undefined : pageLabel(path, site, words);
  return metadataOf({ language, site, title, description, path, image: previewOf(path, language, site, words), languages: path === addressOf('blog') ? blogLanguages() : undefined });
}

/** A project's own page: titled by the project, described by its line, with its own preview. */
export function projectMetadata(project: Project, language?: string, site?: Site, words?: Words): Metadata {
  return metadataOf({
    language,
    site,
    title: project.title,
    description: project.description,
    path: projectPath(project),
    image: { path: projectPreviewImagePath(project, language), alt: projectPreviewImageAlt(project, site, words?.previews) },
  });
}

/**
 * A page of the blog's own making (a page of posts, the tags, search): with the blog's preview, in the languages
 * given (the tags' pages are the site's own language's alone).
 */
type BlogList = { title: string; description: string; path: string; language: string; site: Site; words: Words; languages: readonly string[] };
const blogListMetadata = ({ title, description, path, language, site, words, languages }: BlogList) =>
  metadataOf({ language, site, title, description, path, image: previewOf(addressOf('blog') as PreviewedPage, language, site, words), languages });

/** The blog's page n in a language (n > 1; page 1 is /Blog/'s own, pageMetadata('/Blog')). */
export function blogPageMetadata(page: number, language = FIRST_LANGUAGE, site = firstSite, words = FIRST_WORDS): Metadata {
  const languages = blogLanguages().filter((code) => blogListPages(code).length >= page);
  return blogListMetadata({ title: pageTitle(site.blog.label, page, words.blogPage.pageNumber), description: site.blog.description, path: addressOf('blog', { page }), language, site, words, languages });
}

/**
 * A tag's page n in a language: "Posts tagged React", " · Page 2" from the second on, with the blog's preview, named
 * in each language whose posts have the tag on as many pages. Described in English in the first language, by the
 * blog's description in another.
 */
export function tagMetadata(tag: Tag & { posts: Post[] }, page = 1, language = FIRST_LANGUAGE, site = firstSite, words = FIRST_WORDS): Metadata {
  const count = tag.posts.length;
  const languages = LANGUAGES.filter((code) => tagsIn(code).some((other) => other.slug === tag.slug && tagListPages(other).length >= page));
  return blogListMetadata({
    title: pageTitle(`${words.blogPage.tagged} ${tag.name}`, page, words.blogPage.pageNumber),
    description: language === FIRST_LANGUAGE ? `${count} ${count === 1 ? 'post' : 'posts'} by ${site.name} tagged ${tag.name}.` : site.blog.description,
    path: tagPath(tag, page),
    language,
    site,
    words,
    languages,
  });
}

/** The page of every tag in a language, named in each language with tags. */
export function tagsMetadata(count: number, language = FIRST_LANGUAGE, site = firstSite, words = FIRST_WORDS): Metadata {
  const description = language === FIRST_LANGUAGE ? `The ${count} ${count === 1 ? 'topic' : 'topics'} ${site.name} writes about, with ${count === 1 ? 'its' : 'their'} posts.` : site.blog.description;
  return blogListMetadata({ title: words.blogPage.allTags, description, path: addressOf('tags'), language, site, words, languages: LANGUAGES.filter((code) => tagsIn(code).length) });
}

/** The search page in a language: there for each language with a blog. */
export function searchMetadata(language = FIRST_LANGUAGE, site = firstSite, words = FIRST_WORDS): Metadata {
  return blogListMetadata({ title: words.search.label, description: words.search.box, path: addressOf('search'), language, site, words, languages: blogLanguages() });
}

/** A post's page: titled by the post, described by its summary, its own preview, crediting where it first appeared. */
export function postMetadata(post: Post, site = firstSite, words?: Words): Metadata {
  return metadataOf({
    language: post.language,
    site,
    languages: languagesOf(post),
    title: post.title,
    description: post.summary,
    path: postPath({ slug: post.slug, language: FIRST_LANGUAGE }),
    image: { path: postPreviewImagePath(post), alt: postPreviewImageAlt(post, site, words?.previews) },
    canonical: post.canonical,
    published: post.date,
    modified: post.updated,
  });
}
