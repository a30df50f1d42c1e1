'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { asset } from '@/lib/asset';
import type { NavigationLink } from '@/lib/navigation';
import { slashed } from '@/lib/pages/pageKinds.mjs';
import { WHOLE_PAGE_LINK } from '@/lib/prerender';
import styles from './NavLinks.module.css';

type Props = {
  links: NavigationLink[];
  /** `bar`: the row shown on wide screens; `menu`: the column inside the mobile dropdown. */
  variant: 'bar' | 'menu';
  onNavigate?: () => void;
  className?: string;
};

/**
 * Whether a link is to the current page ('page'), to the section the page is in ('true': a project's page is in
 * Projects, a post in the blog), or neither. Home is a section of nothing: every page of a language is below it.
 */
function currentness({ href, home }: NavigationLink, current: string): 'page' | 'true' | undefined {
  if (href === current) return 'page';
  return !home && current.startsWith(`${href}/`) ? 'true' : undefined;
}

/** The site's page links, with the current page (or its section) highlighted and announced as such. */
export default function NavLinks({ links, variant, onNavigate, className }: Props) {
  // With `trailingSlash` the path may end in '/'; the links are written without it.
  const current = usePathname().replace(/(.)\/$/, '$1');
  return (
    <ul className={className ? `${styles[variant]} ${className}` : styles[variant]}>
      {links.map((link) => {
        const { label, href, wholePage, lang, dir } = link;
        const PageLink = wholePage ? 'a' : Link;
        return (
          <li key={href}>
            <PageLink href={wholePage ? asset(slashed(href)) : href} {...(wholePage && WHOLE_PAGE_LINK)} className={styles.link} aria-current={currentness(link, current)} lang={lang} dir={dir} onClick={onNavigate}>
              {label}
            </PageLink>
          </li>
        );
      })}
    </ul>
  );
}
