// After `next build` (`npm run build`): finishes the export in one pass over it, and writes its sitemap from its
// pages. Each page is read once, goes through the passes in the order below, and is written once; a pass that does not
// find what it rewrites stops the build, naming itself, the page and what it looked for, since Next's markup changing
// under it must be seen.
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contentSecurityPolicy, inlineCode, sha256 } from './passes/content-security-policy.mjs';
import { deferScripts, markedForEagerCompilation, runtimeScripts } from './passes/defer-scripts.mjs';
import { preloadFirstPicture } from './passes/preload-first-picture.mjs';
import { headStyles, trimPayload, withoutHeldStyles } from './passes/trim-payload.mjs';
import { weighExport } from './export-weight.mjs';
import { writeSearchIndex } from './search-index.mjs';
import { sitemapOf } from './sitemap.mjs';
import { importProjectModule } from './project-modules.mjs';
import { untranslatedReport } from './untranslated.mjs';
import { addressOfFile } from '../../lib/pages/pageKinds.mjs';

/**
 * The passes every page goes through, in order; the policy comes after them all, since it hashes what they wrote. A
 * pass takes the page's HTML and its path in the export, and gives the HTML, or `{ html, files }` with the files it
 * moved out of the page (`{ path, text }`, paths in the export).
 */
export const PASSES = [
  ['trim-payload', trimPayload],
  ['defer-scripts', deferScripts],
  ['preload-first-picture', preloadFirstPicture],
];

/** Source a bundler copied beside what it built (Turbopack copies a worker's own `.ts`) or maps to it: no page runs them. */
const isSource = (path) => /\.(ts|tsx|mts|cts|map)$/.test(path);
const isText = (path) => /\.(html|txt|js|css|json|webmanifest|xml|svg)$/.test(path);

/**
 * The bundler's files (under `_next/`) that no other file of the export names, to a fixed point: nothing can load
 * them (Turbopack names every chunk it loads in full), such as the Pages router's manifests an App Router site never
 * reads. Everything else (pages, route payloads, robots.txt, what public/ holds) is the site's own.
 */
export function unreferenced(files, read) {
  const texts = new Map(files.filter(isText).map((file) => [file, read(file)]));
  let kept = new Set(files);
  const named = (file) => {
    const name = file.slice('_next/'.length);
    for (const [other, text] of texts) if (other !== file && kept.has(other) && text.includes(name)) return true;
    return false;
  };
  for (;;) {
    const next = new Set([...kept].filter((file) => !file.startsWith('_next/') || named(file)));
    if (next.size === kept.size) return files.filter((file) => !kept.has(file));
    kept = next;
  }
}

/**
 * The finished pages of an export, from its pages (`{ path, html }`, paths relative to the export) and the text
 * of its CSS files; `emailApi` is where the contact form sends; `policy`, the owner's choices as the pages' policies
 * take them (lib/pages/pagePolicy.ts, sitePolicy: what a page allows beyond every page's, by its address, and the analytics'
 * origin every page allows, if chosen). Also the files the passes moved out of the pages, and the runtime scripts the
 * pages start with.
 */
export function finishPages(pages, { css, emailApi, policy: { extras, analytics } }) {
  const scripts = new Set();
  const files = [];
  // A page's own <style>, and every CSS chunk's text: a client-side change of page inserts the next page's chunks, each
  // as a <style> of its own. (Another page's <style>, its chunks joined, never comes into this one.)
  const chunks = css.map(sha256);
  const contentPolicy = (html, path) => {
    const code = inlineCode(html);
    const { wasm, frames } = extras(addressOfFile(path));
    return contentSecurityPolicy(html, { styles: new Set([...code.styles, ...chunks]), emailApi, code, wasm, analytics, frames });
  };
  const listScripts = (html) => {
    for (const source of runtimeScripts(html)) scripts.add(source);
    return html;
  };
  // Each page whole before the next, so only it is held between its passes (`pages` may be read as it goes).
  const finished = Array.from(pages, ({ path, html }) => {
    for (const [name, pass] of [['defer-scripts', listScripts], ...PASSES, ['content-security-policy', contentPolicy]]) {
      try {
        const result = pass(html, path);
        if (typeof result !== 'string') files.push(...result.files);
        html = typeof result === 'string' ? result : result.html;
      } catch (error) {
        throw new Error(`The export's pass ${name} failed on ${path}: ${error.message}`);
      }
    }
    return { path, html };
  });
  return { pages: finished, files, runtimeScripts: [...scripts] };
}

/** The files of a folder (an export), as paths relative to it with forward slashes. */
export const filesOf = (root) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'));

/**
 * A route's whole payload, which Next writes twice: as `index.txt`, which the router fetches for a page it has not
 * prefetched, and as `__next._full.txt`, which nothing in a static export fetches (the router's prefetches take the
 * tree and each segment's own file).
 */
const isUnfetchedPayload = (path) => /(^|\/)__next\._full\.txt$/.test(path);

/** A route's navigation payload: its whole (`index.txt`), its tree, or one of its segments (`__next.<segment>.txt`). */
const isRoutePayload = (path) => /(^|\/)(index|__next\.[^/]*)\.txt$/.test(path);

/**
 * The stylesheets every page's <head> holds (the root layout's), by href, with their CSS: a client-side change of
 * page always lands in a document that has them, so no route payload needs to carry them again (React adopts the
 * <style precedence href> already there). `held`, those of the pages before `html`; none before the first.
 */
