// npm run bench: build, serve the export as GitHub Pages does (gzipped, over HTTPS and HTTP/2), and measure each page
// against its own floor (the same page with every script removed), beside a plain page (bench/plain/) and a bare
// Next.js export (bench/bare-next/): Lighthouse at CPU 4 and 8 (lighthouse-run.mjs), every kind of page traced as it
// loads (trace-blocking.mjs), first-load JavaScript, the background's cost (background.mjs), the owner's pictures.
// What each figure is and how it is taken: docs/performance.md ("How to measure"); the budgets: bench/verdict.mjs.
// Full results go to bench-results/ (git-ignored). `--no-build` measures the existing out/; `--background` only that.
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { basePath } from '../next.config.mjs';
import { addressOf, slashed } from '../lib/pages/pageKinds.mjs';
import { chromiumFlags, requireChromium } from '../scripts/test/chromium.mjs';
import { lighthouseRunner } from './lighthouse-run.mjs';
import { localCertificate } from '../scripts/test/local-certificate.mjs';
import { append, BUDGET as budget, benchVerdict, blockingVerdict, median, SLOWDOWNS, summarise, target, writeNoScriptCopy } from './verdict.mjs';
import { BENCH_POST_PATH, makeOwnerSite } from '../scripts/test/owner-pictures.mjs';
import { wordsOf, writeGeneratedBlog } from '../scripts/test/generated-blog.mjs';
import { importProjectModule } from '../scripts/build/project-modules.mjs';
import { listenAsPages } from '../scripts/build/pages-server.mjs';
import { runStep } from '../scripts/test/deploy-rehearsal.mjs';
import { deferredScripts } from '../scripts/build/passes/defer-scripts.mjs';
import { traceBlocking } from './trace-blocking.mjs';
import { backgroundCost, backgroundFiles } from './background.mjs';

// Lighthouse's rounds: three unless set (the bench's time is mostly its traces, below: docs/performance.md).
const RUNS = Number(process.env.RUNS ?? 3);
// Rounds of the traces of every kind of page (at least five: their spread is reported).
const TRACE_RUNS = Number(process.env.TRACE_RUNS ?? 5);
const PORT = Number(process.env.PORT ?? 4174);
/** Minutes since the bench began, for its progress lines: where its time goes (docs/performance.md). */
const began = Date.now();
const elapsed = () => `at ${((Date.now() - began) / 60_000).toFixed(1)} min`;
const chromePath = requireChromium();
const onlyBackground = process.argv.includes('--background');
// The owner's case: the project with real pictures, built with a picture cache of the bench's own (a second bench run
// encodes nothing again; the project's build would delete from its own cache what it did not use).
const OWNER_COPY = '.owner-pictures';
const OWNER_PICTURE_CACHE = resolve('bench-results', 'picture-cache');
// And a blog in two languages, the second right to left: a page of every kind to measure in each direction
// (scripts/test/generated-blog.mjs; each post translated, every tenth with a picture; two pages of posts).
const KIND_LANGUAGES = ['en', 'ar'];
// The three builds at once, before anything is measured: each leaves a core idle much of its time (Next writes pages
// in one worker; the passes are one process), and nothing is measured while any runs.
mkdirSync('bench-results', { recursive: true });
// Each build to its error, or undefined: a failure is told once every build has ended, so none is left running.
const builds = [];
const build = (...args) => builds.push(built(...args).catch((error) => error));
if (!process.argv.includes('--no-build')) build('the project', 'npm run build', '.');
if (!onlyBackground) {
  // The copy is made from the project's sources while the project builds: it leaves out what a build writes.
  await makeOwnerSite(OWNER_COPY);
  writeGeneratedBlog(OWNER_COPY, 20, KIND_LANGUAGES);
  build("the owner's copy", 'npm run build', OWNER_COPY, { PICTURE_CACHE: OWNER_PICTURE_CACHE });
  // The framework floor, with the project's own next.config.mjs (it has no lockfile: Next takes the project as root).
  build('the bare Next export', 'npx next build', 'bench/bare-next', { EXPORT_DIR: '' });
}
const failedBuilds = (await Promise.all(builds)).filter(Boolean);
if (failedBuilds.length) throw new Error(failedBuilds.map((error) => error.message).join('\n\n'));
/** The first project's own page, as the export's sitemap lists it: the pages it stands for are built alike. */
const projectPage = readFileSync(join('out', 'sitemap.xml'), 'utf8').match(/<loc>[^<]*?(\/Projects\/[^/<]+\/)<\/loc>/)?.[1];
if (!projectPage) throw new Error('out/sitemap.xml lists no project page');
const pages = { Home: '/', About: slashed(addressOf('about')), Projects: slashed(addressOf('projects')), Project: projectPage, Contact: slashed(addressOf('contact')) };
const picturePages = Object.keys(budget.pictures.imageBytes);

