// After the passes (scripts/build/finish-export.mjs): the site's search index, written by Pagefind from the finished
// pages into pagefind/ beside them, when the export has a search page (it has one when it has posts).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { kindOfFile } from '../../lib/pages/pageKinds.mjs';

/**
 * Whether a page is one the index holds: lib/search/searchIndex.ts (indexedAs) marks the `<h1>` of each (the four
 * pages, each project's, each post's), so the lists of posts, the tags, the search page and the 404 page are left
 * out. Within a page, only `<main>` is read (components/layout/SiteLayout.tsx marks it `data-pagefind-body`): not the navigation or the
 * footer.
 */
export const isIndexed = (html) => /<h1 [^>]*data-pagefind-meta="kind:/.test(html);

/**
 * What Pagefind writes that no page loads: its own search interfaces (the site has its own, components/search/) and
 * the WebAssembly for pages of no known language (every page says its own, `<html lang>`).
 */
const UNUSED = ['pagefind-ui.js', 'pagefind-ui.css', 'pagefind-modular-ui.js', 'pagefind-modular-ui.css', 'pagefind-component-ui.js', 'pagefind-component-ui.css', 'pagefind-highlight.js', 'wasm.unknown.pagefind'];

/** How many pages are sent to Pagefind before waiting for their answers. */
const IN_FLIGHT = 8;

/**
 * Writes the index of `pages` (`{ path, html }`, finished) into `root`/pagefind/; says what it did. Nothing when the
 * export has no search page.
 */
export async function writeSearchIndex(root, pages) {
  if (!pages.some(({ path }) => kindOfFile(path) === 'search')) return undefined;
  const pagefind = await import('pagefind');
  try {
    // An index a language, by each page's `<html lang>` (a search page loads its own language's); `includeCharacters`:
    // "C#", "C++" and ".NET" stay findable as written.
    const { errors: created, index } = await pagefind.createIndex({ includeCharacters: '#+.' });
    if (!index) throw new Error(`Pagefind could not start: ${created.join('; ')}`);
    const indexed = pages.filter(({ html }) => isIndexed(html));
    const add = async ({ path, html }) => {
      const { errors } = await index.addHTMLFile({ sourcePath: path, content: html });
      if (errors.length) throw new Error(`Pagefind could not index ${path}: ${errors.join('; ')}`);
    };
    // A few pages on their way at once, so Pagefind reads one while the next is sent; not every page, which would
    // hold a blog of thousands in the messages at once.
    for (let at = 0; at < indexed.length; at += IN_FLIGHT) await Promise.all(indexed.slice(at, at + IN_FLIGHT).map(add));
    const { errors } = await index.writeFiles({ outputPath: join(root, 'pagefind') });
    if (errors.length) throw new Error(`Pagefind could not write its index: ${errors.join('; ')}`);
    for (const file of UNUSED) rmSync(join(root, 'pagefind', file), { force: true });
    return `indexed ${indexed.length} pages for search`;
  } finally {
    await pagefind.close();
  }
}
