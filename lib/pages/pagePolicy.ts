import type { Site } from '@/content/schema';
import { thirdPartyOrigins } from '../thirdParties';
import { traitsAt } from './pageKinds.mjs';
import { alwaysLoadsWhole } from './wholePageLinks';

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
  const policy = traitsAt(address, choices.languages)?.policy;
  return policy === 'comments' && comments ? { wasm: false, frames: comments } : { wasm: policy === 'wasm' };
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