// Browsers speak HTTP/2 only over TLS, and Lighthouse's simulation charges a page what its protocol costs (over
// HTTP/1.1 a new connection, with its handshakes, for each picture fetched alongside another).
const { tls, trustFlag } = localCertificate();
const browserFlags = [...chromiumFlags, trustFlag];

/** Serves an export as Pages does (gzipped, HTTPS, HTTP/2, Pages' rules); returns its address. */
const serve = (root, base, port) => listenAsPages({ root, basePath: base, tls, port });
const site = await serve('out', basePath, PORT);
const origin = site.origin;

// The background first (a minute): with `--background`, only it.
const failures = [];
const background = await backgroundCost({ origin, chromePath, browserFlags });
reportBackground(background, failures);
console.error(`the background measured, ${elapsed()}`);
if (onlyBackground) {
  site.server.close();
  finish(failures, 'The background meets its budget.');
}

const bare = await serve('bench/bare-next/out', basePath, PORT + 1);
const plain = await serve('bench/plain', '', PORT + 2);
const owners = await serve(join(OWNER_COPY, 'out'), basePath, PORT + 3);
// Each page's own floor: the export with every script taken out of its pages.
const NO_SCRIPT = join('bench-results', 'no-script');
writeNoScriptCopy('out', NO_SCRIPT);
const noScript = await serve(NO_SCRIPT, basePath, PORT + 4);
// The post page (the placeholders have no posts): the owner's copy has one, three code blocks and a 3 MB screenshot,
// measured against its own floor like every page.
const OWNER_NO_SCRIPT = join('bench-results', 'owner-no-script');
writeNoScriptCopy(join(OWNER_COPY, 'out'), OWNER_NO_SCRIPT);
const ownerNoScript = await serve(OWNER_NO_SCRIPT, basePath, PORT + 5);
pages.Post = BENCH_POST_PATH;
const kinds = await pagesOfEveryKind(join(OWNER_COPY, 'out'));
/** Where each page is served, and its own floor: the project's export, and the owner's copy for the post. */
const servedFrom = (name) =>
  name === 'Post'
    ? { site: owners.origin, floor: ownerNoScript.origin, out: join(OWNER_COPY, 'out'), blocked: backgroundFiles(owners.origin, join(OWNER_COPY, 'out')) }
    : { site: origin, floor: noScript.origin, out: 'out', blocked: background.files };
const { lighthouseRun, lighthouseAtEach } = lighthouseRunner(chromePath, browserFlags);

/**
 * Runs `command` in `dir` with `env` added, its output in bench-results/build-<dir>.log (three builds at once would
 * interleave theirs); says when `what` is built, or throws with the end of its log.
 */
async function built(what, command, dir, env = {}) {
  const started = Date.now();
  const log = join('bench-results', `build-${dir === '.' ? 'project' : dir.replace(/\W+/g, '-').replace(/^-/, '')}.log`);
  const out = openSync(log, 'w');
  const status = await runStep(command, dir, { ...process.env, ...env }, ['ignore', out, out]);
  closeSync(out);
  if (status !== 0) throw new Error(`${command} for ${what} failed (${status}); the end of ${log}:\n${readFileSync(log, 'utf8').split('\n').slice(-30).join('\n')}`);
  console.error(`${what} built in ${Math.round((Date.now() - started) / 1000)} s (${log}), ${elapsed()}`);
}

