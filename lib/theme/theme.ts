/**
 * The visitor's theme: light, dark, or the system's (following the operating system live). The choice is kept in
 * localStorage under THEME_KEY and applied by a small script in every page's <head> (themeScript), before the
 * first paint and before Next's runtime arrives, as `data-theme` on <html>; app/globals.css gives each colour token
 * its light and dark value. With scripts off, the page has the owner's default (content/site.ts).
 */
export const THEME_KEY = 'theme';
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

/** The browser's bar, in each theme: the page's own --bg (app/globals.css). */
export const THEME_COLOURS = { light: '#f6f7fb', dark: '#0b1020' } as const;

/** The browser bar's colour for a choice, where no script can tell the system's: dark unless light was chosen. */
export const barColour = (choice: ThemeChoice) => THEME_COLOURS[choice === 'light' ? 'light' : 'dark'];

/** The event <html> dispatches whenever the theme shown changes (its detail: 'light' or 'dark'). */
export const THEME_CHANGE = 'themechange';

/**
 * What the head script does, written as a function so it is type-checked and tested, and put in the page as its
 * source. It reads the stored choice (the owner's default, already on <html>, where there is none or storage is
 * blocked), applies it, and wires the theme control (`select[name=theme]`) by listening on the document: it works
 * before React has hydrated anything, and React owns none of it.
 */
export function applyTheme(key: string, colours: { light: string; dark: string }, changeEvent: string) {
  const root = document.documentElement;
  const system = matchMedia('(prefers-color-scheme: dark)');
  const valid = (value: unknown): value is string => value === 'system' || value === 'light' || value === 'dark';
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(key);
  } catch {
    // Storage blocked: the choice lasts as long as the page.
  }
  let choice = valid(stored) ? stored : root.dataset.theme || 'dark';
  let shown = '';
  const paint = () => {
    const resolved = choice === 'system' ? (system.matches ? 'dark' : 'light') : choice;
    root.dataset.theme = choice;
    for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.setAttribute('content', colours[resolved as 'light' | 'dark']);
    const control = document.querySelector('select[name="theme"]') as HTMLSelectElement | null;
    if (control && control.value !== choice) control.value = choice;
    if (resolved !== shown) {
      shown = resolved;
      root.dispatchEvent(new CustomEvent(changeEvent, { detail: resolved }));
    }
  };
  const choose = (value: string) => {
    if (!valid(value)) return;
    choice = value;
    try {
      localStorage.setItem(key, value);
    } catch {
      // Kept for this page only.
    }
    paint();
  };
  paint();
  system.addEventListener('change', paint);
  document.addEventListener('change', (event) => {
    const target = event.target as HTMLSelectElement;
    if (target.name === 'theme') choose(target.value);
  });
  // The control is parsed after this script runs: show the choice in it once it is there.
  document.addEventListener('DOMContentLoaded', paint);
  // A choice made in another tab.
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key === key && valid(event.newValue)) {
      choice = event.newValue;
      paint();
    }
  });
}

/** The head script's source: applyTheme, called with the site's key, colours and event. */
export function themeScript(): string {
  return `(${applyTheme.toString()})(${JSON.stringify(THEME_KEY)},${JSON.stringify(THEME_COLOURS)},${JSON.stringify(THEME_CHANGE)})`;
}
