import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { filesOf } from '../scripts/build/finish-export.mjs';
import { OWNER_FIXTURE, OWNER_RUN } from '../scripts/test/test-exports.mjs';
import { deferredScripts } from '../scripts/build/passes/defer-scripts.mjs';
import type { ExportedPage } from './exported';
import { expect, EXPORTED_PAGES, inExport, OUT_DIR, test } from './support';

/** Addresses the site publishes for tools that know them, which no page need link: crawlers', JSON Resume's (each language's). */
const published = (file: string) => file === 'robots.txt' || /^(?:[^/]+\/)?resume\.json$/.test(file);

test('the export ships nothing its pages do not use: no source file, and every file a page, what public/ holds, or named by another file', () => {
  const files = filesOf(OUT_DIR);
  expect(files.length).toBeGreaterThan(50);
  expect(
    files.filter((file) => /\.(ts|tsx|mts|cts|map)$/.test(file)),
    'source files and source maps',
  ).toEqual([]);

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

/** The text of an export's file, by its path in the export. */
const read = (file: string) => readFileSync(join(OUT_DIR, file), 'utf8');

test('no page fades into the next: no style asks for a view transition between documents (a click paints in half the time without)', () => {
  expect(filesOf(OUT_DIR).filter((file) => /\.(html|css)$/.test(file) && /@view-transition/.test(read(file)))).toEqual([]);
});
/**
 * The bundler's files a text names, as paths in the export (`_next/static/chunks/….js`): a page names them under the
 * base path, a chunk relative to `_next/` (`static/chunks/….js`).
 */
const bundled = (text: string) => [...new Set([...text.matchAll(/(?:_next\/)?(static\/[\w./-]+?\.(?:js|css|woff2?|wasm))\b/g)].map((match) => `_next/${match[1]}`))];

test('every chunk is one a page can load: named by a page, by the payload of a page changed on the client, or by a chunk they load', () => {
  const files = filesOf(OUT_DIR);
  const chunks = files.filter((file) => file.startsWith('_next/static/') && /\.(js|css)$/.test(file));
  // What a visitor's browser can ask for: each page, the RSC payload its loader asks for first
  // (scripts/build/passes/defer-scripts.mjs), each page's payload for a client-side change, and from there whatever a
  // loaded chunk names (Turbopack names each chunk it loads in full), to a fixed point.
  const loaded = new Set<string>();
  const pages = files.filter((file) => file.endsWith('.html'));
  const rscPayloads = pages.map((page) => inExport(deferredScripts(read(page)).payload));
  let named = [...files.filter((file) => /\.(html|txt)$/.test(file)), ...rscPayloads].flatMap((file) => bundled(read(file)));
  while (named.length) {
    const fresh = named.filter((file) => !loaded.has(file) && files.includes(file));
    for (const file of fresh) loaded.add(file);
    named = fresh.filter((file) => file.endsWith('.js')).flatMap((file) => bundled(read(file)));
  }
  expect(chunks.length).toBeGreaterThan(0);
  expect(
    chunks.filter((chunk) => !loaded.has(chunk)),
    'chunks no page can load',
  ).toEqual([]);
});

test('a page inlines the styles of what its kind of page shows, no other: each stylesheet module is shown by a page that carries it, or by its scripts', () => {
  // A route's pages carry the same stylesheets (a page of posts with a pager or without, a post with its contents or
  // without): pages with the same ones (their <style data-href>) are a kind, and each module they carry must be shown
  // by one of them, in its markup or by the scripts it loads.
  const kinds = new Map<string, { pages: string[]; css: string; shown: Set<string>; scripts: string }>();
  for (const page of filesOf(OUT_DIR).filter((file) => file.endsWith('.html'))) {
    const html = read(page);
    const styles = [...html.matchAll(/<style[^>]*data-href="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g)];
    const key = styles.map((match) => match[1]).join(' ');
    const kind = kinds.get(key) ?? { pages: [], css: styles.map((match) => match[2]).join(''), shown: new Set<string>(), scripts: '' };
    kind.pages.push(page);
    const markup = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
    for (const match of markup.matchAll(/class="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) kind.shown.add(name);
    kind.scripts += bundled(html)
      .filter((file) => file.endsWith('.js'))
      .map(read)
      .join('\n');
    kinds.set(key, kind);
  }
  const strays: string[] = [];
  for (const { pages, css, shown, scripts } of kinds.values()) {
    // A CSS module's classes, `<hash>_<name>`, by module: one of them shown is the module shown.
    const modules = new Map<string, Set<string>>();
    for (const [, module, name] of css.matchAll(/\.([\w-]{6})_([A-Za-z]\w*)/g)) modules.set(module, (modules.get(module) ?? new Set()).add(`${module}_${name}`));
    for (const names of modules.values()) {
      if (![...names].some((name) => shown.has(name) || scripts.includes(`"${name}"`))) strays.push(`${pages.join(', ')}: ${[...names].join(', ')}`);
    }
  }
  expect(kinds.size).toBeGreaterThan(3);
  expect(strays, 'styles of components no page of the kind shows or loads').toEqual([]);
});

test('a route’s navigation payloads are the ones the router fetches, once each, never carrying the CSS every page already holds; a post and the archive’s pages have none', () => {
  const files = filesOf(OUT_DIR);
  // `__next._full.txt` repeats `index.txt` word for word, and nothing fetches it.
  expect(files.filter((file) => file.endsWith('__next._full.txt'))).toEqual([]);
  // A post, a list's pages after the first and a tag's pages load whole (e2e/posts.spec.ts): each folder is its page
  // alone. Every other page has its payloads.
  const folderOf = (page: ExportedPage) => inExport(page.path);
  const payloadsOf = (page: ExportedPage) => files.filter((file) => file.startsWith(folderOf(page)) && /^[^/]+\.txt$/.test(file.slice(folderOf(page).length)));
  const whole = new Set(['/Blog/[slug]', '/Blog/page/[page]', '/Blog/tags/[tag]', '/Blog/tags/[tag]/page/[page]']);
  const [wholePages, others] = [EXPORTED_PAGES.filter((page) => whole.has(page.kind)), EXPORTED_PAGES.filter((page) => !whole.has(page.kind))];
  expect(
    wholePages.filter((page) => payloadsOf(page).length).map((page) => page.path),
    'pages loaded whole with navigation payloads',
  ).toEqual([]);
  expect(
    others.filter((page) => !payloadsOf(page).some((file) => file.endsWith('/index.txt') || file === 'index.txt')).map((page) => page.path),
    'pages without their payload',
  ).toEqual([]);
  const pages = files.filter((file) => file.endsWith('index.html'));
  // The stylesheets every page's <head> holds (the root layout's): a page changed on the client lands among them.
  const hrefsOf = (html: string) => [...html.matchAll(/<style data-precedence="[^"]*" data-href="([^"]*)"/g)].flatMap((match) => match[1].split(' '));
  const [first, ...rest] = pages.map((page) => new Set(hrefsOf(read(page))));
  const everyPage = [...first].filter((href) => rest.every((hrefs) => hrefs.has(href)));
  expect(everyPage.length).toBeGreaterThan(0);
  // (An href carries the base path: its file in the export is from `_next/` on.)
  const heldCss = everyPage.map((href) => read(href.slice(href.indexOf('_next/'))).slice(0, 120));
  const payloads = files.filter((file) => /(^|\/)(index|__next\.[^/]*)\.txt$/.test(file));
  expect(
    payloads.filter((file) => heldCss.some((css) => read(file).includes(css))),
    'payloads carrying CSS every page holds',
  ).toEqual([]);
});
