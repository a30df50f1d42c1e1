'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { WHOLE_PAGE_LINK } from '@/lib/prerender';
import { type LanguageChoice, type LanguagePages, useSamePageIn } from './LanguageLinks';
import styles from './LanguageSuggestion.module.css';

/** Remembered once the line has been shown: a visitor is offered another language once, never again. */
export const SUGGESTION_KEY = 'language-suggestion';

type Props = {
  /** The page's language. */
  language: string;
  choices: LanguageChoice[];
  pages: LanguagePages;
  words: { offer: string; dismiss: string };
};

/** The site's language a visitor's browser prefers before the page's, if any. */
export function preferredLanguage(preferences: readonly string[], languages: readonly string[], page: string): string | undefined {
  const base = (code: string) => code.toLowerCase().split('-')[0];
  for (const preference of preferences) {
    const match = languages.find((code) => code.toLowerCase() === preference.toLowerCase()) ?? languages.find((code) => base(code) === base(preference));
    if (match) return match === page ? undefined : match;
  }
  return undefined;
}

/**
 * On a first visit whose browser prefers another of the site's languages, one line offering the same page in it:
 * never a redirect, shown once (remembered), closed with its button. Drawn only in the browser, over the page's foot,
 * so nothing moves; early in the document (SiteLayout), so the keyboard meets it second, after the skip link. While it
 * is shown, the room it covers (`--foot-cover`, app/globals.css) is kept clear of what a reader focuses (WCAG 2.4.11).
 */
export default function LanguageSuggestion({ language, choices, pages, words }: Props) {
  const [offered, setOffered] = useState<LanguageChoice>();
  const samePageIn = useSamePageIn(pages);
  const textId = useId();
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    try {
      if (localStorage.getItem(SUGGESTION_KEY)) return;
      const code = preferredLanguage(navigator.languages ?? [navigator.language], pages.languages, language);
      const choice = choices.find((candidate) => candidate.code === code);
      if (!choice) return;
      localStorage.setItem(SUGGESTION_KEY, 'offered');
      setOffered(choice);
    } catch {
      // No storage: the offer could not be remembered, so it is not made.
    }
  }, [choices, language, pages]);
  useEffect(() => {
    const root = document.documentElement.style;
    if (!offered || !card.current) return;
    const cover = new ResizeObserver(([entry]) => root.setProperty('--foot-cover', `${entry.borderBoxSize[0].blockSize}px`));
    cover.observe(card.current);
    return () => {
      cover.disconnect();
      root.removeProperty('--foot-cover');
    };
  }, [offered]);
  if (!offered) return null;
  return (
    <aside ref={card} className={styles.suggestion} aria-labelledby={textId}>
      <p id={textId} className={styles.text}>
        {words.offer}{' '}
        <a href={samePageIn(offered.code)} hrefLang={offered.code} lang={offered.code} {...WHOLE_PAGE_LINK}>
          {offered.name}
        </a>
      </p>
      <button type="button" className="button" onClick={() => setOffered(undefined)}>
        {words.dismiss}
      </button>
    </aside>
  );
}
