import { importProjectModule } from './scripts/build/project-modules.mjs';
import { pageExtensions } from './app/routeKinds.mjs';

/**
 * The one place the base path is set. GitHub Pages serves a project site under /REPO; set BASE_PATH=''
 * to deploy at a domain's root instead.
 */
export const basePath = process.env.BASE_PATH ?? '/portfolio';

/**
 * The routes that exist for this content: every kind in app/routeKinds.mjs whose condition holds (another language, a
 * post, a tag, a second page of posts). How many posts a page holds is the owner's, in content/site.ts.
 */
async function routeExtensions() {
  const { site } = await importProjectModule('content/site.ts');
  const { blogShape } = await importProjectModule('lib/posts/postSources.ts');
  return pageExtensions({ languages: site.languages.length, blog: blogShape({ perPage: site.blog.perPage, languages: site.languages }) });
}

/**
 * What the owner's content has none of, so the bundles leave its code and its styles out: each is
 * `NEXT_PUBLIC_WITHOUT_<FEATURE>`, '1' when the site has none of it, and a component that imports the feature does so
 * only when it is not set (`process.env.NEXT_PUBLIC_WITHOUT_COMMENTS ? nothing : dynamic(() => import('./Comments'))`:
 * the bundler drops the import it cannot reach). Unset, as in Jest, everything is there and the content decides.
 */
async function leftOut() {
  const { site } = await importProjectModule('content/site.ts');
  const without = (none) => (none ? '1' : '');
  return {
    // The other languages' links and the suggestion of one (components/layout/).
    NEXT_PUBLIC_WITHOUT_LANGUAGES: without(site.languages.length < 2),
    // A post's comments, giscus (components/posts/PostArticle.tsx).
    NEXT_PUBLIC_WITHOUT_COMMENTS: without(!site.comments),
  };
}

/** @type {() => Promise<import('next').NextConfig>} */
export default async () => ({
  output: 'export',
  // Where the export is written (default out/); the browser suite's exports are built beside it.
  distDir: process.env.EXPORT_DIR || undefined,
  basePath,
  pageExtensions: await routeExtensions(),
  // `About/index.html` rather than `About.html`, so `/About` and `/About/` both work on GitHub Pages.
  trailingSlash: true,
  // Each page's CSS (a few KB) as <style> in its HTML, not four render-blocking requests before the first paint.
  experimental: {
    inlineCss: true,
    // Inlined, a stylesheet costs no request: what costs is the rules a page carries that it does not show, and each
    // chunk's hash in every page's policy. Turbopack's `graph` chunking, told a chunk costs 100 bytes of CSS (rather
    // than its default 100 KB a request) and to weigh the pages that load a chunk by how few they are, keeps each
    // component's styles with the kinds of page that show it (e2e/export.spec.ts; docs/performance.md, "What a page
    // carries").
    cssChunking: { type: 'graph', requestCost: 100, weightDistribution: 1 },
    // Turbopack's build cache pays off only when the next build has the same settings. In CI (GitHub's runner and
    // .ci/run set CI) every build is the first with its settings, so writing the cache is all it costs: there it is off.
    turbopackFileSystemCacheForBuild: !process.env.CI,
    globalNotFound: true,
  },
  // Read by lib/asset.ts, which prefixes the asset URLs that Next does not rewrite.
  env: { NEXT_PUBLIC_BASE_PATH: basePath, ...(await leftOut()) },
});
