import { z } from 'zod';
import type { IconType } from 'react-icons';

/** Text a visitor reads: never empty. */
export const text = z.string().trim().min(1, 'must not be empty');

/** A file under public/assets/, written as the site root sees it: `/assets/...`. */
const assetPath = z
  .string()
  .regex(/^\/assets\/[\w./-]+\.\w+$/, 'must be a file path under /assets/, such as "/assets/logo.svg"');

export const imageSchema = z.object({
  src: assetPath,
  // Intrinsic size, so the browser reserves the space before the file arrives.
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string().trim().min(1, 'must describe the image for screen readers (alt text)'),
});

export const iconSchema = z.custom<IconType>(
  (value) => typeof value === 'function',
  'must be an icon component imported from react-icons',
);

/** A technology shown as an icon; `id` is its name, read out to screen readers. */
export const techSchema = z.object({ id: text, icon: iconSchema });

export const externalUrl = z.url({ protocol: /^https$/, error: 'must be an https:// URL' });

/** The site's own routes, as `next/link` takes them (without the base path). */
export const routeSchema = z.enum(['/', '/About', '/Projects', '/Contact-me']);

/**
 * A link to one of the site's pages. `context`, read only by screen readers and search engines, completes a short
 * label such as "Learn More" into a description of where the link goes.
 */
export const linkSchema = z.object({ label: text, href: routeSchema, context: text.optional() });

export type Image = z.infer<typeof imageSchema>;
export type Tech = z.infer<typeof techSchema>;
export type Route = z.infer<typeof routeSchema>;
export type PageLink = z.infer<typeof linkSchema>;

/** Writes a path such as `entries[3] ("Quiz App")`, naming each list item by its title, name, label or id. */
function describe(data: unknown, path: PropertyKey[]): string {
  let node = data;
  return path
    .map((key, i) => {
      node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
      if (typeof key !== 'number') return `${i ? '.' : ''}${String(key)}`;
      const item = node as Record<string, unknown> | undefined;
      const name = item?.title ?? item?.name ?? item?.label ?? item?.id;
      return `[${key}]${typeof name === 'string' ? ` ("${name}")` : ''}`;
    })
    .join('');
}

/** Splits an issue's path at its last list index into the entry and the field inside it. */
function locate(data: unknown, path: PropertyKey[]): { entry: string; field: string } {
  const last = path.findLastIndex((key) => typeof key === 'number');
  return { entry: describe(data, path.slice(0, last + 1)), field: path.slice(last + 1).map(String).join('.') };
}

/**
 * Validates an owner-edited content module when it is first imported, which for a static export is the build:
 * a bad entry stops `npm run build` with a message naming the file, the entry and the field.
 */
export function defineContent<S extends z.ZodType>(file: string, schema: S, data: z.input<S>): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const { entry, field } = locate(data, issue.path);
    const where = [entry && `entry ${entry}`, field && `field "${field}"`].filter(Boolean).join(', ');
    return `  - ${where || 'the module itself'}: ${issue.message}`;
  });
  throw new Error(`Invalid content in ${file}:\n${problems.join('\n')}`);
}
