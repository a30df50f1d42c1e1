/**
 * Addresses and directions across languages, as pure functions of the languages (no content: the browser's language
 * links and the browser suite use them). The first language keeps the site's addresses; each other lives under its
 * code.
 */
import { oncePer } from '../oncePer';

/** A page's address (as next/link takes it) in a language: `/About` in German is `/de/About`, Home `/de`. */
export function pathIn(language: string, path: string, languages: readonly string[]): string {
  if (language === languages[0]) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/** The language of a page's address, and the address as the first language has it. */
export function pathOutOf(path: string, languages: readonly string[]): { language: string; path: string } {
  const [, first, ...rest] = path.split('/');
  if (languages.indexOf(first) > 0) return { language: first, path: `/${rest.join('/')}`.replace(/(.)\/$/, '$1') };
  return { language: languages[0], path };
}

/** Which way a language is written: Arabic, Hebrew, Persian, Urdu… right to left. */
export const directionOf = oncePer((language: string): 'ltr' | 'rtl' => {
  const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => { direction: string }; textInfo?: { direction: string } };
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
});
