'use client';

import { useEffect, useState } from 'react';
import { useFleetingMessage } from '@/lib/browser/useFleetingMessage';
import type { SharedPage } from '@/lib/share/shareLinks';
import styles from './ShareLinks.module.css';

type Props = { page: SharedPage; words: { share: string; copy: string; copied: string; copyRefused: string } };

/**
 * "Share": the system's share sheet, where the browser has one (the Web Share API: phones, Safari, Chrome on
 * Windows and macOS); elsewhere "Copy link", which copies the page's address and says "Link copied". It exists only
 * once the page's scripts run (both need them): before, its place is kept empty (ShareLinks.module.css), so nothing
 * moves when it appears, already saying which it is.
 */
export default function ShareButton({ page, words }: Props) {
  const [way, setWay] = useState<'share' | 'copy'>();
  const [said, say] = useFleetingMessage();
  useEffect(() => setWay(typeof navigator.share === 'function' ? 'share' : 'copy'), []);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(page.url);
      say(words.copied);
    } catch {
      // Denied permission, a browser without the Clipboard API: the visitor is told.
      say(words.copyRefused);
    }
  };
  const act = async () => {
    if (way === 'copy') return copy();
    try {
      await navigator.share({ title: page.title, url: page.url });
    } catch (error) {
      // Closing the sheet is the visitor's choice; a sheet the browser refuses to open leaves copying.
      if ((error as Error).name !== 'AbortError') await copy();
    }
  };
  if (!way) return null;
  return (
    <>
      <button type="button" className={styles.button} onClick={act}>
        {said ?? (way === 'share' ? words.share : words.copy)}
      </button>
      <span role="status" className="sr-only">
        {said}
      </span>
    </>
  );
}
