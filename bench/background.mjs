// The particle background's cost to the main thread, for `npm run bench` (bench.mjs, `--background` for it alone).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { whatRan } from './trace-blocking.mjs';

/**
 * The background's files, read from the export: the chunk that starts its worker (lazy-loaded by
 * components/particles/ParticlesBackground once the page has settled; it names the worker's entry script) and that entry
 * script. Nothing else of the background can load without them, so blocking them leaves the same site without it.
 */
export function backgroundFiles(served, out = 'out') {
  const dir = join(out, '_next', 'static', 'chunks');
  const starters = readdirSync(dir).filter((file) => file.endsWith('.js') && /static\/chunks\/turbopack-worker-/.test(readFileSync(join(dir, file), 'utf8')));
  if (starters.length !== 1) throw new Error(`Expected one chunk that starts the background's worker, found ${starters.length}`);
  const entry = readFileSync(join(dir, starters[0]), 'utf8').match(/static\/chunks\/(turbopack-worker-[^"]+\.js)/)[1];
  return [starters[0], entry].map((file) => `${served}/_next/static/chunks/${file}`);
}

/** Chrome's own count of main-thread task seconds, read over `seconds`, as ms per s. */
async function mainThreadCost(page, seconds, during = () => page.waitForTimeout(seconds * 1000)) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration').value;
  const start = await taskSeconds();
  await during();
  return ((await taskSeconds()) - start) * (1000 / seconds);
}

/** A pointer moving over the page at 60 Hz for `seconds`: the background's input forwarding at work. */
async function movePointer(page, seconds) {
  const { width, height } = page.viewportSize();
  const steps = seconds * 60;
  for (let i = 0; i < steps; i++) {
    const angle = (i / 60) * Math.PI;
    await page.mouse.move(width / 2 + (width / 3) * Math.cos(angle), height / 2 + (height / 3) * Math.sin(angle));
    await page.waitForTimeout(1000 / 60);
  }
}

/**
 * The background's cost to the main thread, unthrottled, 1280×800: main-thread ms per second while it plays
 * (still, and with the pointer moving) and while paused, each beside the same page with the background's files
 * blocked; and the longest main-thread task from the moment its code is requested until it has played 5 s
 * (Chrome's trace), with what ran in it. The budget is on the playing background with the pointer still; with it
 * moving, its cost is reported: it is mostly the page's own input handling slowed by the worker's drawing on a
 * machine with few cores (a trace shows the forwarding itself at about 0.1 ms an event).
 */
export async function backgroundCost({ origin, chromePath, browserFlags }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: browserFlags });
  const SECONDS = 10;
  try {
    const files = backgroundFiles(origin);
    // The same page with the background's files blocked, for as long as the background would take to start.
    const without = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const isBackgrounds = (url) => files.includes(url.href.replace(/[#?].*$/, ''));
    await without.route(isBackgrounds, (route) => route.abort());
    await without.goto(`${origin}/`);
    await without.waitForTimeout(5000);
    const plainStill = await mainThreadCost(without, SECONDS);
    const plainMoving = await mainThreadCost(without, SECONDS, () => movePointer(without, SECONDS));
    await without.close();

    // The longest task, traced from a fresh page's start.
    const traced = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await browser.startTracing(traced, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    // Nothing asked of the page while it is traced: a query of Playwright's runs on the page's main thread (finding
    // the control by its role takes about 10 ms) and would be counted as the background's. Its worker's start is
    // an event the browser sends unasked.
    const started = traced.waitForEvent('worker', { timeout: 30_000 });
    await traced.goto(`${origin}/`);
    await started;
    await traced.waitForTimeout(5000);
    const longest = longestTaskSince(JSON.parse(await browser.stopTracing()), files);
    await traced.getByRole('button', { name: 'Pause background animation' }).waitFor({ timeout: 1000 });
    const playingStill = await mainThreadCost(traced, SECONDS);
    const playingMoving = await mainThreadCost(traced, SECONDS, () => movePointer(traced, SECONDS));
    await traced.getByRole('button', { name: 'Pause background animation' }).click();
    await traced.waitForTimeout(500);
    const paused = await mainThreadCost(traced, SECONDS);
    return {
      files,
      longest,
      msPerSecond: { playingStill, playingMoving, paused, withoutStill: plainStill, withoutMoving: plainMoving },
      cost: { still: playingStill - plainStill, moving: playingMoving - plainMoving },
    };
  } finally {
    await browser.close();
  }
}

/**
 * In a Chrome trace: the longest task on the page's main thread from the first request for one of `files`, with
 * the longest script evaluation or function call inside it, to say what it was.
 */
function longestTaskSince({ traceEvents: events }, files) {
  const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = (e) => mainThreads.has(`${e.pid}:${e.tid}`);
  const requested = events.filter((e) => e.name === 'ResourceSendRequest' && files.some((file) => e.args?.data?.url?.startsWith(file)));
  if (!requested.length) throw new Error('The trace shows no request for the background’s files');
  const from = Math.min(...requested.map((e) => e.ts));
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e) && e.ts + e.dur >= from);
  const task = tasks.reduce((a, b) => (b.dur > a.dur ? b : a), { dur: 0 });
  return { ms: task.dur / 1000, what: task.ts === undefined ? 'no script' : whatRan(events, task), tasksOver12ms: tasks.filter((e) => e.dur > 12_000).length };
}
