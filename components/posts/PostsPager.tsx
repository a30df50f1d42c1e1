import type { Words } from '@/lib/i18n/words';
import PageLink from '../PageLink';
import styles from './PostsPager.module.css';

type Props = {
  /** The address of the list's page n (lib/pages/pageKinds.mjs, `addressOf` with `{ page }`). */
  pageAddress: (page: number) => string;
  page: number;
  pages: number;
  /** The blog's words in the list's language, and its arrows (lib/i18n/languages.ts arrowsOf). */
  words: Words['blogPage'];
  arrows: { back: string; on: string };
};

/** Page numbers shown around the current one; the first and last are always shown, a gap as "…". */
const AROUND = 2;

/** The numbers a pager shows: 1, the current page and its neighbours, the last; `undefined` where numbers are left out. */
function shownPages(page: number, pages: number): (number | undefined)[] {
  const shown: (number | undefined)[] = [];
  for (let n = 1; n <= pages; n++) {
    if (n === 1 || n === pages || Math.abs(n - page) <= AROUND) shown.push(n);
    else if (shown.at(-1) !== undefined) shown.push(undefined);
  }
  return shown;
}

/**
 * The links between pages of a list of posts: newer, the page numbers, older. Plain links, which work with no
 * script; the current page is named, not linked, and marked `aria-current`. Nothing when the list fits one page.
 */
export default function PostsPager({ pageAddress, page, pages, words, arrows }: Props) {
  if (pages === 1) return null;
  const { pages: label, pageNumber, newer, older } = words;
  return (
    <nav aria-label={label} className={styles.pager}>
      {page > 1 && (
        <PageLink href={pageAddress(page - 1)} rel="prev" className={styles.step}>
          {`${arrows.back} ${newer}`}
        </PageLink>
      )}
      <ol className={styles.numbers}>
        {shownPages(page, pages).map((n, i) => (
          <li key={n ?? `gap-${i}`}>
            {n === undefined ? (
              <span aria-hidden="true">…</span>
            ) : (
              <PageLink href={pageAddress(n)} aria-current={n === page ? 'page' : undefined} aria-label={`${pageNumber} ${n}`} className={styles.number}>
                {n}
              </PageLink>
            )}
          </li>
        ))}
      </ol>
      {page < pages && (
        <PageLink href={pageAddress(page + 1)} rel="next" className={styles.step}>
          {`${older} ${arrows.on}`}
        </PageLink>
      )}
    </nav>
  );
}
