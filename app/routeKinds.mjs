// The routes that exist only sometimes, derived from the page table (lib/pages/pageKinds.mjs; app/README.md, "Routes
// that exist only sometimes"). A static export cannot have a dynamic route with no pages (Next stops the build), so
// each such route is a file named with an infix, `page.<infix>.tsx` or `route.<infix>.ts`, and next.config.mjs lets
// Next read a kind's files only while the content has something for them to show. Every other file (`page.tsx`,
// `route.ts`) is always a route. __tests__/app/routeKinds.test.ts checks this table against app/ both ways.

import { PAGE_KINDS } from '../lib/pages/pageKinds.mjs';

/**
 * @typedef {{ languages: number, blog: ReturnType<typeof import('../lib/posts/postSources').blogShape> }} SiteShape
 *   The site's number of `languages`, and the blog's shape (lib/posts/postSources.ts).
 */

/** Why each infix's routes exist only sometimes: what in the content brings them. */
const WHY = {
  blog: 'the blog, its posts, feeds and search: a published post',
  paged: "the blog's pages after the first: more posts than a page holds",
  tags: "every tag's page and each tag's: a published post with a tag",
  tagpaged: "a tag's pages after the first: a tag on more posts than a page holds",
};

/** The infixes of the page table's kinds that exist only sometimes (lib/pages/pageKinds.mjs, `exists`), each once. */
const SOMETIMES = [...new Map(Object.values(PAGE_KINDS).flatMap((kind) => ('exists' in kind ? [[kind.exists.infix, kind.exists]] : []))).values()];

/**
 * Each kind: its infix, when its files are routes, and why. Another language's pages (`lang`), then each infix of the
 * page table's, in the first language and (`lang<infix>`) in another.
 * @type {{ infix: string, when: (shape: SiteShape) => boolean, why: string }[]}
 */
export const ROUTE_KINDS = [
  { infix: 'lang', when: ({ languages }) => languages > 1, why: "each other language's pages, under its code (app/[lang]/)" },
  ...SOMETIMES.map(({ infix, first }) => ({ infix, when: (/** @type {SiteShape} */ { blog }) => blog[first], why: WHY[infix] })),
  ...SOMETIMES.map(({ infix, other }) => ({ infix: `lang${infix}`, when: (/** @type {SiteShape} */ { blog }) => blog[other], why: `${WHY[infix]}, in another language: of the posts translated into it` })),
];

/** The file endings Next reads as pages and routes (its `pageExtensions`) for a site of this shape. */
export const pageExtensions = (shape) => ['tsx', 'ts', ...ROUTE_KINDS.filter((kind) => kind.when(shape)).flatMap(({ infix }) => [`${infix}.tsx`, `${infix}.ts`])];