/**
 * First-load JavaScript of a route: the runtime its HTML loads after the first paint (the list that
 * scripts/build/passes/defer-scripts.mjs writes into the page), gzipped as Pages serves it. Modern browsers skip the
 * `noModule` polyfill, and the page's RSC payload is its own data (it was the HTML's until it moved into a file of
 * its own), so neither is counted.
 */
function firstLoadJs(path, out = 'out') {
  const sources = deferredScripts(readFileSync(join(out, path, 'index.html'), 'utf8')).runtime;
  return sources.reduce((sum, src) => sum + gzipSync(readFileSync(join(out, src.slice(basePath.length)))).length, 0);
}

/**
 * A page of every kind in each direction, from the owner's copy: each kind of route in app/ in the first language and
 * in a right-to-left one, the largest of its kind (e2e/exported.ts, as the suite picks them), search with a query (its
 * results' time is measured), and the 404 page; by name, its address below the base path and, for search, what shows
 * its results.
 */
async function pagesOfEveryKind(out) {
  const { exportedPages, aPageAKind } = await importProjectModule('e2e/exported.ts');
  const chosen = aPageAKind(exportedPages(out, '', KIND_LANGUAGES), KIND_LANGUAGES);
  const kinds = Object.fromEntries(chosen.map(({ path, kind, language }) => [`${language} ${kind}`, kind === addressOf('search') ? { path: `${path}?q=${encodeURIComponent(wordsOf(language)[0])}`, shown: 'main ol a' } : { path }]));
  for (const language of KIND_LANGUAGES) kinds[`${language} 404`] = { path: `${language === KIND_LANGUAGES[0] ? '' : `/${language}`}/no-such-page/` };
  const post = readFileSync(join(out, kinds['en /Blog/[slug]'].path, 'index.html'), 'utf8');
  if (!/<pre\b/.test(post) || !/fetchPriority="high"/.test(post)) throw new Error(`The post measured (${kinds['en /Blog/[slug]'].path}) must have code and a picture at its top`);
  return kinds;
}

/**
 * Each page of every kind traced (bench/trace-blocking.mjs) beside its own floor, and the bare export, at each
 * slowdown, TRACE_RUNS rounds of every target in turn: by `<page> <slowdown>`, `<page> floor <slowdown>` and
 * `bare <slowdown>`, each figure's median, least and most, and the run with the longest task. One load at a time: on
 * this 2-core machine, two pages and their floors traced at once measured 3 to 10 times the blocking of the same
 * pages alone.
 */
async function tracedKinds(kinds) {
  const browser = await chromium.launch({ executablePath: chromePath, args: browserFlags });
  const runs = new Map();
  const add = (key, figures) => append(runs, key, figures);
  try {
    for (let round = 0; round < TRACE_RUNS; round++) {
      for (const slowdown of SLOWDOWNS) {
        add(`bare ${slowdown}`, await traceBlocking(browser, `${bare.origin}/`, slowdown));
        for (const [name, { path, shown }] of Object.entries(kinds)) {
          add(`${name} ${slowdown}`, await traceBlocking(browser, `${owners.origin}${path}`, slowdown, { shown }));
          // A floor has no script: nothing runs once it has loaded, so it is quiet then.
          add(`${name} floor ${slowdown}`, await traceBlocking(browser, `${ownerNoScript.origin}${path}`, slowdown, { quietMs: 0 }));
        }
      }
      console.error(`trace round ${round + 1} of ${TRACE_RUNS} measured, ${elapsed()}`);
    }
  } finally {
    await browser.close();
  }
  const figures = (list, key) => {
    const values = list.map((run) => run[key]).filter((value) => value !== undefined);
    return values.length ? { median: median(values), min: Math.min(...values), max: Math.max(...values) } : undefined;
  };
  return Object.fromEntries(
    [...runs].map(([key, list]) => [key, { blocking: figures(list, 'blockingMs'), lcp: figures(list, 'lcpMs'), shown: figures(list, 'shownMs'), longest: list.reduce((a, b) => (b.longestMs > a.longestMs ? b : a)) }]),
  );
}

