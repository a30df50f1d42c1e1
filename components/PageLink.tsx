import Link from 'next/link';
import type { AnchorHTMLAttributes } from 'react';
import { site } from '@/content/site';
import { asset } from '@/lib/asset';
import { slashed } from '@/lib/pages/pageKinds.mjs';
import { loadsWholePage } from '@/lib/pages/wholePageLinks';
import { WHOLE_PAGE_LINK } from '@/lib/prerender';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** A page of the site, as next/link takes it: `/Blog/hello-world`, `/de/Search`. */
  href: string;
  /** The page the link is on, where the component knows it (a post's pager and related posts): else, any page. */
  from?: string;
};

/**
 * A link to a page of the site: Next's client-side change of page, or a plain link to a page that loads whole (a post;
 * a page whose policy allows more than the page the visitor leaves: lib/pages/wholePageLinks.ts, loadsWholePage).
 * (Server-side only: the client's links, NavLinks, are told.)
 */
export default function PageLink({ href, from, ...props }: Props) {
  // With `trailingSlash`, a page's address ends in '/', as next/link writes it.
  if (loadsWholePage(href, site, from)) return <a href={asset(slashed(href))} {...WHOLE_PAGE_LINK} {...props} />;
  return <Link href={href} {...props} />;
}
