// Words that follow a number, in the grammar of the page's language: "1 result", "2 wyniki", "5 wyników", "نتيجتان".
// Pure: search's client counts its results with it.
import { oncePer } from '../oncePer';
import { formatNumber } from './dates';

/** A plural category of the Unicode CLDR, as Intl.PluralRules names them. */
export type PluralForm = Intl.LDMLPluralRule;
export const PLURAL_FORMS: readonly PluralForm[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * A phrase with a count in it, in each form its language has (`pluralForms`): `{ one: '{count} result', other:
 * '{count} results' }`. `{count}` is where the number goes, as the language writes numbers; a form may leave it out
 * ("نتيجة واحدة", one result).
 */
export type Counted = Partial<Record<PluralForm, string>> & { other: string };

const rules = oncePer((language: string) => new Intl.PluralRules(language));

/**
 * The forms a language's counted phrases need, in CLDR's order (zero, one, two, few, many, other), whatever order the
 * engine lists them in: English one and other; Polish one, few, many, other; Japanese other.
 */
export const pluralForms = (language: string): PluralForm[] => PLURAL_FORMS.filter((form) => rules(language).resolvedOptions().pluralCategories.includes(form));

/** Whether a value is a counted phrase: an object of plural forms, `other` among them. */
export function isCounted(value: unknown): value is Counted {
  return typeof value === 'object' && value !== null && 'other' in value && Object.keys(value).every((key) => (PLURAL_FORMS as string[]).includes(key));
}

/** `count` and the phrase around it, in the form `language` gives that number (its `other` where a table lacks it). */
export function counted(phrase: Counted, count: number, language: string): string {
  return (phrase[rules(language).select(count)] ?? phrase.other).replace('{count}', formatNumber(count, language));
}
