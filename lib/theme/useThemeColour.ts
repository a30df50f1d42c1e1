'use client';

import { useEffect, useState } from 'react';
import { THEME_CHANGE } from './theme';

/**
 * A colour token of app/globals.css as the theme shown resolves it (`#475569` or `#ffffff` for --particles), as hex;
 * `fallback` where the browser resolves none (no stylesheet, as under jsdom).
 */
export function themeColour(token: `--${string}`, fallback: string): string {
  // A token is written light-dark(light, dark): an element that uses it tells which the page's scheme picked.
  const probe = document.createElement('i');
  probe.hidden = true;
  probe.style.color = `var(${token})`;
  document.body.append(probe);
  const channels = getComputedStyle(probe)
    .color.match(/[\d.]+/g)
    ?.map(Number);
  probe.remove();
  if (!channels || channels.length < 3) return fallback;
  const [r, g, b] = channels;
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/** The token's colour in the theme shown, again whenever the theme changes (the head script's event); '' before mount. */
export function useThemeColour(token: `--${string}`, fallback: string): string {
  const [colour, setColour] = useState('');
  useEffect(() => {
    const update = () => setColour(themeColour(token, fallback));
    update();
    document.documentElement.addEventListener(THEME_CHANGE, update);
    return () => document.documentElement.removeEventListener(THEME_CHANGE, update);
  }, [token, fallback]);
  return colour;
}
