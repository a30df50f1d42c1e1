// npm run bench: build, serve the export as GitHub Pages does (gzipped, over HTTPS and HTTP/2), and measure it
// against two floors served beside it in the same way and the same run: a plain HTML page with inline CSS
// (bench/plain/) and a bare Next.js export built with this project's next.config.mjs (bench/bare-next/).
// - Lighthouse (system Chromium), mobile preset, RUNS rounds; each round measures the two floors and every page,
//   in turn, so machine noise falls on all of them alike. Medians, min–max, and each page's ratios to the floors:
//   LCP against the plain page's, TBT against the bare export's. Exits 1 when a page misses the budget below.
// - The desktop preset once a page, for the absolute figures.
// - First-load JavaScript per route, gzip bytes, read from the export.
// - The particle background's main-thread cost per second of animation, playing and paused.
// - The owner's case: the same site with real pictures in place of the placeholders (scripts/owner-pictures.mjs:
//   retina screenshots and a sideways camera portrait, made at run time), its pages measured in the same rounds;
//   their LCP against the same page with the placeholders, and the bytes of pictures a phone fetches.
// Full results go to bench-results/ (git-ignored). `--no-build` measures the existing out/.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { basePath } from '../next.config.mjs';
import { chromiumFlags, requireChromium } from './chromium.mjs';
import { localCertificate } from './local-certificate.mjs';
import { makeOwnerSite } from './owner-pictures.mjs';
import { createPagesServer } from './pages-server.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.PORT ?? 4174);
const chromePath = requireChromium();
if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
/** The first project's own page, as the export's sitemap lists it: the pages it stands for are built alike. */
const projectPage = readFileSync(join('out', 'sitemap.xml'), 'utf8').match(/<loc>[^<]*?(\/Projects\/[^/<]+\/)<\/loc>/)?.[1];
if (!projectPage) throw new Error('out/sitemap.xml lists no project page');
const pages = { Home: '/', About: '/About/', Projects: '/Projects/', Project: projectPage, Contact: '/Contact-me/' };
/**
 * Mobile preset, every page: LCP (median) at most 1.15 × the plain page's, TBT (median) at most the bare Next.js
 * export's, Performance at least 99 in every run, Accessibility, Best Practices and SEO 100, CLS 0; first-load
 * JavaScript no larger than it was before (gzip bytes; Contact carries the form).
 */
const budget = {
  lcpRatio: 1.15,
  tbtRatio: 1,
  performance: 99,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
  firstLoadJs: { Home: 144.8 * 1024, About: 144.8 * 1024, Projects: 144.8 * 1024, Project: 144.8 * 1024, Contact: 161.2 * 1024 },
  // With the owner's pictures: LCP (median) at most 1.2 × the same page's with the placeholders, Performance
  // (median) no more than 2 points below it, CLS 0, and the pictures a phone fetches (median transfer bytes; 99,
  // 11, 216 and 31 KB measured) under these.
  pictures: {
    lcpRatio: 1.2,
    performanceDrop: 2,
    imageBytes: { Home: 150 * 1024, About: 40 * 1024, Projects: 300 * 1024, Project: 60 * 1024 },
  },
};
const picturePages = Object.keys(budget.pictures.imageBytes);

// The framework floor, with the project's own next.config.mjs (it has no lockfile: Next takes the project as root).
execSync('npx next build', { cwd: 'bench/bare-next', stdio: 'inherit', env: { ...process.env, EXPORT_DIR: '' } });

// The owner's case: the project with real pictures, built with the project's picture cache (a second bench run
// encodes nothing again).
const OWNER_COPY = '.owner-pictures';
await makeOwnerSite(OWNER_COPY);
execSync('npm run build', { cwd: OWNER_COPY, stdio: 'inherit', env: { ...process.env, PICTURE_CACHE: resolve('.cache', 'pictures') } });

// Browsers speak HTTP/2 only over TLS, and Lighthouse's simulation charges a page what its protocol costs (over
// HTTP/1.1 a new connection, with its handshakes, for each picture fetched alongside another).
const { tls, trustFlag } = localCertificate();
const browserFlags = [...chromiumFlags, trustFlag];

