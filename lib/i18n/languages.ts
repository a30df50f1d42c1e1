import { site } from '@/content/site';
import { oncePer } from '../oncePer';
import { addressOf, pathIn, type PageKindName } from '../pages/pageKinds.mjs';
import { directionOf } from './paths';

export { directionOf };

/** The site's languages (content/site.ts), its own first. */
export const LANGUAGES: readonly string[] = site.languages;
/** The site's own language: its pages keep the site's addresses. */
export const FIRST_LANGUAGE = LANGUAGES[0];
/** The languages that live under their code: /de/, /de/About/, … */
export const OTHER_LANGUAGES = LANGUAGES.slice(1);

/** A page's address (as next/link takes it) in one of the site's languages: `/About` in German is `/de/About`. */
export function inLanguage(language: string, path: string): string {
  return pathIn(language, path, LANGUAGES);
}

/**
 * The address of the page of `kind` (lib/pages/pageKinds.mjs) in one of the site's languages, as next/link takes it:
 * `addressIn('de', 'post', { slug: 'hello' })` is `/de/Blog/hello`.
 */
export const addressIn = (language: string, kind: PageKindName, params?: Record<string, string | number>) => addressOf(kind, params, { language, languages: LANGUAGES });

/** A language's own name for itself ("Deutsch", "العربية"), as the switcher shows it. */
export const nameOf = oncePer((language: string): string => {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
});

/** The site's languages but a page's, each with its own name: what the page's language links and suggestion offer. */
export function otherLanguagesThan(language: string): { code: string; name: string }[] {
  return LANGUAGES.filter((code) => code !== language).map((code) => ({ code, name: nameOf(code) }));
}

/** The arrows that point back and on in a language's reading direction (right to left, back points right). */
export function arrowsOf(language: string): { back: string; on: string } {
  return directionOf(language) === 'rtl' ? { back: '→', on: '←' } : { back: '←', on: '→' };
}

/** A page's route parameters, with `lang` under app/[lang]/ (each other language's pages). */
export type LanguageParams = { params?: Promise<{ lang?: string }> };

/** The language a page is in: its `[lang]` segment's, else the site's own (app/(site)/). */
export async function languageOf({ params }: LanguageParams): Promise<string> {
  return (await params)?.lang ?? FIRST_LANGUAGE;
}
