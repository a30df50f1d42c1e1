import type { Root } from 'hast';
import Link from 'next/link';
import { site } from '@/content/site';
import { type Post, postPath } from '@/lib/posts/posts';
import ArticlePager from '../ArticlePager';
import article from '../Article.module.css';
import PostBody from './PostBody';
import PostMeta from './PostMeta';
import TagLinks from './TagLinks';

type Props = {
  post: Post;
  previous?: Post;
  next?: Post;
  /** Its body, its code highlighted (lib/posts/highlight.ts, which is asynchronous: the page awaits it). */
  body: Root;
};

/** A post's page: its title, day, reading time and tags, what it says, and the older and newer posts. */
export default function PostArticle({ post, previous, next, body }: Props) {
  const { page, label } = site.blog;
  return (
    <article className={`container section ${article.article}`} aria-labelledby="post-heading">
      <Link href="/Blog" className={article.back} aria-label={`${page.all}: ${label}`}>
        ← {page.all}
      </Link>
      <h1 id="post-heading">{post.title}</h1>
      <PostMeta post={post} />
      <TagLinks tags={post.tags} />
      <PostBody tree={body} pictures={post.pictures} />
      <ArticlePager
        label={label}
        previous={previous && { href: postPath(previous), title: previous.title }}
        next={next && { href: postPath(next), title: next.title }}
        labels={page}
      />
    </article>
  );
}
