import { z } from 'zod';
import { text } from '@/content/fields';
import { isCounted, PLURAL_FORMS, pluralForms } from './counted';
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

/** The shape every language's words have: English's, each word a non-empty text, each counted phrase its forms. */
function shapeOf(value: unknown): z.ZodType {
  if (typeof value === 'string') return text;
  if (isCounted(value)) return z.strictObject(Object.fromEntries(PLURAL_FORMS.map((form) => [form, form === 'other' ? text : text.optional()])));
  return z.strictObject(Object.fromEntries(Object.entries(value as object).map(([key, inner]) => [key, shapeOf(inner)])));
}
export const wordsSchema = shapeOf(en) as z.ZodType<Words>;

/**
 * What is wrong with the counted phrases a table gives for `language` (an owner's words, a shipped table): each must
 * be an object of every plural form the language has (Intl.PluralRules), a line each naming its key and what it lacks.
 * The table's other words are checked by `wordsSchema`.
 */
export function countedProblems(table: unknown, language: string, base: unknown = en, where = ''): string[] {
  if (isCounted(base)) {
    const needed = pluralForms(language);
    const given = typeof table === 'object' && table !== null ? Object.keys(table) : [];
    const missing = needed.filter((form) => !given.includes(form));
    return missing.length
      ? [
          `${where}: lacks the form${missing.length > 1 ? 's' : ''} ${missing.join(', ')} (${language} counts in ${needed.join(', ')}: give each, as { ${needed.map((form) => `${form}: '…'`).join(', ')} }, with {count} where the number goes)`,
        ]
      : [];
  }
  if (typeof base !== 'object' || base === null || typeof table !== 'object' || table === null) return [];
  return Object.entries(table).flatMap(([key, value]) => (key in base ? countedProblems(value, language, (base as Record<string, unknown>)[key], where ? `${where}.${key}` : key) : []));
}

/** The shipped words of a language, or of its base language (`pt-BR` has Portuguese's). */
export function shippedWords(language: string): Words | undefined {
  return SHIPPED_WORDS[language] ?? SHIPPED_WORDS[new Intl.Locale(language).language];
}
