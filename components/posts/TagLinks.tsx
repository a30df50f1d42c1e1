import Link from 'next/link';
import { site } from '@/content/site';
import { type Tag, tagPath } from '@/lib/posts/posts';
import { notIndexed, tagFilter } from '@/lib/search/searchIndex';
import styles from './TagLinks.module.css';

/** A post's tags, each a link to the posts it tags. */
export default function TagLinks({ tags }: { tags: Tag[] }) {
  if (!tags.length) return null;
  return (
    <ul className={styles.tags} aria-label={site.blog.page.tags} {...notIndexed()}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link href={tagPath(tag)} className={styles.tag} {...tagFilter(tag.name)}>
            #{tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
