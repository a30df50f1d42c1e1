'use client';

import { useEffect, useState } from 'react';
import { THEME_CHANGE } from './theme';

/** The theme shown: the choice on <html> (lib/theme/theme.ts), with `system` resolved by the operating system's. */
function shownTheme(): 'light' | 'dark' {
  const choice = document.documentElement.dataset.theme;
  if (choice === 'light' || choice === 'dark') return choice;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The theme shown, 'light' or 'dark', again whenever it changes (the head script's event); undefined before mount. */
export function useShownTheme(): 'light' | 'dark' | undefined {
  const [theme, setTheme] = useState<'light' | 'dark'>();
  useEffect(() => {
    const update = () => setTheme(shownTheme());
    update();
    document.documentElement.addEventListener(THEME_CHANGE, update);
    return () => document.documentElement.removeEventListener(THEME_CHANGE, update);
  }, []);
  return theme;
}
