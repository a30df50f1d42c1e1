// One Lighthouse run, for the benches (npm run bench, npm run bench:blog). Lighthouse is the benches' alone: they
// install it into bench/lighthouse/ (`npm ci --prefix bench/lighthouse`), so neither CI nor the deploy installs its
// hundred-odd packages.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const benchPackage = createRequire(new URL('../../bench/lighthouse/package.json', import.meta.url));
const benchImport = (name) => import(pathToFileURL(benchPackage.resolve(name)).href);
const chromeLauncher = await benchImport('chrome-launcher');
const { default: lighthouse } = await benchImport('lighthouse');
const { default: desktopConfig } = await benchImport('lighthouse/core/config/desktop-config.js');

/**
 * A function that runs Lighthouse once on a URL in a fresh headless Chromium (`chromePath`, with `browserFlags`):
 * `preset` mobile (CPU slowdown `cpuSlowdownMultiplier`, 4 by default, Lighthouse's own) or desktop, with
 * `blockedUrlPatterns` blocked. Its scores and figures.
 */
export function lighthouseRunner(chromePath, browserFlags) {
  return async function lighthouseRun(url, preset, blockedUrlPatterns = [], cpuSlowdownMultiplier = 4) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--disable-gpu', ...browserFlags],
    });
    try {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', blockedUrlPatterns };
      // Lighthouse merges this into its mobile throttling (4 by default): only the CPU's slowdown changes.
      if (preset === 'mobile') flags.throttling = { cpuSlowdownMultiplier };
      const { lhr } = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
      const audit = (id) => lhr.audits[id].numericValue;
      const requests = lhr.audits['network-requests'].details.items;
      const tasks = lhr.audits['long-tasks'].details?.items ?? [];
      const fcp = audit('first-contentful-paint');
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
        // What holds the main thread: Lighthouse's long tasks (simulated on a phone), longest first, with their script.
        longTasks: tasks.map(({ url, duration }) => `${Math.round(duration)} ms ${url.split('/').pop() || url}`),
        // The work itself, apart from how Lighthouse counts it: what the long tasks block after the first paint. TBT
        // averages two estimates over that work, one of which often leaves the runtime's task out.
        longTaskBlocking: tasks.reduce((sum, { startTime, duration }) => sum + Math.max(0, Math.min(duration, startTime + duration - fcp) - 50), 0),
      };
    } finally {
      await chrome.kill();
    }
  };
}
