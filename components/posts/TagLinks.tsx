import { type Tag, tagPath } from '@/lib/posts/posts';
import { notIndexed, tagFilter } from '@/lib/search/searchIndex';
import PageLink from '../PageLink';
import styles from './TagLinks.module.css';

/** A post's tags (named `label` for screen readers), each a link to the posts it tags in the post's `language`. */
export default function TagLinks({ tags, label, language }: { tags: Tag[]; label: string; language: string }) {
  if (!tags.length) return null;
  return (
    <ul className={styles.tags} aria-label={label} {...notIndexed()}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <PageLink href={tagPath(tag, 1, language)} className={styles.tag} {...tagFilter(tag.name)}>
            #{tag.name}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
