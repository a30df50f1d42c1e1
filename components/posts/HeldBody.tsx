'use client';

import { type ReactNode, useEffect, useRef } from 'react';
import { HELD } from '@/lib/heldHtml';

/**
 * A post's body, whose prose its page's HTML alone holds (lib/heldHtml.ts: the page's payload carries it emptied). A
 * post is entered only by loading it whole (lib/pages/wholePageLinks.ts, alwaysLoadsWhole), but a reader who leaves it by a
 * client-side link and comes back (the browser's back button) gets the page the router kept from that payload, its
 * held blocks empty: then the page loads whole, from the HTTP cache, as entering it does.
 */
export default function HeldBody({ className, children }: { className: string; children: ReactNode }) {
  const body = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (body.current?.querySelector(`[${HELD}]:empty`)) window.location.reload();
  }, []);
  return (
    <div ref={body} className={className}>
      {children}
    </div>
  );
}
