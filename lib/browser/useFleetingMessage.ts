'use client';

import { useEffect, useState } from 'react';

/** How long a control's message ("Copied", "Link copied") stays before the control reads as it did. */
const SHOWN_MS = 2000;

/** A message a control shows for a moment after it acted, then clears: `[message, say]`. */
export function useFleetingMessage(): [string | undefined, (message: string) => void] {
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(undefined), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}
