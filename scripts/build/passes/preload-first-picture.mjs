// After `next build`: the picture that paints first on a page (the one <img fetchPriority="high">) is fetched from
// the <head>, before the parser reaches it, so it is there by the first paint rather than sharing the connection
// with the lazy pictures below it: in the best format its <picture> offers, with the same srcset and sizes, so the
// preload is the very file the picture shows. Written here, in the HTML only: a preload rendered by React would also
// travel in the page's RSC payload, which the router prefetches from every page that links there, and fetch the
// picture on each of them.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { exportPages, exportRoot } from '../export-files.mjs';

const eager = /<picture>((?:<source [^>]*\/>)*)<img [^>]*fetchPriority="high"[^>]*\/>/;
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The page with its first picture preloaded from the head (after the policy, which covers it); else as it is. */
export function preloadFirstPicture(html) {
  const found = eager.exec(html);
  if (!found) return html;
  const best = found[1].match(/<source [^>]*\/>/)?.[0];
  if (!best) throw new Error('the first picture of a page has no <source>: components/AssetImage.tsx writes one per format');
  const attributes = { type: attribute(best, 'type'), imagesrcset: attribute(best, 'srcSet'), imagesizes: attribute(best, 'sizes') };
  const link = `<link rel="preload" as="image" fetchpriority="high"${Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`).join('')}/>`;
  // After the viewport's size is known: before it, a phone lays the page out 980 px wide and would choose from
  // the srcset as if it were that wide.
  const viewport = /<meta name="viewport"[^>]*\/>/.exec(html);
  if (!viewport) throw new Error('found no <meta name="viewport"> to preload the first picture after; has Next\'s HTML output changed?');
  return html.replace(viewport[0], `${viewport[0]}${link}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const pages = exportPages();
  let preloaded = 0;
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    const next = preloadFirstPicture(html);
    if (next === html) continue;
    writeFileSync(page, next);
    preloaded++;
  }
  console.log(`The first picture preloaded in ${preloaded} of ${pages.length} pages of ${exportRoot}/`);
}
