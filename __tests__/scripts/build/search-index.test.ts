/** @jest-environment node */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isIndexed, writeSearchIndex } from '../../../scripts/build/search-index.mjs';

const page = (h1: string, main: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><nav>Navigation words</nav><main id="content" data-pagefind-body="">${h1}${main}</main><footer>Footer words</footer></body></html>`;

describe('the search index', () => {
  it('holds only the pages marked with their kind, and writes nothing for an export with no search page', async () => {
    const post = page('<h1 data-pagefind-meta="kind:post">A post</h1>', '<p>Quokkas are marsupials.</p>');
    const list = page('<h1>All posts</h1>', '<p>Quokkas are marsupials.</p>');
    expect([post, list].map(isIndexed)).toEqual([true, false]);
    const root = mkdtempSync(join(tmpdir(), 'search-index-'));
    expect(await writeSearchIndex(root, [{ path: 'Blog/a/index.html', html: post }])).toBeUndefined();
    expect(readdirSync(root)).toEqual([]);
    const said = await writeSearchIndex(root, [
      { path: 'Blog/a/index.html', html: post },
      { path: 'Blog/index.html', html: list },
      { path: 'Search/index.html', html: page('<h1>Search</h1>', '') },
    ]);
    expect(said).toBe('indexed 1 pages for search');
    const written = readdirSync(join(root, 'pagefind'));
    expect(written).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json', 'index', 'fragment']));
    // Pagefind's own interfaces are not the site's: left out.
    expect(written.filter((file) => file.includes('-ui') || file.includes('highlight') || file.startsWith('wasm.unknown'))).toEqual([]);
  }, 30_000);
});
