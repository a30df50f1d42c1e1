// The pages of the export under test, read from its HTML files rather than from a list: the suite's page loops, the
// health checks and the sitemap's check visit what was built, so a new kind of page needs no edit here to be checked.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { directionOf } from '../lib/i18n/paths';
import { isPseudo } from '../lib/i18n/pseudo';
import { filesOf } from '../scripts/build/finish-export.mjs';

/** A page as the suite visits it: its address, its language, its kind (the route in app/ that made it) and its h1. */
export type ExportedPage = { name: string; path: string; heading: string; language: string; kind: string; size: number };

/** A route's page module, and whether a folder of app/ is part of its address (not a root, a group or `.`). */
const PAGE_FILE = /(^|\/)page(\.\w+)?\.tsx$/;
const inAddress = (segment: string) => segment !== '.' && segment !== '[lang]' && !/^\(.*\)$/.test(segment);
/** Each page route in app/, as its address below a root (`(site)/` or `[lang]/`): `/Blog/[slug]`. */
const ROUTES = filesOf(join(import.meta.dirname, '..', 'app'))
  .filter((file) => PAGE_FILE.test(file))
  .map((file) => `/${dirname(file).split('/').filter(inAddress).join('/')}`);

/** The route an address below its root comes from: the matching one with the most fixed words (`/Blog/tags` over `/Blog/[slug]`). */
function kindOf(address: string): string {
  const fixed = (route: string) => route.split('/').filter((segment) => segment && !segment.startsWith('[')).length;
  const matches = ROUTES.filter((route) => new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+').replace(/^\/$/, '')}/?$`).test(address));
  if (!matches.length) throw new Error(`The export's page ${address} comes from no page route in app/`);
  return matches.sort((a, b) => fixed(b) - fixed(a))[0];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
/** The text of a bit of HTML: its tags dropped, its character references read. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => (name.startsWith('#') ? String.fromCodePoint(Number(name.startsWith('#x') ? `0x${name.slice(2)}` : name.slice(1))) : (ENTITIES[name] ?? whole)))
    .trim();

/**
 * Every page of the export in `dir`, served under `base`, that a search engine may index (the 404 page, `noindex`,
 * aside), in the order of their addresses.
 */
export function exportedPages(dir: string, base: string, languages: readonly string[]): ExportedPage[] {
  return filesOf(dir)
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .sort()
    .flatMap((file) => {
      const html = readFileSync(join(dir, file), 'utf8');
      if (/<meta name="robots" content="[^"]*noindex/.test(html)) return [];
      const address = `/${file.slice(0, -'index.html'.length)}`;
      const language = /<html[^>]* lang="([^"]+)"/.exec(html)?.[1] ?? languages[0];
      const below = language === languages[0] ? address : address.slice(language.length + 1);
      const path = `${base}${address}`;
      return [{ name: path, path, heading: textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''), language, kind: kindOf(below), size: html.length }];
    });
}

/** The largest page of each group (the one with the most to lay out: the post with code and a table), ranked by `rank`. */
export function largestOfEach(pages: ExportedPage[], groupOf: (page: ExportedPage) => string, rank = (page: ExportedPage) => page.size): ExportedPage[] {
  const chosen = new Map<string, ExportedPage>();
  for (const page of pages) {
    const held = chosen.get(groupOf(page));
    if (!held || rank(page) > rank(held)) chosen.set(groupOf(page), page);
  }
  return [...chosen.values()];
}

/**
 * A page of each kind in each direction the site is written in (a kind's pages share their layout and styles, and a
 * right-to-left language mirrors them), the largest of its kind, the first language's where it has one; and each
 * other language's Home. A pseudo-language's pages are e2e/every-page.spec.ts's alone to look at: elsewhere they would
 * repeat its first language's.
 */
export function aPageAKind(pages: ExportedPage[], languages: readonly string[]): ExportedPage[] {
  const written = pages.filter((page) => !isPseudo(page.language));
  const chosen = largestOfEach(
    written,
    (page) => `${page.kind} ${directionOf(page.language)}`,
    (page) => (page.language === languages[0] ? Number.MAX_SAFE_INTEGER / 2 : 0) + page.size,
  );
  return [...chosen, ...written.filter((page) => page.kind === '/' && !chosen.includes(page))];
}
