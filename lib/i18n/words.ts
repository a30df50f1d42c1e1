import { z } from 'zod';
import { text } from '@/content/fields';
import { ar } from './words/ar';
import { de } from './words/de';
import { en, type Words } from './words/en';
import { es } from './words/es';
import { fr } from './words/fr';
import { he } from './words/he';
import { it } from './words/it';
import { ja } from './words/ja';
import { nl } from './words/nl';
import { pl } from './words/pl';
import { pt } from './words/pt';
import { tr } from './words/tr';

export type { Words };

/** The languages whose interface words ship with the site; others' are the owner's, in content/<code>/words.ts. */
export const SHIPPED_WORDS: Record<string, Words> = { en, de, fr, es, pt, it, nl, pl, tr, ar, he, ja };

/** The shape every language's words have: English's, each word a non-empty text. */
function shapeOf(value: unknown): z.ZodType {
  if (typeof value === 'string') return text;
  return z.strictObject(Object.fromEntries(Object.entries(value as object).map(([key, inner]) => [key, shapeOf(inner)])));
}
export const wordsSchema = shapeOf(en) as z.ZodType<Words>;

/** The shipped words of a language, or of its base language (`pt-BR` has Portuguese's). */
export function shippedWords(language: string): Words | undefined {
  return SHIPPED_WORDS[language] ?? SHIPPED_WORDS[new Intl.Locale(language).language];
}
