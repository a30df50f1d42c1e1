'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Every route change lands at the top of the new page, whatever the router's own scroll handling does. */
export default function ScrollToTop() {
  const pathname = usePathname();
  // The first load is not a route change: the browser's own scroll (and any #anchor) is left alone.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}
