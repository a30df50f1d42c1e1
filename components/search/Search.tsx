'use client';

import { Fragment, type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { counted } from '@/lib/i18n/counted';
import { formatPostDate } from '@/lib/i18n/dates';
import { addressOfSearch, excerptPassages, type Pagefind, type Passage, type PagefindResultData, type SearchState, searchFromAddress, titlePassages } from '@/lib/search/pagefind';
import type { LanguageMark } from '@/lib/content/contentIn';
import type { Words } from '@/lib/i18n/words';
import { WHOLE_PAGE_LINK } from '@/lib/prerender';
import styles from './Search.module.css';

type Props = {
  words: Words['search'];
  /** The page's language: a result's day is written in it. */
  language: string;
  /** The attributes of an excerpt's words the page's translation left in the first language's (none in that language). */
  untranslated?: LanguageMark;
  /** The name of a post's tags (the filter's legend says it). */
  tagsLabel: string;
  /** Pagefind's script, under the base path. */
  bundle: string;
  /** The site's root, under the base path: Pagefind's result addresses start there. */
  baseUrl: string;
  /** What the page offers until search runs (scripts off, not arrived yet, or its files unreachable). */
  children: ReactNode;
};

/** Results a page of them, the next on "Show more results". */
const PAGE = 10;
/** How long typing must pause before a search runs: each key does not start one. */
const DEBOUNCE_MS = 150;

type Found = { total: number; results: PagefindResultData[] };

/**
 * Search, as the visitor types: the query and the chosen tags live in the address (`?q=…&tag=…`), so a search can be
 * shared and the back button returns to it. Results are a list of links, each with its kind, day and an excerpt with
 * the matched words marked; how many were found is announced politely.
 */
export default function Search({ words, language, untranslated, tagsLabel, bundle, baseUrl, children }: Props) {
  /** A result's title or excerpt: its matched words marked, a passage left in the first language's words marked so. */
  const inPassages = (passages: Passage[]) => {
    // Each run keyed by where it starts in the text.
    let at = 0;
    return passages.map(({ untranslated: left, runs }) => {
      const start = at;
      const text = runs.map((run) => {
        at += run.text.length;
        return run.marked ? <mark key={at}>{run.text}</mark> : run.text;
      });
      return left ? (
        <span key={start} {...untranslated}>
          {text}
        </span>
      ) : (
        <Fragment key={start}>{text}</Fragment>
      );
    });
  };
  const [pagefind, setPagefind] = useState<Pagefind | 'failed'>();
  const [state, setState] = useState<SearchState>({ query: '', tags: [] });
  const [tags, setTags] = useState<string[]>([]);
  const [found, setFound] = useState<Found>();
  const [shown, setShown] = useState(PAGE);
  const box = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    // What the address asks for; or what the visitor typed before the scripts arrived, which is not lost.
    const typed = box.current?.value ?? '';
    const asked = searchFromAddress(window.location.search);
    setState(typed && typed !== asked.query ? { ...asked, query: typed } : asked);
    (async () => {
      try {
        const loaded: Pagefind = await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ bundle);
        await loaded.options({ baseUrl });
        await loaded.init();
        const filters = await loaded.filters();
        if (!live) return;
        // Drawn as a transition, as are the results below: React renders them in slices between which the browser
        // may paint and answer a tap, where at once they were a task of 150–200 ms on a slow phone.
        startTransition(() => {
          setTags(Object.keys(filters.tag ?? {}).sort((a, b) => a.localeCompare(b)));
          setPagefind(loaded);
        });
      } catch {
        // Offline, or the index unreachable: the page keeps offering the tags and the newest posts.
        if (live) setPagefind('failed');
      }
    })();
    const restore = () => setState(searchFromAddress(window.location.search));
    window.addEventListener('popstate', restore);
    return () => {
      live = false;
      window.removeEventListener('popstate', restore);
    };
  }, [bundle, baseUrl]);

  useEffect(() => {
    if (!pagefind || pagefind === 'failed') return;
    const query = state.query.trim();
    if (!query && !state.tags.length) {
      setFound(undefined);
      return;
    }
    let live = true;
    (async () => {
      const search = await pagefind.debouncedSearch(query || null, { filters: state.tags.length ? { tag: state.tags } : {} }, DEBOUNCE_MS);
      if (!search || !live) return;
      const results = await Promise.all(search.results.slice(0, shown).map((result) => result.data()));
      if (live) startTransition(() => setFound({ total: search.results.length, results }));
    })();
    return () => {
      live = false;
    };
  }, [pagefind, state, shown]);

  const update = (next: SearchState) => {
    setState(next);
    setShown(PAGE);
    // Replaced, not pushed: the back button leaves the search as it stood, not one letter at a time.
    window.history.replaceState(null, '', addressOfSearch(next) || window.location.pathname);
  };
  const toggle = (tag: string) => update({ ...state, tags: state.tags.includes(tag) ? state.tags.filter((t) => t !== tag) : [...state.tags, tag] });
  const ready = pagefind && pagefind !== 'failed';

  return (
    <>
      {/* Without scripts, a plain search form: submitting it puts the query in the address, for when they run. */}
      <search>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="search-box">{words.box}</label>
          <input ref={box} id="search-box" type="search" name="q" autoComplete="off" enterKeyHint="search" value={state.query} onChange={(event) => update({ ...state, query: event.target.value })} className={styles.box} />
          {ready && tags.length > 0 && (
            <fieldset className={styles.tags}>
              <legend>{words.filter}</legend>
              {tags.map((tag) => (
                <label key={tag} className={styles.tag}>
                  <input type="checkbox" checked={state.tags.includes(tag)} onChange={() => toggle(tag)} />#{tag}
                </label>
              ))}
            </fieldset>
          )}
        </form>
      </search>
      {ready ? (
        <>
          <p role="status" className={styles.status}>
            {found && (found.total ? counted(words.found, found.total, language) : `${words.none} “${state.query.trim()}”`)}
          </p>
          {found && found.results.length > 0 && (
            <ol className={styles.results} aria-labelledby="search-heading">
              {found.results.map((result) => (
                <li key={result.url} className={styles.result}>
                  <h2 className={styles.title}>
                    <a href={result.url} {...WHOLE_PAGE_LINK}>
                      {result.meta.title ? inPassages(titlePassages(result.meta.title)) : result.url}
                    </a>
                  </h2>
                  <p className={styles.meta}>
                    {words.kinds[(result.meta.kind as keyof typeof words.kinds) ?? 'page'] ?? words.kinds.page}
                    {result.meta.date && (
                      <>
                        <span aria-hidden="true"> · </span>
                        <time dateTime={result.meta.date}>{formatPostDate(result.meta.date, language)}</time>
                      </>
                    )}
                    {result.filters.tag?.length > 0 && (
                      <span className={styles.resultTags}>
                        <span className="sr-only">{tagsLabel}:</span>
                        {result.filters.tag.map((tag) => ` #${tag}`)}
                      </span>
                    )}
                  </p>
                  <p className={styles.excerpt}>{inPassages(excerptPassages(result.excerpt))}</p>
                </li>
              ))}
            </ol>
          )}
          {found && found.total > found.results.length && (
            <button type="button" className={`button ${styles.more}`} onClick={() => setShown((count) => count + PAGE)}>
              {words.more}
            </button>
          )}
        </>
      ) : (
        children
      )}
    </>
  );
}
