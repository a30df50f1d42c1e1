// Pass: the picture that paints first on a page (its one <img fetchpriority="high">) is fetched from the <head>,
// before the parser reaches it, in the best format its <picture> offers with the same srcset and sizes, so the
// preload is the very file the picture shows. Written into the HTML only: a preload rendered by React would also
// travel in the RSC payload, which the router prefetches from every page linking there.

/**
 * The pages whose first paint has no picture, as files of the export: their largest paint is text. Any other page
 * without an eager picture fails the build, and so does one of these with one: each is a change to look at.
 */
export const PAGES_WITHOUT_FIRST_PICTURE = ['index.html', 'Contact-me/index.html', '404.html', '404/index.html', '_not-found/index.html', 'Search/index.html'];

/**
 * The pages whose first screen has a picture only if the owner's content puts one there, as folders of the export:
 * the blog's (a first post with a picture; a post with one near its top). Each has one eager picture or none.
 */
export const PAGES_WITH_FIRST_PICTURE_FROM_CONTENT = ['Blog/'];

import { inFirstLanguage } from '../page-language.mjs';

const eager = /<picture>((?:<source [^>]*>)*)<img [^>]*\bfetchpriority="high"[^>]*>/gi;
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The page (`path`, a file of the export) with its first picture preloaded after its viewport. */
export function preloadFirstPicture(html, file) {
  const path = inFirstLanguage(html, file);
  const found = [...html.matchAll(eager)];
  const expected = !PAGES_WITHOUT_FIRST_PICTURE.includes(path);
  if (!found.length && PAGES_WITH_FIRST_PICTURE_FROM_CONTENT.some((folder) => path.startsWith(folder))) return html;
  if (!expected) {
    if (found.length) throw new Error('found an eager picture (<img fetchpriority="high">) on a page listed in PAGES_WITHOUT_FIRST_PICTURE: take it off the list');
    return html;
  }
  if (found.length !== 1) {
    throw new Error(
      `found ${found.length} eager pictures (<picture><source …><img fetchpriority="high">), not one` +
        (found.length ? '' : ': give the page one (AssetImage eager), or list it in PAGES_WITHOUT_FIRST_PICTURE'),
    );
  }
  const best = found[0][1].match(/<source [^>]*>/i)?.[0];
  if (!best) throw new Error('found no <source> in the first picture: components/AssetImage.tsx writes one per format');
  const attributes = { type: attribute(best, 'type'), imagesrcset: attribute(best, 'srcset'), imagesizes: attribute(best, 'sizes') };
  const missing = Object.entries(attributes).filter(([, value]) => value === undefined).map(([name]) => name);
  if (missing.length) throw new Error(`found no ${missing.join(', ')} on the first picture's <source>: ${best}`);
  const link = `<link rel="preload" as="image" fetchpriority="high"${Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`).join('')}/>`;
  // After the viewport's size is known: before it, a phone lays the page out 980 px wide and chooses accordingly.
  const viewport = /<meta name="viewport"[^>]*>/i.exec(html);
  if (!viewport) throw new Error('found no <meta name="viewport"> to put the preload after');
  return html.replace(viewport[0], `${viewport[0]}${link}`);
}
