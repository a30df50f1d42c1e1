import type { ContentsEntry } from '@/lib/posts/posts';
import { notIndexed } from '@/lib/search/searchIndex';
import styles from './PostContents.module.css';

function Entries({ entries }: { entries: ContentsEntry[] }) {
  return (
    <ol className={styles.entries}>
      {entries.map(({ id, title, sections }) => (
        <li key={id}>
          <a href={`#${id}`}>{title}</a>
          {sections.length > 0 && <Entries entries={sections} />}
        </li>
      ))}
    </ol>
  );
}

/** A post's table of contents, at its top: a link to each section, written at build time (plain links, no script). */
export default function PostContents({ contents, label }: { contents: ContentsEntry[]; label: string }) {
  if (!contents.length) return null;
  return (
    <nav aria-labelledby="contents-heading" className={styles.contents} {...notIndexed()}>
      <h2 id="contents-heading" className={styles.heading}>
        {label}
      </h2>
      <Entries entries={contents} />
    </nav>
  );
}
