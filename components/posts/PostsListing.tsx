import type { ReactNode } from 'react';
import type { Words } from '@/lib/i18n/words';
import type { PostsPage } from '@/lib/posts/posts';
import { arrowsOf } from '@/lib/i18n/languages';
import PostList from './PostList';
import PostsPager from './PostsPager';

type Props = {
  /** What heads it: the blog's label, "Posts tagged React". */
  heading: ReactNode;
  /** What comes between the heading and the posts: the blog's description, a link back. */
  children?: ReactNode;
  /** The address of the list's page n (lib/pages/pageKinds.mjs, `addressOf` with `{ page }`). */
  pageAddress: (page: number) => string;
  page: PostsPage;
  /** The blog's words, in the list's language, and the language (its arrows' direction). */
  words: Words['blogPage'];
  language: string;
};

/** One page of a list of posts (the blog's, a tag's): its heading, its posts and the links to its other pages. */
export default function PostsListing({ heading, children, pageAddress, page, words, language }: Props) {
  return (
    <section className="container section" aria-labelledby="posts-heading">
      <h1 id="posts-heading">{heading}</h1>
      {children}
      <PostList posts={page.posts} words={words} />
      <PostsPager pageAddress={pageAddress} page={page.page} pages={page.pages} words={words} arrows={arrowsOf(language)} />
    </section>
  );
}
