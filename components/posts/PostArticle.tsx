import type { Root } from 'hast';
import Link from 'next/link';
import { site } from '@/content/site';
import { arrowsOf, FIRST_LANGUAGE } from '@/lib/i18n/languages';
import { type Post, postPath } from '@/lib/posts/posts';
import { indexedAs, indexedDay, notIndexed } from '@/lib/search/searchIndex';
import ArticlePager from '../ArticlePager';
import article from '../Article.module.css';
import PostBody from './PostBody';
import PostContents from './PostContents';
import PostLinks from './PostLinks';
import PostMeta from './PostMeta';
import TagLinks from './TagLinks';

type Props = {
  post: Post;
  previous?: Post;
  next?: Post;
  /** The posts sharing the most of its tags (lib/posts/posts.ts, relatedPosts). */
  related: Post[];
  /** Its body, its code highlighted (lib/posts/highlight.ts, which is asynchronous: the page awaits it). */
  body: Root;
};

/**
 * A post's page: its title, day, reading time and tags, its contents, what it says, the posts related to it, and the
 * older and newer posts.
 */
export default function PostArticle({ post, previous, next, related, body }: Props) {
  const { page, label } = site.blog;
  return (
    <article className={`container section ${article.article}`} aria-labelledby="post-heading" {...indexedDay(post.date)}>
      <Link href="/Blog" className={article.back} aria-label={`${page.all}: ${label}`} {...notIndexed()}>
        ← {page.all}
      </Link>
      <h1 id="post-heading" {...indexedAs('post')}>{post.title}</h1>
      <PostMeta post={post} />
      <TagLinks tags={post.tags} />
      <PostContents contents={post.contents} />
      <PostBody tree={body} pictures={post.pictures} />
      <PostLinks id="related-heading" heading={page.related} posts={related} />
      <ArticlePager
        label={label}
        previous={previous && { href: postPath(previous), title: previous.title }}
        next={next && { href: postPath(next), title: next.title }}
        labels={page}
        arrows={arrowsOf(FIRST_LANGUAGE)}
      />
    </article>
  );
}
