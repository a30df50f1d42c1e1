// The routes that exist only sometimes, in one table (app/README.md, "Routes that exist only sometimes"). A static
// export cannot have a dynamic route with no pages (Next stops the build), so each such route is a file named with an
// infix, `page.<infix>.tsx` or `route.<infix>.ts`, and next.config.mjs lets Next read a kind's files only while the
// content has something for them to show. Every other file (`page.tsx`, `route.ts`) is always a route.
// __tests__/app/routeKinds.test.ts checks this table against app/ both ways.

/**
 * Each kind: its infix, when its files are routes (`shape`: the site's number of `languages`, and the blog's shape,
 * lib/posts/postSources.ts), and why.
 * @type {{ infix: string, when: (shape: { languages: number, blog: ReturnType<typeof import('../lib/posts/postSources').blogShape> }) => boolean, why: string }[]}
 */
export const ROUTE_KINDS = [
  { infix: 'lang', when: ({ languages }) => languages > 1, why: "each other language's pages, under its code (app/[lang]/)" },
  { infix: 'blog', when: ({ blog }) => blog.published, why: 'the blog, its posts, feeds and search: a published post' },
  { infix: 'tags', when: ({ blog }) => blog.tagged, why: "every tag's page and each tag's: a published post with a tag" },
  { infix: 'paged', when: ({ blog }) => blog.paged, why: "the blog's pages after the first: more posts than a page holds" },
  { infix: 'tagpaged', when: ({ blog }) => blog.tagPaged, why: "a tag's pages after the first: a tag on more posts than a page holds" },
  { infix: 'langblog', when: ({ blog }) => blog.translated, why: "another language's blog, feeds and search: a post translated into it" },
  { infix: 'langpaged', when: ({ blog }) => blog.translatedPaged, why: "another language's blog pages after the first: more of its posts than a page holds" },
  { infix: 'langtags', when: ({ blog }) => blog.translatedTagged, why: "another language's tags' page and each tag's: a post translated into it, with a tag" },
  { infix: 'langtagpaged', when: ({ blog }) => blog.translatedTagPaged, why: "another language's tag pages after the first: a tag on more of its posts than a page holds" },
];

/** The file endings Next reads as pages and routes (its `pageExtensions`) for a site of this shape. */
export const pageExtensions = (shape) => [
  'tsx',
  'ts',
  ...ROUTE_KINDS.filter((kind) => kind.when(shape)).flatMap(({ infix }) => [`${infix}.tsx`, `${infix}.ts`]),
];
