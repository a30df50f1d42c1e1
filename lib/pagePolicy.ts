import type { Site } from '@/content/schema';
import { pathOutOf } from './i18n/paths';
import { thirdPartyOrigins } from './thirdParties';

/** The search page, there when the blog is: its policy alone allows WebAssembly (Pagefind's). */
export const SEARCH_PATH = '/Search';

/** What a page's policy allows beyond what every page's does (scripts/build/passes/content-security-policy.mjs). */
export type PolicyExtras = {
  /** Pagefind's WebAssembly (`'wasm-unsafe-eval'`): the search page's, in every language. */
  wasm: boolean;
  /** The origin of a frame the page may show: a post's comments, where the owner chose them, in every language. */
  frames?: string;
};

/** The owner's choices a page's policy depends on (content/site.ts). */
export type PolicyChoices = Pick<Site, 'languages' | 'analytics' | 'comments'>;

/**
 * What the policy of the page at `address` allows beyond every page's. `address` as next/link takes it or as the
 * browser shows it under the base path (`/Blog/hello-world`, `/de/Search/`).
 */
export function policyExtras(address: string, choices: PolicyChoices): PolicyExtras {
  const { comments } = thirdPartyOrigins(choices);
  return isPostPage(address, choices) && comments ? { wasm: false, frames: comments } : { wasm: pathOf(address, choices) === SEARCH_PATH };
}

/** A page's path in its language (`/Blog/hello-world` for `/de/Blog/hello-world/`). */
const pathOf = (address: string, choices: PolicyChoices) => pathOutOf(address.replace(/(.)\/$/, '$1'), choices.languages).path;

/** Whether `address` is a post's page, in any language (not a list's page, not the tags'). */
const isPostPage = (address: string, choices: PolicyChoices) => /^\/Blog\/(?!(?:page|tags)$)[^/]+$/.test(pathOf(address, choices));

/** Whether `address` is a page of the blog's archive, in any language: a list's page after the first, a tag's pages. */
const isArchivePage = (address: string, choices: PolicyChoices) => /^\/Blog\/(?:page\/\d+|tags\/[^/]+(?:\/page\/\d+)?)$/.test(pathOf(address, choices));

/**
 * Whether every link to `address` loads it whole: a post's page, and the archive's (a list's pages after the first, a
 * tag's pages). A blog of thousands of posts would otherwise ship, for each, its navigation payloads beside its HTML
 * (its page again, two and three times, toward GitHub Pages' 1 GB), and each list would have a phone prefetch the
 * payloads of the twenty-odd posts, tags and pages it links on every visit. Each is one document, its scripts already
 * cached when a reader clicks into it; the blog's first page, the tags' index and every other page stay client-side.
 * (scripts/build/finish-export.mjs ships no navigation payload for such a page.)
 */
export const alwaysLoadsWhole = (address: string, choices: PolicyChoices) => isPostPage(address, choices) || isArchivePage(address, choices);

/**
 * Whether a link to `address`, on the page at `from` (unknown: any page), is followed as a whole-page load rather than
 * Next's client-side change: a post's and the archive's pages always (alwaysLoadsWhole); and, since a policy in a `<meta>` is the
 * document's for its whole life (a client-side change keeps the policy of the page the visitor arrived on), a page
 * whose policy allows what the page it leaves does not (the search page's WebAssembly), which loads whole with its
 * own. Every other link stays client-side, and every page's policy as narrow as what it shows.
 */
export function loadsWholePage(address: string, choices: PolicyChoices, from?: string): boolean {
  // (A post's comments frame, where chosen, is a post's alone: posts load whole already.)
  return alwaysLoadsWhole(address, choices) || (policyExtras(address, choices).wasm && !(from !== undefined && policyExtras(from, choices).wasm));
}

/**
 * The policies of a site's pages, as the export's last pass writes them (scripts/build/finish-export.mjs): what each
 * page allows beyond every page's, by its address, and the origin of the analytics every page loads, if chosen.
 */
export function sitePolicy(choices: PolicyChoices) {
  return {
    extras: (address: string) => policyExtras(address, choices),
    analytics: thirdPartyOrigins(choices).analytics,
    alwaysLoadsWhole: (address: string) => alwaysLoadsWhole(address, choices),
  };
}
