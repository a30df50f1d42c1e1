// Which links load their page whole rather than by Next's client-side change: the page table's `loadsWhole` kinds,
// and a page whose policy allows what the page it is left from does not. components/PageLink.tsx follows it;
// lib/prerender.ts prerenders what it marks.
import type { Site } from '@/content/schema';
import { isThere, PAGE_KINDS, type PageKindName, traitsAt, traitsOf } from './pageKinds.mjs';

/** The owner's choices the rules depend on (content/site.ts). */
type PolicyChoices = Pick<Site, 'languages'>;

/**
 * Whether every link to `address` loads it whole (its kind's `loadsWhole`): a post's page, and the archive's (a
 * list's pages after the first, a tag's pages). A blog of thousands of posts would otherwise ship, for each, its
 * navigation payloads beside its HTML (its page again, two and three times, toward GitHub Pages' 1 GB), and each list
 * would have a phone prefetch the payloads of the twenty-odd posts, tags and pages it links on every visit. Each is one document, its scripts already
 * cached when a reader clicks into it; the blog's first page, the tags' index and every other page stay client-side.
 * (scripts/build/finish-export.mjs ships no navigation payload for such a page.)
 */
export const alwaysLoadsWhole = (address: string, choices: PolicyChoices) => Boolean(traitsAt(address, choices.languages)?.loadsWhole);

/**
 * Whether a link to `address`, on the page at `from` (unknown: any page), is followed as a whole-page load rather than
 * Next's client-side change: a post's and the archive's pages always (alwaysLoadsWhole); and, since a policy in a
 * `<meta>` is the document's for its whole life (a client-side change keeps the policy of the page the visitor arrived
 * on), a page whose policy allows what the page it leaves does not (the search page's WebAssembly), which loads whole
 * with its own. Every other link stays client-side, and every page's policy as narrow as what it shows.
 */
export function loadsWholePage(address: string, choices: PolicyChoices, from?: string): boolean {
  // (A post's comments frame, where chosen, is a post's alone: posts load whole already.)
  const wasm = (at: string) => traitsAt(at, choices.languages)?.policy === 'wasm';
  return alwaysLoadsWhole(address, choices) || (wasm(address) && !(from !== undefined && wasm(from)));
}

/**
 * Whether any link of the site loads its page whole, so that its pages carry the rules that prerender such links
 * (lib/prerender.ts): another language's (the language links), or a kind of the table that loads whole or whose
 * policy differs, where it exists (a kind that exists only for some content, the blog's, once there is a blog).
 */
export function someLinkLoadsWhole(choices: PolicyChoices, hasBlog: boolean): boolean {
  const linkedWhole = (kind: PageKindName) => traitsOf(kind).loadsWhole || traitsOf(kind).policy === 'wasm';
  return choices.languages.length > 1 || (Object.keys(PAGE_KINDS) as PageKindName[]).some((kind) => linkedWhole(kind) && isThere(kind, hasBlog));
}
