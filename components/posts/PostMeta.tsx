import { site } from '@/content/site';
import { formatPostDate } from '@/lib/posts/postDate';
import type { Post } from '@/lib/posts/posts';
import { notIndexed } from '@/lib/search/searchIndex';
import styles from './PostMeta.module.css';

/** A post's day (and the day it was updated, if it was), and its reading time, as its card and its page show them. */
export default function PostMeta({ post }: { post: Pick<Post, 'date' | 'updated' | 'readingMinutes'> }) {
  const { updated, readingTime } = site.blog.page;
  return (
    <p className={styles.meta} {...notIndexed()}>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      {post.updated && (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            {updated} <time dateTime={post.updated}>{formatPostDate(post.updated)}</time>
          </span>
        </>
      )}
      <span aria-hidden="true"> · </span>
      <span>
        {post.readingMinutes} {readingTime}
      </span>
    </p>
  );
}
