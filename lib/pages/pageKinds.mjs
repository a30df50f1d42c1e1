// The site's pages as one table (app/README.md, "The site's pages"): each kind of page, its address, when it exists,
// and its traits, which every rule about pages reads (the policy, whole-page links, previews, search's index, the
// first picture's preload, the language links, the sitemap, the routes that exist only sometimes); and the one
// function every address comes from (`addressOf`), with its inverse (`kindOf`). Plain JavaScript with no imports:
// next.config.mjs, the build's passes and the browser's language links read it as it is.

/**
 * @typedef {'published' | 'tagged' | 'paged' | 'tagPaged' | 'translated' | 'translatedTagged' | 'translatedPaged' | 'translatedTagPaged'} BlogFact
 *   What the export has of the blog (lib/posts/postSources.ts, `blogShape`).
 * @typedef {{
 *   pattern: string,
 *   exists?: { infix: string, first: BlogFact, other: BlogFact },
 *   pagedAs?: string,
 *   inBlog?: boolean,
 *   loadsWhole?: boolean,
 *   policy?: 'wasm' | 'comments',
 *   navigation?: boolean,
 *   preview?: boolean,
 *   searchAs?: 'page' | 'project' | 'post',
 *   firstPicture: 'always' | 'never' | 'content',
 *   listed: boolean,
 * }} PageKind
 *   - `pattern`: its address as the first language has it and next/link takes it (no base path, no last slash);
 *     `:page` is a number, any other `:name` one segment.
 *   - `exists`: only for some content, its routes' infix (app/routeKinds.mjs) and the blog's fact that makes it exist
 *     in the first language and in another; always, without.
 *   - `pagedAs`: a list's kind for its pages after the first (`addressOf(kind, { page })`).
 *   - `inBlog`: one of the blog's pages: a language without a blog offers its Home instead (the language links).
 *   - `loadsWhole`: every link to it loads it whole, never Next's client-side change (lib/pages/wholePageLinks.ts says why).
 *   - `policy`: what its policy allows beyond every page's: Pagefind's WebAssembly, or the comments' frame where chosen.
 *   - `navigation`: one of the main pages: the navigation links it (content/site.ts, which must link each once), and
 *     its link there titles it and its preview.
 *   - `preview`: a link preview of its own, drawn at build time (lib/seo/previews.ts).
 *   - `searchAs`: the index holds it, as this kind of result (lib/search/searchIndex.ts); only its `<main>`.
 *   - `firstPicture`: its first screen shows a picture always, never, or as the owner's content has it (the
 *     preload pass, scripts/build/passes/preload-first-picture.mjs).
 *   - `listed`: the sitemap lists it.
 */

/** Every kind of page, in the order an address is matched against them. */
export const PAGE_KINDS = /** @satisfies {Record<string, PageKind>} */ (
  /** @type {const} */ ({
    home: { pattern: '/', navigation: true, preview: true, searchAs: 'page', firstPicture: 'never', listed: true },
    about: { pattern: '/About', navigation: true, preview: true, searchAs: 'page', firstPicture: 'always', listed: true },
    projects: { pattern: '/Projects', navigation: true, preview: true, searchAs: 'page', firstPicture: 'always', listed: true },
    project: { pattern: '/Projects/:slug', searchAs: 'project', firstPicture: 'always', listed: true },
    contact: { pattern: '/Contact-me', navigation: true, preview: true, searchAs: 'page', firstPicture: 'never', listed: true },
    blog: { pattern: '/Blog', exists: { infix: 'blog', first: 'published', other: 'translated' }, pagedAs: 'blogPage', inBlog: true, preview: true, firstPicture: 'content', listed: true },
    blogPage: { pattern: '/Blog/page/:page', exists: { infix: 'paged', first: 'paged', other: 'translatedPaged' }, inBlog: true, loadsWhole: true, firstPicture: 'content', listed: true },
    tags: { pattern: '/Blog/tags', exists: { infix: 'tags', first: 'tagged', other: 'translatedTagged' }, inBlog: true, firstPicture: 'content', listed: true },
    tag: { pattern: '/Blog/tags/:tag', exists: { infix: 'tags', first: 'tagged', other: 'translatedTagged' }, pagedAs: 'tagPage', inBlog: true, loadsWhole: true, firstPicture: 'content', listed: true },
    tagPage: { pattern: '/Blog/tags/:tag/page/:page', exists: { infix: 'tagpaged', first: 'tagPaged', other: 'translatedTagPaged' }, inBlog: true, loadsWhole: true, firstPicture: 'content', listed: true },
    post: { pattern: '/Blog/:slug', exists: { infix: 'blog', first: 'published', other: 'translated' }, inBlog: true, loadsWhole: true, policy: 'comments', searchAs: 'post', firstPicture: 'content', listed: true },
    search: { pattern: '/Search', exists: { infix: 'blog', first: 'published', other: 'translated' }, inBlog: true, policy: 'wasm', firstPicture: 'never', listed: true },
    accessibility: { pattern: '/Accessibility', preview: true, firstPicture: 'never', listed: true },
    notFound: { pattern: '/404', firstPicture: 'never', listed: false },
  })
);

/**
 * The blog's feeds, each at its address in the export (beside the blog's pages, in each language with one), with the
 * media type its page-head link announces.
 */
export const FEEDS = /** @type {const} */ ({
  rss: { path: '/feed.xml', type: 'application/rss+xml', title: 'RSS' },
  atom: { path: '/atom.xml', type: 'application/atom+xml', title: 'Atom' },
  json: { path: '/feed.json', type: 'application/feed+json', title: 'JSON Feed' },
});

