'use client';

import { usePathname } from 'next/navigation';
import { asset } from '@/lib/asset';
import { pathIn, pathOutOf } from '@/lib/i18n/paths';
import styles from './LanguageLinks.module.css';

/** A language to offer: its code and its own name for itself. */
export type LanguageChoice = { code: string; name: string };

/** The address of the page shown, in another of the site's languages, as a plain link takes it (base path, slash). */
export function useSamePageIn(languages: readonly string[]): (language: string) => string {
  const { path } = pathOutOf(usePathname().replace(/(.)\/$/, '$1'), languages);
  return (language) => {
    const target = pathIn(language, path, languages);
    return asset(target === '/' ? '/' : `${target}/`);
  };
}

type Props = {
  /** The languages linked to (every one but the page's). */
  choices: LanguageChoice[];
  /** All the site's languages, its own first: how addresses map between them. */
  languages: readonly string[];
  /** The list's name, "Languages" in the page's language. */
  label: string;
  /** `bar`: in the navbar on wide screens; `menu`: in the mobile menu. */
  variant: 'bar' | 'menu';
};

/**
 * The same page in each other language: plain links, written into the page when it is built (the address is the
 * page's own), so they work before any script, and each loads its page whole, in its own language.
 */
export default function LanguageLinks({ choices, languages, label, variant }: Props) {
  const samePageIn = useSamePageIn(languages);
  return (
    <ul className={styles[variant]} aria-label={label}>
      {choices.map(({ code, name }) => (
        <li key={code}>
          <a href={samePageIn(code)} hrefLang={code} lang={code} className={styles.link}>
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
