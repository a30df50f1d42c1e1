// npm run bench:clicks: a reader's walk through the second owner's site by clicks (out-owner/, built first by
// `node scripts/test/run-suite.mjs exports`), each click timed from the press to the next page's largest content
// painted (for a change Next makes in place, the frame after its address changes), after a hover of HOVER_MS (300 ms
// unless set), on a phone's processor and network (CPU 4, 150 ms round trips, 1.6 Mbps, held by a proxy): with the
// rules as shipped, at `eager`, with none, and the bare Next export's own change; RUNS walks (3 unless set), medians.
// With DEBUG, each click as measured. The figures go to docs/performance.md ("What a click costs").
import { execSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { basePath } from '../next.config.mjs';
import { addressOf, slashed } from '../lib/pages/pageKinds.mjs';
import { filesOf } from '../scripts/build/finish-export.mjs';
import { sha256 } from '../scripts/build/passes/content-security-policy.mjs';
import { listenAsPages } from '../scripts/build/pages-server.mjs';
import { median } from './verdict.mjs';
import { chromiumFlags, fullChromiumPath, requireChromium } from '../scripts/test/chromium.mjs';
import { freePort } from '../scripts/test/free-port.mjs';
import { localCertificate } from '../scripts/test/local-certificate.mjs';
import { OWNER_EXPORT } from '../scripts/test/test-exports.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PHONE = { slowdown: 4, roundTripMs: 150, downBytesPerMs: 1_600_000 / 8 / 1000, upBytesPerMs: 750_000 / 8 / 1000 };
const HOVER_MS = Number(process.env.HOVER_MS ?? 300);
/** How long the reader reads each page before the next click: its scripts have run by then. */
const READ_MS = 2_000;

/** The walk: what the reader clicks on each page, in order (CSS, the first match that leads elsewhere). */
const link = (kind, params) => `a[href="${slashed(addressOf(kind, params))}"]`;
const WALK = [
  ['Projects', `header ${link('projects')}`],
  ['a project', `main a[href^="${slashed(addressOf('projects'))}"]:not(${link('projects')})`],
  ['the blog', `header ${link('blog')}`],
  ['a post', `main a[data-whole-page][href^="${slashed(addressOf('blog'))}"]:not([href*="/tags/"]):not([href*="/page/"])`],
  ['a related post', `main a[data-whole-page][href^="${slashed(addressOf('blog'))}"]:not([href*="/tags/"]):not([href*="/page/"])`],
  ['a tag', `main a[data-whole-page][href^="${slashed(addressOf('tags'))}"]`],
  ['the tag’s page 2', 'main a[data-whole-page][href$="/page/2/"]'],
  ['another language', 'header button[popovertarget]:not([aria-label])', 'header a[hreflang="de"]'],
];

/**
 * A copy of the export with each page's speculation rules changed by `change` (given their text; '' takes them out),
 * their hash in the page's policy changed with them: the same site, its links speculated otherwise or not at all.
 */
function withRules(root, change) {
  const copy = mkdtempSync(join(tmpdir(), 'bench-clicks-'));
  cpSync(root, copy, { recursive: true });
  for (const file of filesOf(copy).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(join(copy, file), 'utf8');
    const rules = /<script type="speculationrules"([^>]*)>([^<]*)<\/script>/.exec(html);
    if (!rules) continue;
    const changed = change(rules[2]);
    writeFileSync(
      join(copy, file),
      html
        .replace(rules[0], changed ? `<script type="speculationrules"${rules[1]}>${changed}</script>` : '')
        .replace(sha256(rules[2]), changed ? sha256(changed) : ''),
    );
  }
  return copy;
}

/**
 * A TCP proxy to `port` that holds every byte back as the phone's network would, each way: half a round trip, then
 * the link's rate. Each direction is one queue, released in order (a TLS stream's bytes must never pass each other).
 */
async function throttled(port) {
  const pace = (from, to, bytesPerMs) => {
    const queue = [];
    let free = 0;
    let timer;
    const drain = () => {
      timer = undefined;
      while (queue.length && queue[0].at <= Date.now()) {
        const { chunk } = queue.shift();
        if (chunk) to.write(chunk);
        else to.end();
      }
      if (queue.length) timer = setTimeout(drain, Math.max(0, queue[0].at - Date.now()));
    };
    const hold = (item) => {
      queue.push(item);
      timer ??= setTimeout(drain, Math.max(0, queue[0].at - Date.now()));
    };
    from.on('data', (chunk) => {
      free = Math.max(Date.now() + PHONE.roundTripMs / 2, free) + chunk.length / bytesPerMs;
      hold({ chunk, at: free });
    });
    from.on('end', () => hold({ chunk: null, at: Math.max(free, Date.now() + PHONE.roundTripMs / 2) }));
    from.on('error', () => to.destroy());
  };
  const proxy = createServer((client) => {
    const server = createConnection(port, '127.0.0.1');
    pace(client, server, PHONE.upBytesPerMs);
    pace(server, client, PHONE.downBytesPerMs);
  });
  const proxyPort = await freePort();
  await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  return { proxy, port: proxyPort };
}

/** The first link or button on the page that `selector` matches and that is shown (the navbar's are also in its menu). */
async function shownOn(page, selector) {
  for (const candidate of await page.$$(selector)) if (await candidate.boundingBox()) return candidate;
  throw new Error(`${selector}: nothing shown on ${page.url()}`);
}

async function click(browser, page, selector) {
  const link = await shownOn(page, selector);
  await link.hover();
  await new Promise((resolve) => setTimeout(resolve, HOVER_MS));
  const before = await page.evaluate(() => [location.href, performance.timeOrigin]);
  const pressedAt = await link.evaluate((element) =>
    new Promise((resolve) => {
      element.addEventListener('pointerdown', (event) => resolve(performance.timeOrigin + event.timeStamp), { once: true });
      element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      element.click();
    }),
  );
  // The shown page, from the browser's own list of its targets: the same document changed in place, a new one, or a
  // prerendered one activated in the tab's place, which Puppeteer's page does not always follow.
  const session = await browser.target().createCDPSession();
  const ask = async (targetId, expression) => {
    const { sessionId } = await session.send('Target.attachToTarget', { targetId, flatten: true });
    const target = session.connection().session(sessionId);
    try {
      return (await target.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })).result.value;
    } finally {
      await session.send('Target.detachFromTarget', { sessionId }).catch(() => {});
    }
  };
  const origin = new URL(before[0]).origin;
  let shown;
  for (const started = Date.now(); !shown; await new Promise((resolve) => setTimeout(resolve, 20))) {
    if (Date.now() - started > 60_000) throw new Error(`${selector}: no page shown a minute after the press`);
    for (const { type, subtype, url, targetId } of (await session.send('Target.getTargets')).targetInfos) {
      if (type !== 'page' || subtype || url === before[0] || !url.startsWith(origin)) continue;
      const ready = await ask(targetId, `!document.prerendering && document.readyState !== 'loading'`).catch(() => false);
      if (ready) shown = targetId;
    }
  }
  const figure = (pressed, leftOrigin) =>
    new Promise((resolve) => {
      const navigation = performance.getEntriesByType('navigation')[0];
      if (performance.timeOrigin === leftOrigin) {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve({ ms: performance.timeOrigin + performance.now() - pressed, how: 'in place' })));
        return;
      }
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        const paint = Math.max(last.startTime, navigation.activationStart ?? 0);
        const at = (ms) => Math.round(performance.timeOrigin + ms - pressed);
        resolve({ ms: performance.timeOrigin + paint - pressed, how: navigation.activationStart > 0 ? 'prerendered' : 'loaded', since: { response: at(navigation.responseEnd), load: at(navigation.loadEventEnd) }, element: last.element?.tagName });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
  try {
    return await ask(shown, `(${figure})(${pressedAt}, ${before[1]})`);
  } finally {
    await session.detach();
  }
}

