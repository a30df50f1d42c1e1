import { type Counted, counted } from '@/lib/i18n/counted';
import { type Post, type Tag, tagPath } from '@/lib/posts/posts';
import PageLink from '../PageLink';
import styles from './TagLinks.module.css';

/** Every tag, by name, each a link to its posts in `language` with how many there are ("#React 12 posts"). */
export default function TagIndex({ tags, label, postCount, language }: { tags: (Tag & { posts: Post[] })[]; label: string; postCount: Counted; language: string }) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <PageLink href={tagPath(tag, 1, language)} className={styles.tag}>
            #{tag.name} <span className={styles.count}>{counted(postCount, tag.posts.length, language)}</span>
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
