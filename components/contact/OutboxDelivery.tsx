'use client';

import { useEffect } from 'react';
import { hasKeptMessages } from '@/lib/contact/outbox';
import type { EmailJsConfig } from '@/lib/contact/sendContactEmail';
import { whenShown } from '@/lib/prerender';

/**
 * Delivers what the contact form kept unsent (lib/contact/outbox.ts), from whatever page of the site the visitor is on:
 * once the page is shown and has loaded, and whenever the browser comes back online. It draws nothing; an empty outbox costs
 * one storage read, and the sending code is fetched only when there is something to send.
 */
export default function OutboxDelivery({ config, sentAlert }: { config: EmailJsConfig; sentAlert: string }) {
  useEffect(() => {
    const deliver = () => {
      if (!hasKeptMessages()) return;
      // Offline, the chunk cannot be fetched either: the next 'online' tries again.
      import('@/lib/contact/deliverOutbox').then(({ deliverOutbox }) => deliverOutbox(config, sentAlert)).catch(() => {});
    };
    // A page the browser prerenders sends nothing until the reader arrives on it (lib/prerender.ts).
    whenShown(() => {
      if (document.readyState === 'complete') deliver();
      else window.addEventListener('load', deliver, { once: true });
    });
    window.addEventListener('online', deliver);
    return () => {
      window.removeEventListener('load', deliver);
      window.removeEventListener('online', deliver);
    };
  }, [config, sentAlert]);
  return null;
}
