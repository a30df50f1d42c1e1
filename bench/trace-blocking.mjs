// Main-thread blocking time read from Chromium's own trace, for the benches: what Lighthouse's TBT estimates by
// simulation (and moves by hundreds of ms between runs on a busy machine), measured. The page loads in a fresh
// context at a phone's viewport with the CPU slowed by Chromium itself (`Emulation.setCPUThrottlingRate`), traced from
// navigation until quiet; each task on the page's main thread after its first contentful paint counts what it ran
// over 50 ms (a task under way at the paint, its part after it), as TBT defines it. The same load gives the page's
// paints as it reports them (its LCP, measured rather than simulated: the network is the machine's own).

/** Lighthouse's mobile screen (Moto G Power), so the layout traced is the one Lighthouse measures. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/**
 * Quiet: once loaded, no task of 50 ms or more and no file arriving for this long, and every script the page has asked
 * for arrived (TTI's rule, its window shortened). Longer than the half second after which the site's loader
 * (scripts/build/passes/defer-scripts.mjs) asks for the runtime if the largest paint has not come, so a page is never
 * quiet before its runtime was asked for.
 */
const QUIET_MS = 700;

/** The trace events of the page's main thread: the renderer main thread of the process the navigation ran in. */
function mainThreadEvents(events) {
  const started = events.find((e) => e.name === 'TracingStartedInBrowser');
  const pid = started?.args?.data?.frames?.find((frame) => !frame.parent)?.processId;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && (pid === undefined || e.pid === pid));
  if (!main) throw new Error('The trace has no renderer main thread');
  return events.filter((e) => e.pid === main.pid && e.tid === main.tid);
}

/** The longest script evaluation, function call or rendering step inside `task`, to say what the task was. */
export function whatRan(events, task) {
  const inside = events
    .filter((e) => e.ph === 'X' && ['EvaluateScript', 'FunctionCall', 'v8.compile', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'TimerFire', 'FireAnimationFrame'].includes(e.name))
    .filter((e) => e.pid === task.pid && e.tid === task.tid && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur)
    .sort((a, b) => b.dur - a.dur)[0];
  return inside ? `${inside.name} ${inside.args?.data?.url?.split('/').pop() ?? inside.args?.data?.functionName ?? ''}`.trim() : 'no script';
}

/**
 * From a Chrome trace (`{ traceEvents }`): the page's blocking time in ms, the sum over 50 ms of each main-thread task
 * after its first contentful paint; and its longest such task, with what ran in it.
 */
export function blockingFromTrace({ traceEvents }) {
  const main = mainThreadEvents(traceEvents);
  const paint = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === main[0].pid);
  if (!paint) throw new Error('The trace has no first contentful paint');
  const tasks = main.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts + e.dur > paint.ts).map((task) => ({ task, after: (task.ts + task.dur - Math.max(task.ts, paint.ts)) / 1000 }));
  const blockingMs = tasks.reduce((sum, { after }) => sum + Math.max(0, after - 50), 0);
  const longest = tasks.reduce((a, b) => (b.after > a.after ? b : a), { after: 0 });
  return { blockingMs, longestMs: longest.after, longest: longest.task ? whatRan(main, longest.task) : 'none' };
}

/**
 * Traces `url` loading in `browser` (Playwright's Chromium) at CPU `slowdown`: blockingFromTrace's figures, and the
 * page's first and largest contentful paints as it reports them (ms from the navigation's start). With `shown`, a
 * selector, also when the first element it matches was on screen (a search's first result), which quiet then waits
 * for too; `quietMs`, how long with no long task and no file arriving is quiet (QUIET_MS unless said; 0 for a page
 * with no script, quiet once loaded and drawn).
 */
export async function traceBlocking(browser, url, slowdown, { shown, quietMs = QUIET_MS } = {}) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript((selector) => {
      const paints = { lcpMs: undefined, shownMs: undefined };
      Object.assign(window, { __paints: paints });
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        paints.lcpMs = entries[entries.length - 1].startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      if (!selector) return;
      new MutationObserver((_, observer) => {
        if (!document.querySelector(selector)) return;
        paints.shownMs = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, shown);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'] });
    await page.goto(url, { waitUntil: 'load' });
    // Then a frame drawn after the load, so its paints are reported; for a page with script, quiet too.
    await page.evaluate(
      ({ quietMs, shown }) =>
        new Promise((done, fail) => {
          const pending = () => {
            const arrived = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
            const scripts = [...document.scripts].filter((script) => script.src && !script.noModule && !arrived.has(script.src));
            return [...scripts.map((script) => script.src), ...(shown && window.__paints.shownMs === undefined ? [shown] : [])];
          };
          let timer;
          const quiet = () => {
            clearTimeout(timer);
            timer = setTimeout(() => (pending().length ? quiet() : done()), quietMs);
          };
          setTimeout(() => fail(new Error(`Not quiet after 30 s, waiting for ${pending().join(', ')}`)), 30_000);
          if (quietMs) for (const type of ['longtask', 'resource']) new PerformanceObserver(quiet).observe({ type });
          requestAnimationFrame(() => setTimeout(quietMs ? quiet : done));
        }),
      { quietMs, shown },
    );
    const blocking = blockingFromTrace(JSON.parse(await browser.stopTracing()));
    const paints = await page.evaluate(() => ({
      ...window.__paints,
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }));
    if (paints.lcpMs === undefined || paints.fcpMs === undefined) throw new Error(`${url} reported no first or largest contentful paint`);
    if (shown && paints.shownMs === undefined) throw new Error(`${url} showed nothing matching ${shown} by the time it was quiet`);
    return { ...blocking, ...paints };
  } finally {
    await context.close();
  }
}