/** Serves an export as Pages does (gzipped, HTTPS, HTTP/2, Pages' rules); returns its address. */
async function serve(root, base, port) {
  const server = createPagesServer({ root, basePath: base, tls });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, origin: `https://127.0.0.1:${port}${base}` };
}
const site = await serve('out', basePath, PORT);
const bare = await serve('bench/bare-next/out', basePath, PORT + 1);
const plain = await serve('bench/plain', '', PORT + 2);
const owners = await serve(join(OWNER_COPY, 'out'), basePath, PORT + 3);
const origin = site.origin;
/** A page of the site with the owner's pictures, as the results name it. */
const withPictures = (name) => `${name} (owner's pictures)`;
const targets = {
  'Plain HTML': `${plain.origin}/`,
  'Bare Next.js': `${bare.origin}/`,
  ...Object.fromEntries(Object.entries(pages).map(([name, path]) => [name, `${origin}${path}`])),
  ...Object.fromEntries(picturePages.map((name) => [withPictures(name), `${owners.origin}${pages[name]}`])),
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function lighthouseRun(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--disable-gpu', ...browserFlags],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, preset === 'desktop' ? desktopConfig : undefined);
    const audit = (id) => lhr.audits[id].numericValue;
    const requests = lhr.audits['network-requests'].details.items;
    return {
      performance: lhr.categories.performance.score * 100,
      accessibility: lhr.categories.accessibility.score * 100,
      'best-practices': lhr.categories['best-practices'].score * 100,
      seo: lhr.categories.seo.score * 100,
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      jsBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + r.transferSize, 0),
      imageBytes: requests.filter((r) => r.resourceType === 'Image').reduce((sum, r) => sum + r.transferSize, 0),
      totalBytes: audit('total-byte-weight'),
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * First-load JavaScript of a route: the runtime its HTML loads after the first paint (the list that
 * scripts/defer-scripts.mjs writes into the page), gzipped as Pages serves it. Modern browsers skip the
 * `noModule` polyfill, so it is not counted.
 */
function firstLoadJs(path) {
  const html = readFileSync(join('out', path, 'index.html'), 'utf8');
  const list = html.match(/<script>\(function\(\)\{var s=(\[[^\]]*\])/);
  if (!list) throw new Error(`${path}: no deferred script list; was the export built with npm run build?`);
  const sources = JSON.parse(list[1]);
  return sources.reduce((sum, src) => sum + gzipSync(readFileSync(join('out', src.slice(basePath.length)))).length, 0);
}

/** Main-thread milliseconds per second of the background, over 10 s, as Chrome's own counters report them. */
async function backgroundCost() {
  const browser = await chromium.launch({ executablePath: chromePath, args: browserFlags });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${origin}/`);
    await page.locator('#tsparticles canvas').waitFor();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () =>
      (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration').value;
    const measure = async () => {
      const start = await taskSeconds();
      await page.waitForTimeout(10_000);
      return ((await taskSeconds()) - start) * 100; // s of work per 10 s → ms per s
    };
    const playing = await measure();
    await page.getByRole('button', { name: 'Pause background animation' }).click();
    const paused = await measure();
    return { playing, paused };
  } finally {
    await browser.close();
  }
}

const results = {};
const mobileRuns = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
for (let i = 0; i < RUNS; i++) {
  for (const [name, url] of Object.entries(targets)) mobileRuns[name].push(await lighthouseRun(url, 'mobile'));
  console.error(`round ${i + 1} of ${RUNS} measured`);
}
const summarise = (runs) => ({
  medians: Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))])),
  ranges: Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, [Math.min(...runs.map((run) => run[key])), Math.max(...runs.map((run) => run[key]))]]),
  ),
  runs,
});
for (const [name, runs] of Object.entries(mobileRuns)) results[`${name} mobile`] = summarise(runs);
for (const [name, path] of Object.entries(pages)) {
  results[`${name} desktop`] = summarise([await lighthouseRun(`${origin}${path}`, 'desktop')]);
}
const floor = { lcp: results['Plain HTML mobile'].medians.lcp, tbt: results['Bare Next.js mobile'].medians.tbt };
const ratios = Object.fromEntries(
  Object.keys(pages).map((name) => {
    const { medians } = results[`${name} mobile`];
    return [name, { lcp: medians.lcp / floor.lcp, tbt: floor.tbt ? medians.tbt / floor.tbt : medians.tbt ? Infinity : 0 }];
  }),
);
const failures = [];
for (const name of Object.keys(pages)) {
  const { medians, ranges } = results[`${name} mobile`];
  if (ratios[name].lcp > budget.lcpRatio) failures.push(`${name}: LCP ${ratios[name].lcp.toFixed(2)} × the plain page's > ${budget.lcpRatio}`);
  if (ratios[name].tbt > budget.tbtRatio) failures.push(`${name}: TBT ${Math.round(medians.tbt)} ms > the bare export's ${Math.round(floor.tbt)} ms`);
  if (ranges.performance[0] < budget.performance) failures.push(`${name}: Performance ${ranges.performance[0]} in a run < ${budget.performance}`);
  for (const key of ['accessibility', 'best-practices', 'seo']) {
    if (ranges[key][0] < budget[key]) failures.push(`${name}: ${key} ${ranges[key][0]} in a run < ${budget[key]}`);
  }
  if (ranges.cls[1] > budget.cls) failures.push(`${name}: CLS ${ranges.cls[1]} in a run > ${budget.cls}`);
}
const pictureRatios = Object.fromEntries(
  picturePages.map((name) => [name, results[`${withPictures(name)} mobile`].medians.lcp / results[`${name} mobile`].medians.lcp]),
);
for (const name of picturePages) {
  const { medians, ranges } = results[`${withPictures(name)} mobile`];
  const { lcpRatio, performanceDrop, imageBytes } = budget.pictures;
  const placeholders = results[`${name} mobile`].medians.performance;
  if (pictureRatios[name] > lcpRatio) failures.push(`${withPictures(name)}: LCP ${pictureRatios[name].toFixed(2)} × the placeholders' > ${lcpRatio}`);
  if (medians.performance < placeholders - performanceDrop) failures.push(`${withPictures(name)}: Performance ${medians.performance} < the placeholders' ${placeholders} − ${performanceDrop}`);
  if (medians.imageBytes > imageBytes[name]) failures.push(`${withPictures(name)}: pictures ${Math.round(medians.imageBytes / 1024)} KB > ${imageBytes[name] / 1024} KB`);
  if (ranges.cls[1] > budget.cls) failures.push(`${withPictures(name)}: CLS ${ranges.cls[1]} in a run > ${budget.cls}`);
}
const firstLoad = Object.fromEntries(Object.entries(pages).map(([name, path]) => [name, firstLoadJs(path)]));
const background = await backgroundCost();
for (const { server } of [site, bare, plain, owners]) server.close();
rmSync(OWNER_COPY, { recursive: true, force: true });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
for (const [name, bytes] of Object.entries(firstLoad)) {
  if (bytes > budget.firstLoadJs[name]) failures.push(`${name}: first-load JavaScript ${kb(bytes)} > ${kb(budget.firstLoadJs[name])}`);
}
console.log(`\nLighthouse, mobile: ${RUNS} rounds (floors and pages in turn), medians [min–max]; desktop: one run`);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([key, { medians: m, ranges: r }]) => {
      const page = key.replace(/ (mobile|desktop)$/, '');
      const mobile = key.endsWith('mobile');
      return [
        key,
        {
          Perf: mobile ? `${m.performance} [${r.performance[0]}–${r.performance[1]}]` : m.performance,
          A11y: m.accessibility,
          BP: m['best-practices'],
          SEO: m.seo,
          FCP: ms(m.fcp),
          LCP: mobile ? `${ms(m.lcp)} [${Math.round(r.lcp[0])}–${Math.round(r.lcp[1])}]` : ms(m.lcp),
          'LCP ÷ plain': mobile && ratios[page] ? ratios[page].lcp.toFixed(2) : '',
          TBT: mobile ? `${ms(m.tbt)} [${Math.round(r.tbt[0])}–${Math.round(r.tbt[1])}]` : ms(m.tbt),
          'TBT ÷ bare': mobile && ratios[page] ? ratios[page].tbt.toFixed(2) : '',
          'LCP ÷ placeholders': mobile && page.endsWith("(owner's pictures)") ? pictureRatios[page.replace(" (owner's pictures)", '')].toFixed(2) : '',
          Pictures: kb(m.imageBytes),
          CLS: Number(m.cls.toFixed(3)),
          JS: kb(m.jsBytes),
          Total: kb(m.totalBytes),
        },
      ];
    }),
  ),
);
console.log('First-load JavaScript per route (gzip):');
console.table(Object.fromEntries(Object.entries(firstLoad).map(([name, bytes]) => [name, kb(bytes)])));
console.log(
  `Background main-thread time: ${background.playing.toFixed(1)} ms/s playing, ` +
    `${background.paused.toFixed(1)} ms/s paused (10 s each, unthrottled, 1280×800)`,
);

mkdirSync('bench-results', { recursive: true });
const file = join('bench-results', `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ budget, floor, ratios, pictureRatios, results, firstLoad, background }, null, 2));
console.log(`Full results: ${file}`);

if (failures.length) {
  console.error(`\nOver budget (mobile, ${RUNS} rounds):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery page meets the budget beside both floors.');
