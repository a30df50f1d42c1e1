'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { PageLink } from '@/content/schema';
import styles from './NavLinks.module.css';

type Props = {
  links: PageLink[];
  /** `bar`: the row shown on wide screens; `menu`: the column inside the mobile dropdown. */
  variant: 'bar' | 'menu';
  onNavigate?: () => void;
};

/** The site's page links, with the current page highlighted and announced as such. */
export default function NavLinks({ links, variant, onNavigate }: Props) {
  // With `trailingSlash` the path may end in '/'; the links are written without it.
  const current = usePathname().replace(/(.)\/$/, '$1');
  return (
    <ul className={styles[variant]}>
      {links.map(({ label, href }) => (
        <li key={href}>
          <Link
            href={href}
            className={styles.link}
            aria-current={href === current ? 'page' : undefined}
            onClick={onNavigate}
          >
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