/** @typedef {keyof typeof PAGE_KINDS} PageKindName */
/**
 * The patterns of the kinds that have a trait: `PatternOf<{ preview: true }>` is every previewed page's address.
 * @template Trait
 * @typedef {{ [kind in PageKindName]: (typeof PAGE_KINDS)[kind] extends Trait ? (typeof PAGE_KINDS)[kind]['pattern'] : never }[PageKindName]} PatternOf
 */

/**
 * A kind's traits, each named whether it has it or not.
 * @param {PageKindName} kind
 * @returns {PageKind}
 */
export const traitsOf = (kind) => PAGE_KINDS[kind];

/**
 * Whether a kind's pages are in an export with a blog or without: a kind that is there only for some content is the
 * blog's (its `exists` names which of the blog's facts).
 * @param {PageKindName} kind @param {boolean} hasBlog
 */
export const isThere = (kind, hasBlog) => !traitsOf(kind).exists || hasBlog;

/**
 * A page's address in a language (as next/link takes it): the first language's as it is, another's under its code
 * (`/About` in German is `/de/About`, Home `/de`).
 * @param {string} language @param {string} path @param {readonly string[]} languages
 */
export function pathIn(language, path, languages) {
  if (language === languages[0]) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/**
 * The language of a page's address, and the address as the first language has it (no last slash).
 * @param {string} path @param {readonly string[]} languages
 */
export function pathOutOf(path, languages) {
  const [, first, ...rest] = path.split('/');
  if (languages.indexOf(first) > 0) return { language: first, path: `/${rest.join('/')}`.replace(/(.)\/$/, '$1') };
  return { language: languages[0], path: path.replace(/(.)\/$/, '$1') };
}

/**
 * The one function every address of the site comes from: the page of `kind` with `params` (`{ slug }` of a post or a
 * project, `{ tag }`, `{ page }` of a list: page 1 is the list's own address), as next/link takes it; in `at.language`
 * of `at.languages` when given (the first language's otherwise): `addressOf('post', { slug: 'hello' }, { language:
 * 'de', languages })` is `/de/Blog/hello`.
 * @param {PageKindName} kind @param {Record<string, string | number>} [params]
 * @param {{ language: string, languages: readonly string[] }} [at]
 * @returns {string}
 */
export function addressOf(kind, params = {}, at) {
  const { pagedAs } = traitsOf(kind);
  if (pagedAs && params.page !== undefined && Number(params.page) > 1) return addressOf(/** @type {PageKindName} */ (pagedAs), params, at);
  const path = PAGE_KINDS[kind].pattern.replace(/:(\w+)/g, (_, name) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`addressOf('${kind}'): no ${name} given`);
    return String(value);
  });
  return at ? pathIn(at.language, path, at.languages) : path;
}

/** The words the patterns spell out (`Blog`, `page`, `tags`…): never a parameter's value (no post is /Blog/tags/). */
const WORDS = [...new Set(Object.values(PAGE_KINDS).flatMap(({ pattern }) => pattern.split('/').filter((part) => part && !part.startsWith(':'))))];
/** Each kind's pattern as a regular expression, in the table's order. */
const MATCHERS = Object.entries(PAGE_KINDS).map(([name, { pattern }]) => ({
  name: /** @type {PageKindName} */ (name),
  matcher: new RegExp(`^${pattern.replace(/:page\b/g, '(?<page>[1-9]\\d*)').replace(/:(\w+)/g, `(?<$1>(?!(?:${WORDS.join('|')})$)[^/]+)`)}$`),
}));

/**
 * What the page at `address` is: its kind, language and parameters; undefined for no page of the site. `address` as
 * next/link takes it or as the browser shows it under the base path (`/Blog/hello`, `/de/Search/`).
 * @param {string} address @param {readonly string[]} languages
 * @returns {{ kind: PageKindName, language: string, params: Record<string, string> } | undefined}
 */
export function kindOf(address, languages) {
  const { language, path } = pathOutOf(address, languages);
  for (const { name, matcher } of MATCHERS) {
    const found = matcher.exec(path);
    if (found) return { kind: name, language, params: { ...found.groups } };
  }
  return undefined;
}

/**
 * The traits of the page at `address` (as kindOf takes it), in any of `languages`; undefined for no page of the site.
 * @param {string} address @param {readonly string[]} languages
 */
export function traitsAt(address, languages) {
  const page = kindOf(address, languages);
  return page && traitsOf(page.kind);
}

/**
 * A finished page's address from its file in the export, in its language, as the browser asks for it
 * (`de/Blog/hello/index.html` is `/de/Blog/hello/`, `404.html` `/404`).
 * @param {string} file
 */
export const addressOfFile = (file) => `/${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;

/**
 * The kind of a finished page from its file in the export, as the first language has it (`Blog/hello/index.html`,
 * `404.html`; Next's own `_not-found/` and `404/` are the 404 page too).
 * @param {string} file
 * @returns {PageKindName | undefined}
 */
export function kindOfFile(file) {
  const address = addressOfFile(file);
  return /^\/_not-found\/?$/.test(address) ? 'notFound' : kindOf(address, [])?.kind;
}

/**
 * An address as the browser shows it and Pages serves it, with its last slash (`/Blog/`; Home `/`).
 * @param {string} address
 */
export const slashed = (address) => (address.endsWith('/') ? address : `${address}/`);
