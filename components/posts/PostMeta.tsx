import { site } from '@/content/site';
import { formatPostDate } from '@/lib/posts/postDate';
import type { Post } from '@/lib/posts/posts';
import styles from './PostMeta.module.css';

/** A post's day and reading time, as its card and its page show them. */
export default function PostMeta({ post }: { post: Pick<Post, 'date' | 'readingMinutes'> }) {
  return (
    <p className={styles.meta}>
      <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      <span aria-hidden="true"> · </span>
      <span>
        {post.readingMinutes} {site.blog.page.readingTime}
      </span>
    </p>
  );
}
