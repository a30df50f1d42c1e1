// The pages of posts as the owner sets them (content/site.ts): apart from ./posts.ts, which reads posts alone.
import { site } from '@/content/site';
import { type Post, posts, postsPages, type Tag } from './posts';

/** A list's title on its page n: " · Page 2" after it from the second page on, so each page has its own. */
export const pageTitle = (title: string, page: number) => (page === 1 ? title : `${title} · ${site.blog.page.pageNumber} ${page}`);

/** The blog's pages: every shown post, `site.blog.perPage` a page. */
export const blogPages = () => postsPages(posts, site.blog.perPage);

/** A tag's pages: its posts, `site.blog.perPage` a page. */
export const tagPages = (tag: Tag & { posts: Post[] }) => postsPages(tag.posts, site.blog.perPage);