/** A traced figure as the tables show it: its median [least–most], in ms. */
const spread = ({ median: m, min, max }) => `${Math.round(m)} [${Math.round(min)}–${Math.round(max)}]`;

// Each page and its own floor once a round, their figures at every slowdown from that one load (lighthouseAtEach).
// Every category for the page; its floor for its speed alone, as the other targets.
const atEachSlowdown = Object.entries(pages).flatMap(([name, path]) => [
  [(slowdown) => target.page(name, slowdown), `${servedFrom(name).site}${path}`, { everyCategory: true }],
  [(slowdown) => target.ownFloor(name, slowdown), `${servedFrom(name).floor}${path}`],
]);
const targets = {
  [target.plain]: { url: `${plain.origin}/` },
  [target.bare]: { url: `${bare.origin}/` },
  ...Object.fromEntries(Object.entries(pages).map(([name, path]) => [target.withoutBackground(name), { url: `${servedFrom(name).site}${path}`, blocked: servedFrom(name).blocked }])),
  ...Object.fromEntries(picturePages.map((name) => [target.withPictures(name), { url: `${owners.origin}${pages[name]}` }])),
};

const mobileRuns = new Map();
const measured = (name, figures) => append(mobileRuns, name, figures);
for (let i = 0; i < RUNS; i++) {
  for (const [named, url, options] of atEachSlowdown) {
    const figures = await lighthouseAtEach(url, SLOWDOWNS, options);
    for (const slowdown of SLOWDOWNS) measured(named(slowdown), figures[slowdown]);
  }
  for (const [name, { url, blocked }] of Object.entries(targets)) measured(name, await lighthouseRun(url, { blocked }));
  console.error(`Lighthouse round ${i + 1} of ${RUNS} measured, ${elapsed()}`);
}
const results = Object.fromEntries([...mobileRuns].map(([name, runs]) => [name, summarise(runs)]));
const traced = await tracedKinds(kinds);
const desktop = {};
for (const [name, path] of Object.entries(pages)) desktop[name] = summarise([await lighthouseRun(`${servedFrom(name).site}${path}`, { preset: 'desktop', everyCategory: true })]);
console.error(`the desktop preset measured, ${elapsed()}`);
const firstLoad = Object.fromEntries(Object.entries(pages).map(([name, path]) => [name, firstLoadJs(path, servedFrom(name).out)]));
for (const { server } of [site, bare, plain, owners, noScript, ownerNoScript]) server.close();
rmSync(OWNER_COPY, { recursive: true, force: true });
const { ratios, pictureRatios, failures: overBudget } = benchVerdict({ pages: Object.keys(pages), picturePages, results, firstLoad });
failures.push(...overBudget);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
const row = ({ medians: m, ranges: r }) => ({
  Perf: r.performance[0] === r.performance[1] ? m.performance : `${m.performance} [${r.performance[0]}–${r.performance[1]}]`,
  A11y: m.accessibility ?? '',
  BP: m['best-practices'] ?? '',
  SEO: m.seo ?? '',
  FCP: ms(m.fcp),
  LCP: `${ms(m.lcp)} [${Math.round(r.lcp[0])}–${Math.round(r.lcp[1])}]`,
  TBT: `${ms(m.tbt)} [${Math.round(r.tbt[0])}–${Math.round(r.tbt[1])}]`,
  CLS: Number(m.cls.toFixed(3)),
  Pictures: kb(m.imageBytes),
  JS: kb(m.jsBytes),
});
console.log(`\nLighthouse, mobile: ${RUNS} rounds (every target in turn), medians [min–max]`);
console.table(Object.fromEntries(Object.entries(results).map(([name, summary]) => [name, row(summary)])));
console.log('Lighthouse, desktop: one run a page');
console.table(Object.fromEntries(Object.entries(desktop).map(([name, summary]) => [name, row(summary)])));
console.log('Each page against its floors (medians)');
console.table(
  Object.fromEntries(
    Object.entries(ratios).map(([name, ratio]) => [
      name,
      {
        ...Object.fromEntries(SLOWDOWNS.map((slowdown) => [`LCP ÷ own floor, CPU ${slowdown}`, ratio.ownFloorLcp[slowdown].toFixed(2)])),
        'LCP ÷ plain': ratio.plainLcp.toFixed(2),
        'Background TBT': ms(ratio.backgroundTbt),
        'Own TBT ÷ bare': ratio.ownTbt.toFixed(2),
        'LCP ÷ placeholders': pictureRatios[name]?.toFixed(2) ?? '',
        'First-load JS': kb(firstLoad[name]),
      },
    ]),
  ),
);

