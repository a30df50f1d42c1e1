'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { NavigationLink } from '@/lib/navigation';
import NavLinks from './NavLinks';
import styles from './MobileMenu.module.css';
import { required } from '@/lib/required';

type Props = {
  links: NavigationLink[];
  /** The button's name, "Menu" in the page's language. */
  label: string;
  /** The same page in the site's other languages, below the links (none with one language). */
  languageLinks?: ReactNode;
  /** The button's icons, drawn on the server (components/Icon), so no icon code ships to the browser. */
  openIcon: ReactNode;
  closeIcon: ReactNode;
  /** The navbar's: hides the button and the dropdown where the whole row fits. */
  className?: string;
};

/**
 * The menu button and dropdown that replace the link row where it does not fit (components/layout/Navbar.tsx). The dropdown is a native popover, so the
 * button opens it, and Escape or a tap outside closes it, before any script has loaded (or with none); React
 * then mirrors its state into `aria-expanded` and the icon, and closes it when a link is chosen.
 */
export default function MobileMenu({ links, label, languageLinks, openIcon, closeIcon, className }: Props) {
  const [open, setOpen] = useState(false);
  // Until then the browser itself tells assistive technology whether a popover's button is expanded.
  const [hydrated, setHydrated] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useEffect(() => {
    const menu = required(menuRef.current, 'the menu');
    const sync = () => setOpen(menu.matches(':popover-open'));
    setHydrated(true);
    sync(); // It may have been opened before the page's scripts arrived.
    menu.addEventListener('toggle', sync);
    return () => menu.removeEventListener('toggle', sync);
  }, []);

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <button type="button" className={`icon-button ${styles.button}`} aria-label={label} popoverTarget={menuId} aria-controls={menuId} aria-expanded={hydrated ? open : undefined}>
        {open ? closeIcon : openIcon}
      </button>
      <div ref={menuRef} id={menuId} popover="auto" className={`popover-panel ${styles.dropdown}`}>
        <NavLinks links={links} variant="menu" onNavigate={() => menuRef.current?.hidePopover()} />
        {languageLinks}
      </div>
    </div>
  );
}
