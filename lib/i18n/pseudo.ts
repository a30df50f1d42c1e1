// Pseudo-languages, to see what a translation would break before a translator does (Android's pseudo-locales): listed
// in content/site.ts's `languages` like any other, they need no translation files. `en-XA`: the first language's
// words accented, bracketed and about 40 % longer; `ar-XB`: the same, laid out right to left.
import type { z } from 'zod';
import { wordsOnly } from '@/content/wordsOrData';
import { overlay } from './overlay';

/** The pseudo-languages the site can build, each with its direction (the base language's, as for any code). */
export const PSEUDO_LANGUAGES = ['en-XA', 'ar-XB'] as const;

export const isPseudo = (language: string) => (PSEUDO_LANGUAGES as readonly string[]).includes(language);

// Accents within Latin-1 and Latin Extended-A, which the build's fonts draw (the resume, the previews).
const ACCENTED: Record<string, string> = Object.fromEntries([...'acdeghijklnorstuwyzACDEGHIJKLNORSTUWYZ'].map((letter, i) => [letter, [...'åçďéĝĥîĵķļñöŕšţûŵýžÅÇĎÉĜĤÎĴĶĻÑÖŔŠŢÛŴÝŽ'][i]]));
const PADDING = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/**
 * A text in a pseudo-language: its letters accented, and as many of "one two three…" after it as make it about 40 %
 * longer, in brackets: "Projects" is "[Þŕöĵéçţš one two]". What the site fills in (`{count}`) is kept as it is.
 */
export function pseudoText(text: string): string {
  const accented = text
    .split(/(\{\w+\})/)
    .map((part, i) => (i % 2 ? part : part.replace(/[A-Za-z]/g, (letter) => ACCENTED[letter] ?? letter)))
    .join('');
  const padding: string[] = [];
  while (padding.join(' ').length < text.length * 0.4) padding.push(PADDING[padding.length % PADDING.length]);
  return `[${accented} ${padding.join(' ')}]`;
}

/**
 * A content module or a words table in a pseudo-language: each of its words made over, as its schema tells them
 * (content/wordsOrData.ts); its addresses, names and settings as they are.
 */
export function pseudoTranslation<T>(schema: z.ZodType, value: T): T {
  return overlay(value, wordsOnly(schema, value, pseudoText), '', []) as T;
}
