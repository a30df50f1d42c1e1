// Pass: the picture that paints first on a page (its one <img fetchpriority="high">) is fetched from the <head>,
// before the parser reaches it, in the best format its <picture> offers with the same srcset and sizes, so the
// preload is the very file the picture shows. Written into the HTML only: a preload rendered by React would also
// travel in the RSC payload, which the router prefetches from every page linking there.

import { kindOfFile, traitsOf } from '../../../lib/pages/pageKinds.mjs';
import { inFirstLanguage } from '../page-language.mjs';

const eager = /<picture>((?:<source [^>]*>)*)<img [^>]*\bfetchpriority="high"[^>]*>/gi;
const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];

/** The page (`path`, a file of the export) with its first picture preloaded after its viewport. */
export function preloadFirstPicture(html, file) {
  const kind = kindOfFile(inFirstLanguage(html, file));
  if (!kind) throw new Error('is no kind of page in lib/pages/pageKinds.mjs: add its kind there');
  // Its kind says whether its first screen has a picture: always, never, or as the owner's content has it.
  const { firstPicture } = traitsOf(kind);
  const found = [...html.matchAll(eager)];
  if (!found.length && firstPicture === 'content') return html;
  if (firstPicture === 'never') {
    if (found.length) throw new Error(`found an eager picture (<img fetchpriority="high">) on a page of kind ${kind}, whose firstPicture is 'never' (lib/pages/pageKinds.mjs): change one or the other`);
    return html;
  }
  if (found.length !== 1) {
    throw new Error(
      `found ${found.length} eager pictures (<picture><source …><img fetchpriority="high">), not one${found.length ? '' : `: give the page one (AssetImage eager), or its kind (${kind}) another firstPicture in lib/pages/pageKinds.mjs`}`,
    );
  }
  const best = found[0][1].match(/<source [^>]*>/i)?.[0];
  if (!best) throw new Error('found no <source> in the first picture: components/AssetImage.tsx writes one per format');
  const attributes = { type: attribute(best, 'type'), imagesrcset: attribute(best, 'srcset'), imagesizes: attribute(best, 'sizes') };
  const missing = Object.keys(attributes).filter((name) => attributes[name] === undefined);
  if (missing.length) throw new Error(`found no ${missing.join(', ')} on the first picture's <source>: ${best}`);
  const written = Object.entries(attributes).map(([name, value]) => ` ${name}="${value}"`);
  const link = `<link rel="preload" as="image" fetchpriority="high"${written.join('')}/>`;
  // After the viewport's size is known: before it, a phone lays the page out 980 px wide and chooses accordingly.
  const viewport = /<meta name="viewport"[^>]*>/i.exec(html);
  if (!viewport) throw new Error('found no <meta name="viewport"> to put the preload after');
  return html.replace(viewport[0], `${viewport[0]}${link}`);
}
