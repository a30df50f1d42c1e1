// npm run bench: build, serve the export gzipped as GitHub Pages does, and measure it.
// - Lighthouse (system Chromium) on every page, mobile and desktop presets, RUNS times each: medians, and the
//   min–max of Performance and TBT; exits 1 when a page misses the mobile budget below.
// - First-load JavaScript per route, gzip bytes, read from the export.
// - The particle background's main-thread cost per second of animation, playing and paused.
// Full results go to bench-results/ (git-ignored). `--no-build` measures the existing out/.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { basePath } from '../next.config.mjs';
import { chromiumFlags, requireChromium } from './chromium.mjs';
import { createPagesServer } from './pages-server.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const PORT = Number(process.env.PORT ?? 4174);
const pages = { Home: '/', About: '/About/', Projects: '/Projects/', Contact: '/Contact-me/' };
// Mobile preset, median of the runs, every page.
const budget = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, cls: 0, lcp: 1500, tbt: 200 };

const chromePath = requireChromium();
if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

const server = createPagesServer({ root: 'out', basePath });
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', resolve));
const origin = `http://127.0.0.1:${PORT}${basePath}`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function lighthouseRun(url, preset) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--disable-gpu', ...chromiumFlags],
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
  const browser = await chromium.launch({ executablePath: chromePath, args: chromiumFlags });
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
const failures = [];
for (const [name, path] of Object.entries(pages)) {
  for (const preset of ['mobile', 'desktop']) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(`${origin}${path}`, preset));
    const medians = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
    const range = (key) => [Math.min(...runs.map((run) => run[key])), Math.max(...runs.map((run) => run[key]))];
    results[`${name} ${preset}`] = { medians, performanceRange: range('performance'), tbtRange: range('tbt'), runs };
    if (preset === 'mobile') {
      for (const key of ['performance', 'accessibility', 'best-practices', 'seo']) {
        if (medians[key] < budget[key]) failures.push(`${name}: ${key} ${medians[key]} < ${budget[key]}`);
      }
      for (const key of ['cls', 'lcp', 'tbt']) {
        if (medians[key] > budget[key]) failures.push(`${name}: ${key} ${medians[key]} > ${budget[key]}`);
      }
    }
    console.error(`measured ${name} ${preset}`);
  }
}
const firstLoad = Object.fromEntries(Object.entries(pages).map(([name, path]) => [name, firstLoadJs(path)]));
const background = await backgroundCost();
server.close();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${Math.round(value)} ms`;
console.log(`\nLighthouse ${RUNS} runs each, medians (Performance and TBT: median [min–max])`);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([key, { medians: m, performanceRange: p, tbtRange: t }]) => [
      key,
      {
        Perf: `${m.performance} [${p[0]}–${p[1]}]`,
        A11y: m.accessibility,
        BP: m['best-practices'],
        SEO: m.seo,
        FCP: ms(m.fcp),
        LCP: ms(m.lcp),
        TBT: `${ms(m.tbt)} [${Math.round(t[0])}–${Math.round(t[1])}]`,
        CLS: Number(m.cls.toFixed(3)),
        SI: ms(m.si),
        JS: kb(m.jsBytes),
        Total: kb(m.totalBytes),
      },
    ]),
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
writeFileSync(file, JSON.stringify({ budget, results, firstLoad, background }, null, 2));
console.log(`Full results: ${file}`);

if (failures.length) {
  console.error(`\nOver budget (mobile, median of ${RUNS}):\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery page meets the mobile budget.');
