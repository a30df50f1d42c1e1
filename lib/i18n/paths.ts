/**
 * Which way a language is written, as a pure function (no content: the browser suite uses it). Addresses across
 * languages are the page table's (lib/pages/pageKinds.mjs).
 */
import { oncePer } from '../oncePer';

/** Which way a language is written: Arabic, Hebrew, Persian, Urdu… right to left. */
export const directionOf = oncePer((language: string): 'ltr' | 'rtl' => {
  const locale = new Intl.Locale(language) as Intl.Locale & { getTextInfo?: () => { direction: string }; textInfo?: { direction: string } };
  return (locale.getTextInfo?.() ?? locale.textInfo)?.direction === 'rtl' ? 'rtl' : 'ltr';
});
