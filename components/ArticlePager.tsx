import { notIndexed } from '@/lib/search/searchIndex';
import styles from './ArticlePager.module.css';
import PageLink from './PageLink';

type Neighbour = { href: string; title: string };

type Props = {
  /** What the pages are, such as "All projects": the navigation's name. */
  label: string;
  /** The article's own page, as next/link takes it. */
  from: string;
  previous?: Neighbour;
  next?: Neighbour;
  labels: { previous: string; next: string };
  /** The arrows in the page's reading direction (lib/i18n/languages.ts arrowsOf). */
  arrows: { back: string; on: string };
};

/**
 * The links at an article's foot to the one before and the one after it (a project's, a post's). Each is named by what
 * it shows (WCAG 2.5.3, label in name), its direction and the title apart, the arrow not read.
 */
export default function ArticlePager({ label, from, previous, next, labels, arrows }: Props) {
  return (
    <nav aria-label={label} className={styles.pager} {...notIndexed()}>
      {previous && (
        <PageLink href={previous.href} from={from} rel="prev" className={styles.previous}>
          <span className={styles.direction}>
            <span aria-hidden="true">{arrows.back}</span> {labels.previous}
          </span>{' '}
          {previous.title}
        </PageLink>
      )}
      {next && (
        <PageLink href={next.href} from={from} rel="next" className={styles.next}>
          <span className={styles.direction}>
            {labels.next} <span aria-hidden="true">{arrows.on}</span>
          </span>{' '}
          {next.title}
        </PageLink>
      )}
    </nav>
  );
}
