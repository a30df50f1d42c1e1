import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES } from '../../scripts/test/next-export-fixtures.mjs';

/** A page as this version of Next exports it, before any pass (scripts/test/next-export-fixtures.mjs). */
export const nextPage = (path: string) => readFileSync(join(FIXTURES, path), 'utf8');

/** The RSC payload a browser reads from a page: its text chunks in order, as the client joins them. */
export const payloadOf = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((\[[^<]*\])\)<\/script>/g)]
    .map((match) => JSON.parse(match[1]))
    .filter(([kind]) => kind === 1)
    .map(([, text]) => text)
    .join('');
