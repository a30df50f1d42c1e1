import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { OWNER_FIXTURE, OWNER_RUN } from '../scripts/test/test-exports.mjs';
import { expect, OUT_DIR, test } from './support';

/** The files of a folder, as paths relative to it with forward slashes. */
const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));

/** Addresses the site publishes for tools that know them, which no page need link: crawlers', JSON Resume's (each language's). */
const published = (file: string) => file === 'robots.txt' || /^(?:[^/]+\/)?resume\.json$/.test(file);

test('the export ships nothing its pages do not use: no source file, and every file a page, what public/ holds, or named by another file', () => {
  const files = filesOf(OUT_DIR);
  expect(files.length).toBeGreaterThan(50);
  expect(files.filter((file) => /\.(ts|tsx|mts|cts|map)$/.test(file)), 'source files and source maps').toEqual([]);

  // What the owner put in public/ is served as they put it, whether the pages use it or not.
  const own = new Set(filesOf(join(OWNER_RUN ? OWNER_FIXTURE : '.', 'public')));
  const texts = files.filter((file) => /\.(html|txt|js|css|json|webmanifest|xml|svg)$/.test(file)).map((file) => [file, readFileSync(join(OUT_DIR, file), 'utf8')] as const);
  // Named as the browser asks for it: under the base path from a page, relative to _next/ from a chunk.
  const named = (file: string) => texts.some(([other, text]) => other !== file && text.includes(file.startsWith('_next/') ? file.slice('_next/'.length) : `/${file}`));
  // Search's bundle (scripts/build/search-index.mjs): its script, named by the search page, loads the rest by the
  // names its entry and index hold, which no text file spells.
  const searchBundle = named('pagefind/pagefind.js') ? (file: string) => file.startsWith('pagefind/') : () => false;
  const unused = files.filter((file) => !/\.(html|txt)$/.test(file) && !published(file) && !own.has(file) && !named(file) && !searchBundle(file));
  expect(unused, 'files of the export nothing names').toEqual([]);
});
