'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { asset } from '@/lib/asset';
import { addressOf, kindOf, pathIn, slashed, traitsOf } from '@/lib/pages/pageKinds.mjs';
import { WHOLE_PAGE_LINK } from '@/lib/prerender';
import styles from './LanguageLinks.module.css';

/** A language to offer: its code and its own name for itself. */
export type LanguageChoice = { code: string; name: string };

/** Which pages there are in each language: all but the blog's, which a language has once it has posts. */
export type LanguagePages = {
  /** All the site's languages, its own first: how addresses map between them. */
  languages: readonly string[];
  /** The languages with a blog (and search). */
  withBlog: readonly string[];
  /** The page shown is the 404 page, whatever its address: each language's Home is its counterpart. */
  notFound?: boolean;
};

/**
 * The address of the page shown in another of the site's languages, as a plain link takes it (base path, slash):
 * the same page; from the blog's pages (a post may not be translated: its page links its translations), that
 * language's blog, or its Home when it has none. Once scripts run, a post translated into that language is its
 * translation: the page's head names it (its hreflang alternates), which the layout, shared by every post, cannot.
 */
export function useSamePageIn({ languages, withBlog, notFound }: LanguagePages): (language: string) => string {
  const pathname = usePathname();
  const page = kindOf(pathname, languages);
  const path = page ? addressOf(page.kind, page.params) : '/';
  const inBlog = Boolean(page && traitsOf(page.kind).inBlog);
  // The head's alternates, read again on each page it is shown on (never another page's, before they are read).
  const [read, setRead] = useState<{ on: string; alternates: string[] }>({ on: '', alternates: [] });
  useEffect(() => {
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')];
    setRead({ on: pathname, alternates: links.map((link) => new URL(link.href).pathname) });
  }, [pathname]);
  const alternates = read.on === pathname ? read.alternates : [];
  /** The counterpart, as the first language has it, of the page shown in `language`. */
  const counterpart = (language: string) => {
    if (notFound) return '/';
    if (!inBlog) return path;
    if (!withBlog.includes(language)) return '/';
    return page?.kind === 'search' ? path : addressOf('blog');
  };
  const address = (target: string) => asset(slashed(target));
  return (language) => {
    // The same page in that language, where the head says it exists (and says it of this page, not the last one's).
    const same = address(pathIn(language, path, languages));
    if (inBlog && !notFound && alternates.includes(same)) return same;
    return address(pathIn(language, counterpart(language), languages));
  };
}

type Props = {
  /** The languages linked to (every one but the page's). */
  choices: LanguageChoice[];
  pages: LanguagePages;
  /** The list's name, "Languages" in the page's language. */
  label: string;
  /** `bar`: in the navbar's row (one other language); `list`: in the language menu (components/layout/LanguageMenu); `menu`: in the mobile menu. */
  variant: 'bar' | 'list' | 'menu';
};

/**
 * The same page in each other language: plain links, written into the page when it is built (the address is the
 * page's own), so they work before any script, and each loads its page whole, in its own language.
 */
export default function LanguageLinks({ choices, pages, label, variant }: Props) {
  const samePageIn = useSamePageIn(pages);
  return (
    <ul className={styles[variant]} aria-label={label}>
      {choices.map(({ code, name }) => (
        <li key={code}>
          <a href={samePageIn(code)} hrefLang={code} lang={code} className={styles.link} {...WHOLE_PAGE_LINK}>
            {name}
          </a>
        </li>
      ))}
    </ul>
  );
}
