import type { z } from 'zod';

/**
 * What a translation may give: any part of the module it translates. Lists of entries are matched by position (give
 * `{}` for an entry left as it is); a list of words is replaced whole.
 */
export type Translation<T> = T extends (...args: never[]) => unknown ? T : T extends readonly (infer Item)[] ? (Item extends string ? T : Translation<Item>[]) : T extends object ? { [Key in keyof T]?: Translation<T[Key]> } : T;

/** A content module's translation (content/<code>/<module>.ts), checked when merged onto what it translates. */
export type TranslationOf<S extends z.ZodType> = { file: string; schema: S; data: Translation<z.input<S>> };

/**
 * Declares a translation of a content module: `export const about = defineTranslation('content/de/about.ts',
 * aboutSchema, { bio: { heading: 'Über mich' } })`. What it leaves out stays the first language's.
 */
export function defineTranslation<S extends z.ZodType>(file: string, schema: S, data: Translation<z.input<S>>): TranslationOf<S> {
  return { file, schema, data };
}
