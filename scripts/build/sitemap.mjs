// sitemap.xml, written from the export's own pages rather than from a list of them: every page whose kind the sitemap
// lists (lib/pages/pageKinds.mjs, `listed`: all but the 404 page, whose head says `noindex`) is in it, at the address
// its head gives (`og:url`), with the `hreflang` alternates its head names and, for a post, the day it last changed.

import { kindOfFile, traitsOf } from '../../lib/pages/pageKinds.mjs';
import { inFirstLanguage } from './page-language.mjs';

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const tags = (html, pattern) => html.match(new RegExp(pattern, 'gi')) ?? [];
/** The content of a page's `<meta property>` (`og:url`), if it has one. */
export const meta = (html, property) => attribute(tags(html, `<meta [^>]*property="${property}"[^>]*>`)[0] ?? '', 'content');
// What HTML escapes in an attribute is what XML escapes in text; only `&` is met in practice.
const xml = (text) => text.replace(/&amp;/g, '&').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page's entry: its address, its alternates, the day it last changed; none for a page kept out of search engines. */
export function sitemapEntry({ path, html }) {
  const kind = kindOfFile(inFirstLanguage(html, path));
  if (!kind) throw new Error(`${path} is no kind of page in lib/pages/pageKinds.mjs: add its kind there`);
  const kept = tags(html, '<meta [^>]*name="robots"[^>]*>').some((tag) => /noindex/.test(attribute(tag, 'content') ?? ''));
  // The table and the page's head must agree: a page listed that tells crawlers to keep away is a mistake in one.
  if (kept === traitsOf(kind).listed) throw new Error(`${path}: its kind (${kind}) is ${kept ? '' : 'not '}listed in the sitemap, but its head says ${kept ? '' : 'no '}noindex`);
  if (kept) return undefined;
  const loc = meta(html, 'og:url');
  if (!loc) throw new Error(`${path} has no <meta property="og:url">, the address the sitemap lists it at`);
  const alternates = tags(html, '<link [^>]*rel="alternate"[^>]*hreflang="[^"]*"[^>]*>').map((tag) => ({ hreflang: attribute(tag, 'hreflang'), href: attribute(tag, 'href') }));
  return { loc, alternates, lastmod: meta(html, 'article:modified_time') ?? meta(html, 'article:published_time') };
}

/** The sitemap of an export's pages (`{ path, html }`), in the order of their addresses. */
export function sitemapOf(pages) {
  const entries = pages
    .map(sitemapEntry)
    .filter(Boolean)
    .sort((a, b) => a.loc.localeCompare(b.loc));
  const url = ({ loc, alternates, lastmod }) =>
    ['<url>', `<loc>${xml(loc)}</loc>`, ...alternates.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${xml(hreflang)}" href="${xml(href)}" />`), ...(lastmod ? [`<lastmod>${xml(lastmod)}</lastmod>`] : []), '</url>'].join(
      '\n',
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.map(url).join('\n')}\n</urlset>\n`;
}
