import type { Project, Site } from '@/content/schema';
import { site } from '@/content/site';
import { FIRST_LANGUAGE, inLanguage } from '../i18n/languages';
import { addressOf, isThere, kindOf, PAGE_KINDS, type PageKindName, type PatternOf, traitsOf } from '../pages/pageKinds.mjs';
import { FIRST_WORDS } from '../content/contentIn';
import { shippedWords, type Words } from '../i18n/words';
import { en } from '../i18n/words/en';
import { type Post, postsIn } from '../posts/posts';
import { required } from '../required';

/** The previews' words in the site's own language (another language's come with its content). */
const firstWords = (shippedWords(FIRST_LANGUAGE) ?? en).previews;

/**
 * A page with a link preview of its own (the page table's `preview` kinds): the four, and the blog once there are posts
 * (its tags' pages share it).
 */
export type PreviewedPage = PatternOf<{ preview: true }>;

/** The kinds with a preview of their own (lib/pages/pageKinds.mjs): the four, and the blog. */
const PREVIEWED = (Object.keys(PAGE_KINDS) as PageKindName[]).filter((kind) => traitsOf(kind).preview);
/** Every page with a preview of its own, in a language: the four, and its blog once it has posts. */
export const previewedPagesIn = (language: string): PreviewedPage[] => PREVIEWED.filter((kind) => isThere(kind, postsIn(language).length > 0)).map((kind) => addressOf(kind) as PreviewedPage);
/** The site's own language's. */
export const previewedPages = () => previewedPagesIn(FIRST_LANGUAGE);

/** The size link previews are drawn at (Open Graph and X/Twitter's large card). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The home-screen icons the build draws from the logo: iOS's, and the web manifest's. */
export const HOME_SCREEN_ICONS = {
  'apple-touch-icon.png': 180,
  'icon-192.png': 192,
  'icon-512.png': 512,
} as const;
export type HomeScreenIcon = keyof typeof HOME_SCREEN_ICONS;

/**
 * A page's label, which is also its title and its preview's kicker, in the given content and words (the site's own
 * language's unless given): the blog's, a main page's in the navigation, or, for a kind outside it, its words' own
 * (`talks: { label: 'Talks' }` in each table of lib/i18n/words/ for a kind `talks`).
 */
export function pageLabel(route: string, content: Site = site, words: Words = FIRST_WORDS): string {
  if (route === addressOf('blog')) return content.blog.label;
  const linked = content.navigation.find((link) => link.href === route);
  if (linked) return linked.label;
  const { kind } = required(kindOf(route, []), `the kind of ${route}`);
  const label = (words as Partial<Record<string, { label?: string }>>)[kind]?.label;
  if (!label) throw new Error(`The page ${route} has no label: link it in the navigation (content/site.ts), or give its words one (${kind}.label in lib/i18n/words/)`);
  return label;
}

/** Each page's link-preview file name: `home.png`, `About.png`, … */
export function previewImageFile(route: PreviewedPage): string {
  return `${route === '/' ? 'home' : route.slice(1)}.png`;
}

/** The same file as the site root sees it, in a language: `/previews/home.png`, `/de/previews/home.png`. */
export function previewImagePath(route: PreviewedPage, language = FIRST_LANGUAGE): string {
  return inLanguage(language, `/previews/${previewImageFile(route)}`);
}

/** The page a link-preview file name belongs to, if any. */
export function routeOfPreviewImage(file: string, language = FIRST_LANGUAGE): PreviewedPage | undefined {
  return previewedPagesIn(language).find((route) => previewImageFile(route) === file);
}

/** What a link preview shows, for screen readers and as its alt text (in the given content's language). */
export function previewImageAlt(route: PreviewedPage, content: Site = site, words: Words = FIRST_WORDS): string {
  return route === '/' ? `${content.name}, ${content.role}` : `${pageLabel(route, content, words)}: ${content.name}, ${content.role}`;
}

/** A project's link-preview file name: `ecommerce-webapp.png`. */
export function projectPreviewImageFile(project: Project): string {
  return `${project.slug}.png`;
}

/** The same file as the site root sees it, in a language: `/previews/projects/ecommerce-webapp.png`. */
export function projectPreviewImagePath(project: Project, language = FIRST_LANGUAGE): string {
  return inLanguage(language, `/previews/projects/${projectPreviewImageFile(project)}`);
}

/** What a project's link preview shows (its words the given language's). */
export function projectPreviewImageAlt(project: Project, content: Site = site, words: Words['previews'] = firstWords): string {
  return `${project.title}, ${words.projectAlt} ${content.name}`;
}

/** A post's link-preview file name: `hello-world.png`. */
export function postPreviewImageFile(post: Pick<Post, 'slug'>): string {
  return `${post.slug}.png`;
}

/** The same file as the site root sees it, in the post's language: `/previews/posts/hello-world.png`. */
export function postPreviewImagePath(post: Pick<Post, 'slug' | 'language'>): string {
  return inLanguage(post.language, `/previews/posts/${postPreviewImageFile(post)}`);
}

/** What a post's link preview shows (its words the post's language's). */
export function postPreviewImageAlt(post: Pick<Post, 'title'>, content: Site = site, words: Words['previews'] = firstWords): string {
  return `${post.title}, ${words.postAlt} ${content.name}`;
}