function stylesStillHeld(held, html) {
  const styles = headStyles(html);
  return held ? new Map([...held].filter(([href]) => styles.has(href))) : styles;
}

/**
 * Finishes the export written to `root` in place, and writes its search index if it has search; says what it did and
 * what the export weighs, or fails when it weighs more than `maxMegabytes` (scripts/build/export-weight.mjs).
 */
export async function finishExport(root, emailApi, policy, maxMegabytes = 1000) {
  const all = filesOf(root);
  const pagePaths = all.filter((file) => file.endsWith('.html'));
  const css = all.filter((file) => file.endsWith('.css')).map((file) => readFileSync(join(root, file), 'utf8'));
  // And every navigation payload of a page no link changes to on the client: it loads whole (lib/pages/wholePageLinks.ts).
  const loadedWhole = new Set(pagePaths.filter((path) => policy.alwaysLoadsWhole?.(addressOfFile(path))).map((path) => dirname(path)));
  // Next's pages are read one at a time, as the passes come to each, and let go once passed: held all at once, a blog
  // of thousands in three languages held 1 GB of them (docs/performance.md). The finished pages, with the payloads
  // the passes moved out of them, name everything Next's did. Everything is worked out before anything is written:
  // a pass that fails leaves the export as Next wrote it.
  let held;
  const finished = finishPages(
    (function* nextPages() {
      for (const path of pagePaths) {
        const html = readFileSync(join(root, path), 'utf8');
        held = stylesStillHeld(held, html);
        yield { path, html };
      }
    })(),
    { css, emailApi, policy },
  );
  const written = new Map([...finished.pages.map(({ path, html }) => [path, html]), ...finished.files.map(({ path, text }) => [path, text])]);
  const read = (file) => written.get(file) ?? readFileSync(join(root, file), 'utf8');
  const unfetched = all.filter((file) => isUnfetchedPayload(file) || (isRoutePayload(file) && loadedWhole.has(dirname(file))));
  const gone = new Set(unfetched);
  const remaining = [...all.filter((file) => !isSource(file) && !gone.has(file)), ...finished.files.map(({ path }) => path)];
  const dropped = [...all.filter(isSource), ...unreferenced(remaining, read)];
  for (const file of [...dropped, ...unfetched]) {
    rmSync(join(root, file));
    for (let dir = dirname(file); dir !== '.' && !readdirSync(join(root, dir)).length; dir = dirname(dir)) rmSync(join(root, dir), { recursive: true });
  }
  for (const { path, html } of finished.pages) writeFileSync(join(root, path), html);
  for (const { path, text } of finished.files) writeFileSync(join(root, path), text);
  let emptied = 0;
  for (const file of all.filter((path) => isRoutePayload(path) && !gone.has(path))) {
    const { text, trimmed } = withoutHeldStyles(readFileSync(join(root, file), 'utf8'), held ?? new Map());
    if (trimmed) writeFileSync(join(root, file), text);
    emptied += trimmed;
  }
  for (const source of finished.runtimeScripts) {
    // The address under the base path, as a file of the export (the base path differs between exports).
    const file = join(root, source.slice(source.indexOf('/_next/')));
    writeFileSync(file, markedForEagerCompilation(readFileSync(file, 'utf8')));
  }
  writeFileSync(join(root, 'sitemap.xml'), sitemapOf(finished.pages));
  const searched = await writeSearchIndex(root, finished.pages);
  const weight = weighExport(
    filesOf(root).map((path) => ({ path, bytes: statSync(join(root, path)).size })),
    finished.pages,
    maxMegabytes,
  );
  return (
    `Finished ${pagePaths.length} pages of ${relative('.', root) || '.'}/ (${PASSES.map(([name]) => name).join(', ')}, content-security-policy), and its sitemap; ` +
    `${finished.runtimeScripts.length} runtime scripts marked for eager compilation; ${emptied} copies of every page's CSS taken out of the route payloads` +
    (dropped.length ? `; dropped what no page uses: ${dropped.join(', ')}` : '') +
    (unfetched.length ? `; dropped ${unfetched.length} navigation payloads nothing fetches (each route's __next._full.txt, and those of the ${loadedWhole.size} pages that always load whole)` : '') +
    (searched ? `; ${searched}` : '') +
    `.\n${weight}`
  );
}

/**
 * What each page's policy allows, from what content/site.ts chose (lib/pages/pagePolicy.ts), and what
 * the build says of analytics tried on this machine (lib/analytics/providers.ts, localTrial).
 */
async function ownerChoices() {
  const { site } = await importProjectModule('content/site.ts');
  const { sitePolicy } = await importProjectModule('lib/pages/pagePolicy.ts');
  const { localTrial } = await importProjectModule('lib/analytics/providers.ts');
  return { policy: sitePolicy(site), note: localTrial(site.analytics), maxMegabytes: site.deploy.maxMegabytes };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // EXPORT_DIR, as next.config.mjs reads it; the origin the contact form sends to, as lib/contact/sendContactEmail.ts.
  const root = process.env.EXPORT_DIR || 'out';
  ownerChoices()
    .then(async ({ policy, note, maxMegabytes }) => {
      console.log(await finishExport(root, process.env.NEXT_PUBLIC_EMAILJS_ORIGIN || 'https://api.emailjs.com', policy, maxMegabytes));
      if (note) console.log(note);
      for (const line of await untranslatedReport()) console.log(line);
    })
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