console.log(`Every kind of page, traced at a phone's size (${TRACE_RUNS} rounds, medians [min–max]): LCP against its own floor, and blocking time (ms over 50 of each task after the first paint, until quiet)`);
console.table(
  Object.fromEntries(
    Object.entries(kinds).map(([name, { shown }]) => [
      name,
      Object.fromEntries(
        SLOWDOWNS.flatMap((slowdown) => {
          const [page, floor, bareExport] = [traced[`${name} ${slowdown}`], traced[`${name} floor ${slowdown}`], traced[`bare ${slowdown}`]];
          return [
            [`LCP ÷ floor, CPU ${slowdown}`, `${(page.lcp.median / floor.lcp.median).toFixed(2)} (${spread(page.lcp)} ÷ ${spread(floor.lcp)})`],
            [`blocking, CPU ${slowdown}`, spread(page.blocking)],
            [`floor's, CPU ${slowdown}`, spread(floor.blocking)],
            [`bare Next's, CPU ${slowdown}`, spread(bareExport.blocking)],
            ...(shown ? [[`results shown, CPU ${slowdown}`, spread(page.shown)]] : []),
          ];
        }),
      ),
    ]),
  ),
);
// The traced LCP is reported, not held to the budget: a real load on the machine's own network moves by a third
// between rounds (docs/performance.md, "Every kind of page"); the budget holds Lighthouse's simulated LCP, above.
failures.push(...blockingVerdict(Object.keys(kinds), traced));

const file = join('bench-results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ budget, ratios, pictureRatios, results, kinds, traced, desktop, firstLoad, background }, null, 2));
console.log(`Full results: ${file}`);

finish(failures, 'Every page meets the budget beside its own floor.');

/** Prints the background's figures, and adds what is over its budget to `failures`. */
function reportBackground({ files, msPerSecond, cost, longest }, failures) {
  const perSecond = (value) => `${value.toFixed(1)} ms/s`;
  console.log(`Background (unthrottled, 1280×800, 10 s each; its files: ${files.map((url) => url.split('/').pop()).join(', ')}), main-thread time:`);
  console.table({
    'pointer still': { 'background playing': perSecond(msPerSecond.playingStill), 'its files blocked': perSecond(msPerSecond.withoutStill), 'its cost': perSecond(cost.still) },
    'pointer moving': { 'background playing': perSecond(msPerSecond.playingMoving), 'its files blocked': perSecond(msPerSecond.withoutMoving), 'its cost': perSecond(cost.moving) },
    'background paused': { 'background playing': perSecond(msPerSecond.paused) },
  });
  console.log(`Longest main-thread task from its first request to 5 s of play: ${longest.ms.toFixed(1)} ms (${longest.what}); tasks over 12 ms: ${longest.tasksOver12ms}`);
  failures.push(...benchVerdict({ pages: [], picturePages: [], results: {}, firstLoad: {}, background: { cost, longest } }).failures);
}

/** Exits 1 naming what is over budget, else says `success`. */
function finish(failures, success) {
  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`\n${success}`);
  process.exit(0);
}
