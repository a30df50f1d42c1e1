import { site } from '@/content/site';
import { asset } from '../asset';
import { slashed } from '../pages/pageKinds.mjs';

/** The origin the site is served from: NEXT_PUBLIC_SITE_URL at build time, else content/site.ts. */
export const siteOrigin = new URL(process.env.NEXT_PUBLIC_SITE_URL || site.url).origin;

/** The absolute URL of a page or file of this site, with the base path written in once. */
export function absoluteUrl(path: string): string {
  return `${siteOrigin}${asset(path)}`;
}

/** A page's own absolute address (`/`, `/About`, `/Projects/ledger`): with `trailingSlash`, all but Home end in '/'. */
export function pageUrl(path: string): string {
  return absoluteUrl(slashed(path));
}
