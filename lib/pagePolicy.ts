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
  const { path } = pathOutOf(address.replace(/(.)\/$/, '$1'), choices.languages);
  const post = /^\/Blog\/(?!(?:page|tags)$)[^/]+$/.test(path);
  const { comments } = thirdPartyOrigins(choices);
  return post && comments ? { wasm: false, frames: comments } : { wasm: path === SEARCH_PATH };
}

/**
 * Whether a link to `address`, on the page at `from` (unknown: any page), is followed as a whole-page load rather than
 * Next's client-side change. A policy in a `<meta>` is the document's for its whole life: a client-side change keeps
 * the policy of the page the visitor arrived on, so a link into a page whose policy allows what the page it leaves
 * does not (the search page's WebAssembly; a post's comments frame) loads that page whole, with its own. Every other
 * link stays client-side (a post's links to other posts among them), and every page's policy as narrow as what it
 * shows.
 */
export function loadsWholePage(address: string, choices: PolicyChoices, from?: string): boolean {
  const needed = policyExtras(address, choices);
  const had: PolicyExtras = from === undefined ? { wasm: false } : policyExtras(from, choices);
  return (needed.wasm && !had.wasm) || (needed.frames !== undefined && needed.frames !== had.frames);
}

/**
 * The policies of a site's pages, as the export's last pass writes them (scripts/build/finish-export.mjs): what each
 * page allows beyond every page's, by its address, and the origin of the analytics every page loads, if chosen.
 */
export function sitePolicy(choices: PolicyChoices) {
  return { extras: (address: string) => policyExtras(address, choices), analytics: thirdPartyOrigins(choices).analytics };
}
