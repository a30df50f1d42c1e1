import type { Words } from '@/lib/i18n/words';
import { counted } from '@/lib/i18n/counted';
import { formatPostDate } from '@/lib/i18n/dates';
import type { Post } from '@/lib/posts/posts';
import { notIndexed } from '@/lib/search/searchIndex';
import styles from './PostMeta.module.css';

/** A post's day (and the day it was updated, if it was), and its reading time, as its card and its page show them. */
export default function PostMeta({ post, words }: { post: Pick<Post, 'date' | 'updated' | 'readingMinutes' | 'language'>; words: Words['blogPage'] }) {
  const { updated, readingTime } = words;
  return (
    <p className={styles.meta} {...notIndexed()}>
      <time dateTime={post.date}>{formatPostDate(post.date, post.language)}</time>
      {post.updated && (
        <>
          <span aria-hidden="true"> · </span>
          <span>
            {updated} <time dateTime={post.updated}>{formatPostDate(post.updated, post.language)}</time>
          </span>
        </>
      )}
      <span aria-hidden="true"> · </span>
      <span>{counted(readingTime, post.readingMinutes, post.language)}</span>
    </p>
  );
}
