import { z } from 'zod';

/**
 * Which fields are words to translate and which are data, as their schemas say: a URL, an e-mail, a date or any text
 * of a set pattern (a slug, a path, a date range), an enum, a literal, a number, a boolean, a picture's size, an icon
 * are data; any other text is words, unless its schema is marked `asData` (a name, an id, a setting). The overlay,
 * the translations' records and what they leave untranslated, the pseudo-languages and search read it from here
 * (lib/i18n/overlay.ts, lib/i18n/pseudo.ts).
 */
export const asData = <S extends z.ZodType>(schema: S): S => schema.meta({ words: false });

type Def = { type: string; format?: string; checks?: { _zod: { def: { check: string } } }[]; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType; options?: z.ZodType[] };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
/** An object of named values (not a list). */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a text's schema makes it words: plain text, of no format or pattern (`asData` is wordsOnly's to see). */
function isWords(schema: z.ZodType): boolean {
  const def = defOf(schema);
  return !def.format && !def.checks?.some((check) => check._zod.def.check === 'string_format');
}

/**
 * `value` with only its words, as `schema` tells them (undefined where it has none), each as `each` makes it: what a
 * translation of it may give. Lists of entries keep their positions (an entry without words is `{}`); a list of words
 * is kept whole.
 */
export function wordsOnly(schema: z.ZodType, value: unknown, each = (text: string) => text): unknown {
  if (z.globalRegistry.get(schema)?.words === false) return undefined;
  const def = defOf(schema);
  // What an optional, a default or a transform wraps; of a union, the option the value is.
  const inner = def.innerType ?? def.in ?? def.options?.find((option) => option.safeParse(value).success);
  if (inner) return wordsOnly(inner, value, each);
  if (def.type === 'string') return typeof value === 'string' && isWords(schema) ? each(value) : undefined;
  if (def.type === 'array' && Array.isArray(value)) {
    const { element } = def;
    const words = value.map((item) => element && wordsOnly(element, item, each));
    if (value.some(isRecord)) return words.map((item) => item ?? {});
    return words.length && words.every((item) => item !== undefined) ? words : undefined;
  }
  if (def.type === 'object' && isRecord(value)) {
    const kept = Object.entries(value).flatMap(([key, inner]) => {
      const field = def.shape?.[key];
      const words = field && wordsOnly(field, inner, each);
      return words === undefined ? [] : [[key, words] as const];
    });
    return kept.length ? Object.fromEntries(kept) : undefined;
  }
  return undefined;
}
