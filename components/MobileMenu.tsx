'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { FaBars, FaXmark } from 'react-icons/fa6';
import type { PageLink } from '@/content/schema';
import NavLinks from './NavLinks';
import styles from './MobileMenu.module.css';

/** The menu button and dropdown that replace the link row below 768 px. */
export default function MobileMenu({ links }: { links: PageLink[] }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // A tap anywhere outside closes the dropdown, as people expect of a menu.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.root} data-nav="menu">
      <button
        ref={buttonRef}
        type="button"
        className={`icon-button ${styles.button}`}
        aria-label="Menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {open ? <FaXmark aria-hidden="true" /> : <FaBars aria-hidden="true" />}
      </button>
      <div id={menuId} className={styles.dropdown} hidden={!open}>
        <NavLinks links={links} variant="menu" onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
