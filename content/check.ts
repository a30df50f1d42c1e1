import type { z } from 'zod';

/** The value at each step of a path through the data. */
function valuesAlong(data: unknown, path: PropertyKey[]): unknown[] {
  let node = data;
  return path.map((key) => (node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined));
}

/** Writes a path such as `entries[3] ("Quiz App")`, naming each listed entry by its title, name, label, id or degree. */
function describeEntry(data: unknown, path: PropertyKey[]): string {
  const values = valuesAlong(data, path);
  return path
    .map((key, i) => {
      if (typeof key !== 'number') return `${i ? '.' : ''}${String(key)}`;
      const item = values[i] as Record<string, unknown> | undefined;
      const name = item?.title ?? item?.name ?? item?.label ?? item?.id ?? item?.degree;
      return `[${key}]${typeof name === 'string' ? ` ("${name}")` : ''}`;
    })
    .join('');
}

/** Splits an issue's path at its last listed entry (an object in a list) into the entry and the field inside it. */
function locate(data: unknown, path: PropertyKey[]): { entry: string; field: string } {
  const values = valuesAlong(data, path);
  const last = path.findLastIndex((key, i) => typeof key === 'number' && typeof values[i] === 'object' && values[i] !== null);
  const within = path.slice(last + 1);
  const field = within.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');
  return { entry: describeEntry(data, path.slice(0, last + 1)), field };
}

/** Each part of the content a module defined (its value, checked), with the schema it was checked by. */
const defined = new WeakMap<object, z.ZodType>();

/** The schema `value` was defined with, if it is a part of the content (lib/content/contentIn.ts finds them so). */
export const schemaOf = (value: unknown): z.ZodType | undefined => (typeof value === 'object' && value !== null ? defined.get(value) : undefined);

/**
 * Validates an owner-edited content module when it is first imported, which for a static export is the build:
 * a bad entry stops `npm run build` with a message naming the file, the entry and the field. What it returns is a part
 * of the content: the loader, translations and their records find it by itself (lib/content/contentIn.ts).
 */
export function defineContent<S extends z.ZodType>(file: string, schema: S, data: z.input<S>): z.output<S> {
  const checked = checkContent(file, schema, data);
  defined.set(checked as object, schema);
  return checked;
}

/** Parses content, or throws naming the file, each wrong entry and field. */
export function checkContent<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const { entry, field } = locate(data, issue.path);
    const where = [entry && `entry ${entry}`, field && `field "${field}"`].filter(Boolean).join(', ');
    return `  - ${where || 'the module itself'}: ${issue.message}`;
  });
  throw new Error(`Invalid content in ${file}:\n${problems.join('\n')}`);
}
