// The pages of posts as the owner sets them (content/site.ts): apart from ./posts.ts, which reads posts alone.
import { site } from '@/content/site';
import { FIRST_LANGUAGE, LANGUAGES } from '../i18n/languages';
import { type Post, postsIn, postsPages, type Tag } from './posts';

/** A list's title on its page n: " · Page 2" (the language's word for a page) after it from the second page on. */
export const pageTitle = (title: string, page: number, pageNumber: string) => (page === 1 ? title : `${title} · ${pageNumber} ${page}`);

/** A language's blog's pages (the site's own unless said): every shown post in it, `site.blog.perPage` a page. */
export const blogListPages = (language = FIRST_LANGUAGE) => postsPages(postsIn(language), site.blog.perPage);

/** The languages with a blog: the site's own once it has a post, each other once a post is translated into it. */
export const blogLanguages = () => LANGUAGES.filter((language) => postsIn(language).length > 0);

/** The routes of each other language with a blog (app/[lang]/: its blog, search, feeds): `{ lang }` a language. */
export const otherBlogLanguages = () =>
  blogLanguages()
    .filter((language) => language !== FIRST_LANGUAGE)
    .map((lang) => ({ lang }));

/** A tag's pages: its posts, `site.blog.perPage` a page. */
export const tagListPages = (tag: Tag & { posts: Post[] }) => postsPages(tag.posts, site.blog.perPage);
