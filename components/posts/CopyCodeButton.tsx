'use client';

import { useEffect, useRef, useState } from 'react';
import { useFleetingMessage } from '@/lib/browser/useFleetingMessage';
import styles from './CodeBlock.module.css';

type Props = { labels: { copy: string; copied: string; copyRefused: string } };

/**
 * The button that copies its code block's text. It exists only once the page's scripts run (copying needs them):
 * before, the block reads as it always did. What happened is said on the button and, politely, to screen readers.
 */
export default function CopyCodeButton({ labels }: Props) {
  const [ready, setReady] = useState(false);
  const [said, setSaid] = useFleetingMessage();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => setReady(true), []);
  const copy = async () => {
    const code = button.current?.closest(`.${styles.block}`)?.querySelector('pre')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code);
      setSaid(labels.copied);
    } catch {
      // Denied permission, an insecure origin, a browser without the Clipboard API: the visitor is told.
      setSaid(labels.copyRefused);
    }
  };
  if (!ready) return null;
  return (
    <>
      <button ref={button} type="button" className={styles.copy} onClick={copy}>
        {said ?? labels.copy}
      </button>
      <span role="status" className="sr-only">
        {said}
      </span>
    </>
  );
}
