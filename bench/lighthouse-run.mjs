// One Lighthouse run, for the benches (npm run bench, npm run bench:blog). Lighthouse is the benches' alone: they
// install it into bench/lighthouse/ (`npm ci --prefix bench/lighthouse`), so neither CI nor the deploy installs its
// hundred-odd packages.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { basePath } from '../next.config.mjs';
import { listenAsPages } from '../scripts/build/pages-server.mjs';
import { chromiumFlags, requireChromium } from '../scripts/test/chromium.mjs';
import { freePort } from '../scripts/test/free-port.mjs';
import { localCertificate } from '../scripts/test/local-certificate.mjs';
import { append, median, SLOWDOWNS } from './verdict.mjs';

const benchPackage = createRequire(new URL('./lighthouse/package.json', import.meta.url));
const benchImport = (name) => import(pathToFileURL(benchPackage.resolve(name)).href);
const chromeLauncher = await benchImport('chrome-launcher');
const { default: lighthouse } = await benchImport('lighthouse');
const { default: desktopConfig } = await benchImport('lighthouse/core/config/desktop-config.js');

/** What the benches read of a Lighthouse result: its scores and figures. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id].numericValue;
  const requests = lhr.audits['network-requests'].details.items;
  const tasks = lhr.audits['long-tasks'].details?.items ?? [];
  const fcp = audit('first-contentful-paint');
  return {
    // A category not audited has no score.
    ...Object.fromEntries(Object.entries(lhr.categories).map(([id, { score }]) => [id, score * 100])),
    fcp,
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
    // What moved, where anything did: each element Lighthouse blames for a shift, with its share of the score.
    shifted: (lhr.audits['layout-shifts']?.details?.items ?? []).map(({ node, score }) => `${node?.selector ?? 'unattributed'} ${score.toFixed(4)}`),
    longTaskBlocking: tasks.reduce((sum, { startTime, duration }) => sum + Math.max(0, Math.min(duration, startTime + duration - fcp) - 50), 0),
  };
}

/**
 * What a run audits unless every category is asked for: the Performance category, without what only reports (the
 * back/forward cache check navigates away and back; the screenshots). Two to three seconds less a load than every
 * category: what a page's floor, a reference or a variant is measured for.
 */
const PERFORMANCE_ONLY = {
  onlyCategories: ['performance'],
  skipAudits: ['bf-cache', 'screenshot-thumbnails', 'final-screenshot'],
  disableFullPageScreenshot: true,
};

/**
 * Functions that run Lighthouse on a URL in a fresh headless Chromium (`chromePath`, with `browserFlags`), its
 * Performance category unless `everyCategory` (PERFORMANCE_ONLY):
 * - `lighthouseRun(url, { preset, blocked, everyCategory })`: once, `preset` mobile (Lighthouse's CPU slowdown of 4)
 *   or desktop, with the URL patterns `blocked` blocked. Its scores and figures.
 * - `lighthouseAtEach(url, slowdowns, { everyCategory })`: the mobile preset's figures at each CPU slowdown, by
 *   slowdown, from one load. Lighthouse's mobile run simulates the phone: it loads the page at full speed and works
 *   out each figure from that load, so one load serves every slowdown (its saved artifacts audited again with the
 *   slowdown changed).
 */
export function lighthouseRunner(chromePath, browserFlags) {
  const settings = (everyCategory) => ({ output: 'json', logLevel: 'error', ...(!everyCategory && PERFORMANCE_ONLY) });
  async function inChromium(run) {
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--disable-gpu', ...browserFlags],
    });
    try {
      return await run(chrome.port);
    } finally {
      await chrome.kill();
    }
  }
  async function lighthouseRun(url, { preset = 'mobile', blocked = [], everyCategory = false } = {}) {
    return inChromium(async (port) => {
      const { lhr } = await lighthouse(url, { ...settings(everyCategory), port, blockedUrlPatterns: blocked }, preset === 'desktop' ? desktopConfig : undefined);
      return figuresOf(lhr);
    });
  }
  async function lighthouseAtEach(url, slowdowns, { everyCategory = false } = {}) {
    const saved = mkdtempSync(join(tmpdir(), 'lighthouse-'));
    try {
      // Lighthouse merges `throttling` into its mobile preset's: only the CPU's slowdown changes.
      const flags = (cpuSlowdownMultiplier) => ({ ...settings(everyCategory), throttling: { cpuSlowdownMultiplier } });
      await inChromium((port) => lighthouse(url, { ...flags(slowdowns[0]), port, gatherMode: saved }));
      const figures = {};
      const artifacts = JSON.parse(readFileSync(join(saved, 'artifacts.json'), 'utf8'));
      for (const slowdown of slowdowns) {
        // Lighthouse refuses to audit with settings other than those gathered with; only the simulation's slowdown differs.
        artifacts.settings.throttling.cpuSlowdownMultiplier = slowdown;
        writeFileSync(join(saved, 'artifacts.json'), JSON.stringify(artifacts));
        figures[slowdown] = figuresOf((await lighthouse(url, { ...flags(slowdown), auditMode: saved })).lhr);
      }
      return figures;
    } finally {
      rmSync(saved, { recursive: true, force: true });
    }
  }
  return { lighthouseRun, lighthouseAtEach };
}

/**
 * Exports side by side (`{ name: folder }`), each served as Pages serves it (HTTPS, HTTP/2, gzip) under the base path:
 * `runs` rounds of each path at each in turn, the mobile preset's figures at each slowdown (lighthouseAtEach), so the
 * machine's noise falls on all alike. Returns a figure's median: `figure(key, name, path, slowdown)`. The browser
 * trusts `certificate` alone (scripts/test/local-certificate.mjs): a third party's stand-in must be served with it.
 */
export async function sideBySide(exports, paths, runs, certificate = localCertificate()) {
  const { tls, trustFlag } = certificate;
  const { lighthouseAtEach } = lighthouseRunner(requireChromium(), [...chromiumFlags, trustFlag]);
  const served = await Promise.all(Object.values(exports).map(async (root) => listenAsPages({ root, basePath, tls, port: await freePort() })));
  const figures = new Map();
  try {
    for (let round = 0; round < runs; round++) {
      for (const path of paths) {
        for (const [i, name] of Object.keys(exports).entries()) {
          const at = await lighthouseAtEach(`${served[i].origin}${path}`, SLOWDOWNS);
          for (const slowdown of SLOWDOWNS) append(figures, `${name} ${path} ${slowdown}`, at[slowdown]);
        }
      }
      console.error(`round ${round + 1} of ${runs} measured`);
    }
  } finally {
    for (const { server } of served) server.close();
  }
  return (key, name, path, slowdown) => median(figures.get(`${name} ${path} ${slowdown}`).map((run) => run[key]));
}