/**
 * The framework's own client-side change, for reference: the bare Next export (bench/bare-next/) with a second page and
 * a `Link` to it, built beside it (its config imports the project's by a relative path). Returns its out/.
 */
function bareNextWithALink() {
  const dir = 'bench/bare-next-walk';
  rmSync(dir, { recursive: true, force: true });
  cpSync('bench/bare-next', dir, { recursive: true, filter: (path) => !/[/\\](out|\.next)$/.test(path) });
  writeFileSync(
    join(dir, 'app/page.tsx'),
    "import Link from 'next/link';\n\nexport default function Page() {\n  return <main><h1>Bare Next.js export</h1><p><Link href=\"/next/\">The next page</Link></p></main>;\n}\n",
  );
  mkdirSync(join(dir, 'app/next'));
  writeFileSync(join(dir, 'app/next/page.tsx'), 'export default function Next() {\n  return <main><h1>The next page</h1><p>Changed in place.</p></main>;\n}\n');
  execSync('npx next build', { cwd: dir, stdio: 'inherit', env: { ...process.env, EXPORT_DIR: '' } });
  return join(dir, 'out');
}

const { tls, trustFlag } = localCertificate();
const sites = {
  'with the rules (moderate)': { root: OWNER_EXPORT, walk: WALK },
  'eager': { root: withRules(OWNER_EXPORT, (rules) => rules.replaceAll('"moderate"', '"eager"')), walk: WALK },
  'without': { root: withRules(OWNER_EXPORT, () => ''), walk: WALK },
  'bare Next export': { root: bareNextWithALink(), base: basePath, walk: [['the bare export’s Link (client-side)', 'main a']] },
};
const browserPath = requireChromium(fullChromiumPath);
const results = {};
try {
  for (let round = 0; round < RUNS; round++) {
    for (const [name, { root, base = '', walk }] of Object.entries(sites)) {
      const { server } = await listenAsPages({ root, basePath: base, tls, port: await freePort() });
      const { proxy, port } = await throttled(server.address().port);
      // The window's own size, not an emulated one: a prerendered page is laid out in the window, not in its opener's
      // emulation. Every page at the phone's processor: Puppeteer gives a prerendering page its opener's emulation.
      const browser = await puppeteer.launch({ executablePath: browserPath, args: [...chromiumFlags, trustFlag, '--window-size=1280,800'], headless: true, defaultViewport: null });
      try {
        const [first] = await browser.pages();
        await first.emulateCPUThrottling(PHONE.slowdown);
        await first.goto(`https://127.0.0.1:${port}${base}/`, { waitUntil: 'load' });
        for (const [step, ...selectors] of walk) {
          await new Promise((resolve) => setTimeout(resolve, READ_MS));
          // Each click from a connection of its own, whose page is the tab as it is now (a prerendered page activated
          // in its place included); its emulation reaches a page it prerenders.
          const connection = await puppeteer.connect({ browserWSEndpoint: browser.wsEndpoint(), defaultViewport: null });
          try {
            const page = (await connection.pages()).find((open) => open.url().startsWith('https:'));
            await page.emulateCPUThrottling(PHONE.slowdown);
            for (const [i, selector] of selectors.entries()) {
              // What opens the way to the link (the language button) is clicked, not timed.
              if (i < selectors.length - 1) {
                await (await shownOn(page, selector)).click();
                continue;
              }
              const figure = await click(connection, page, selector);
              if (process.env.DEBUG) console.error(name, step, selector, JSON.stringify(figure));
              ((results[step] ??= {})[name] ??= []).push(figure);
            }
          } finally {
            await connection.disconnect();
          }
        }
      } finally {
        await browser.close();
        proxy.close();
        server.close();
      }
    }
  }
} finally {
  for (const { root } of [sites.eager, sites.without]) rmSync(root, { recursive: true, force: true });
  rmSync('bench/bare-next-walk', { recursive: true, force: true });
}
console.log(`| click | ${Object.keys(sites).join(' | ')} |`);
console.log(`|---|${Object.keys(sites).map(() => '---').join('|')}|`);
for (const [step, by] of Object.entries(results)) {
  const cell = (figures) => (figures ? `${Math.round(median(figures.map(({ ms }) => ms)))} ms (${[...new Set(figures.map(({ how }) => how))].join(', ')})` : '—');
  console.log(`| ${step} | ${Object.keys(sites).map((name) => cell(by[name])).join(' | ')} |`);
}
