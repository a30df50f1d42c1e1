/** The base path the site is built under (next.config.mjs; jest.config.mjs passes it on), e.g. '/portfolio'. */
export const BASE_PATH = process.env.NEXT_PUBLIC_BASE_PATH ?? '';

/**
 * The page a link of the site leads to, as next/link takes it (`/Blog/hello-world`): a Next link's `href` as Jest
 * renders it, or a whole-page link's as the browser follows it (`/portfolio/Blog/hello-world/`, lib/pages/wholePageLinks.ts).
 */
export const pageOf = (href: string | null) => (href?.startsWith(`${BASE_PATH}/`) ? href.slice(BASE_PATH.length) : href)?.replace(/(.)\/$/, '$1') ?? null;
