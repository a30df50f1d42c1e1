// npm run bench:clicks: a reader's walk through the second owner's site by clicks (out-owner/, built first by
// `node scripts/test/run-suite.mjs exports`), on a desktop and on a phone (PROFILES), each click timed from the press
// to the next page's largest content painted (for a change Next makes in place, the frame after its address changes):
// on the desktop a hover of HOVER_MS (300 ms unless set), then the press; on the phone, which has no hover, a tap.
// Each walk with the speculation rules at each eagerness (EAGERNESS), with none, and the bare Next export's own change,
// RUNS walks (5 unless set) of each in turn; a walk that loses the page shown fails the bench. Prints a table per
// profile (median and range per click) and what the phone fetched while on the blog, before its tap. With DEBUG,
// each click as measured. The figures go to docs/performance.md ("What a click costs").
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

const RUNS = Number(process.env.RUNS ?? 5);
const HOVER_MS = Number(process.env.HOVER_MS ?? 300);
/** A finger's tap, from touching the screen to leaving it. */
const TAP_MS = 80;
/** How long the reader reads each page before the next click: its scripts have run by then. */
const READ_MS = 2_000;
const mbps = (megabits) => (megabits * 1_000_000) / 8 / 1000;
/** The two readers: the network and processor each clicks on, and its window. */
const PROFILES = {
  desktop: { slowdown: 1, roundTripMs: 40, downBytesPerMs: mbps(10), upBytesPerMs: mbps(10), window: '1280,800' },
  phone: { slowdown: 4, roundTripMs: 150, downBytesPerMs: mbps(1.6), upBytesPerMs: mbps(0.75), window: '412,915', tap: true },
};
/** The rules' eagerness compared, prerender's then prefetch's. */
const EAGERNESS = [
  ['moderate', 'moderate'],
  ['eager', 'eager'],
  ['moderate', 'eager'],
];

/** The walk: what the reader clicks on each page, in order (CSS, the first shown match that leads elsewhere). */
const link = (kind, params) => `a[href="${slashed(addressOf(kind, params))}"]`;
const post = `main a[data-whole-page][href^="${slashed(addressOf('blog'))}"]:not([href*="/tags/"]):not([href*="/page/"])`;
const WALK = [
  ['Projects', `header ${link('projects')}`],
  ['a project', `main a[href^="${slashed(addressOf('projects'))}"]:not(${link('projects')})`],
  ['the blog', `header ${link('blog')}`],
  ['a post', post],
  ['a related post', post],
  ['a tag', `main a[data-whole-page][href^="${slashed(addressOf('tags'))}"]`],
  ['the tag’s page 2', 'main a[data-whole-page][href$="/page/2/"]'],
  ['another language', 'header a[hreflang="de"]'],
];
/** The click on the blog whose page view's data cost the tables state (a phone's is the figure). */
const ON_THE_BLOG = 'a post';

/**
 * A copy of the export with each page's speculation rules replaced by `rules` ('' takes them out), their hash in the
 * page's policy changed with them: the same site, its links speculated otherwise or not at all.
 */
function withRules(root, rules) {
  const copy = mkdtempSync(join(tmpdir(), 'bench-clicks-'));
  cpSync(root, copy, { recursive: true });
  for (const file of filesOf(copy).filter((name) => name.endsWith('.html'))) {
    const html = readFileSync(join(copy, file), 'utf8');
    const shipped = RULES.exec(html);
    if (!shipped) continue;
    writeFileSync(join(copy, file), html.replace(shipped[0], rules ? `<script type="speculationrules"${shipped[1]}>${rules}</script>` : '').replace(sha256(shipped[2]), rules ? sha256(rules) : ''));
  }
  return copy;
}
const RULES = /<script type="speculationrules"([^>]*)>([^<]*)<\/script>/;

/**
 * A TCP proxy to `port` that holds every byte back as the profile's network would, each way: half a round trip, then
 * the link's rate; it counts the bytes it sends down. Each direction is one queue, released in order (a TLS stream's
 * bytes must never pass each other).
 */
async function throttled(port, profile) {
  const [up, down] = [{ bytes: 0 }, { bytes: 0 }];
  const pace = (from, to, bytesPerMs, sent) => {
    const queue = [];
    let free = 0;
    let timer;
    const drain = () => {
      timer = undefined;
      while (queue.length && queue[0].at <= Date.now()) {
        const { chunk } = queue.shift();
        if (chunk) to.write(chunk, () => (sent.bytes += chunk.length));
        else to.end();
      }
      if (queue.length) timer = setTimeout(drain, Math.max(0, queue[0].at - Date.now()));
    };
    const hold = (item) => {
      queue.push(item);
      if (timer === undefined) timer = setTimeout(drain, Math.max(0, queue[0].at - Date.now()));
    };
    from.on('data', (chunk) => {
      free = Math.max(Date.now() + profile.roundTripMs / 2, free) + chunk.length / bytesPerMs;
      hold({ chunk, at: free });
    });
    from.on('end', () => hold({ chunk: null, at: Math.max(free, Date.now() + profile.roundTripMs / 2) }));
    from.on('error', () => to.destroy());
  };
  const proxy = createServer((client) => {
    const server = createConnection(port, '127.0.0.1');
    pace(client, server, profile.upBytesPerMs, up);
    pace(server, client, profile.downBytesPerMs, down);
  });
  const proxyPort = await freePort();
  await new Promise((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
  return { proxy, port: proxyPort, down };
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const isShown = (element) => element.boundingBox().then(Boolean);

/**
 * The first element `selector` matches that is shown; where none is, the one in a popover (the menu, the list of
 * languages), opened first by its shown button as the reader would: a click, or on the phone a tap.
 */
async function reveal(page, selector, profile) {
  for (const candidate of await page.$$(selector)) if (await isShown(candidate)) return candidate;
  const opener = await page.evaluateHandle((matching) => {
    const popovers = [...document.querySelectorAll(matching)].flatMap((element) => element.closest('[popover]') ?? []);
    return popovers.flatMap(({ id }) => [...document.querySelectorAll(`[popovertarget="${id}"]`)]).find((button) => button.getClientRects().length);
  }, selector);
  if (!opener.asElement()) throw new Error(`${selector}: nothing shown on ${page.url()}`);
  await (profile.tap ? opener.tap() : opener.click());
  for (const candidate of await page.$$(selector)) if (await isShown(candidate)) return candidate;
  throw new Error(`${selector}: not shown on ${page.url()} once its popover was opened`);
}

/**
 * The press, as the reader makes it (trusted input, which the browser's speculation answers): a hover then the mouse's
 * press and release, or a tap, calling `onDown` as it goes down. Returns when, in the page's clock, it went down.
 */
async function press(page, element, profile, onDown) {
  const down = new Promise((resolve) => {
    const heard = (message) => {
      if (!message.text().startsWith('pressed ')) return;
      page.off('console', heard);
      resolve(Number(message.text().slice(8)));
    };
    page.on('console', heard);
  });
  await page.evaluate(() => addEventListener('pointerdown', (event) => console.debug(`pressed ${performance.timeOrigin + event.timeStamp}`), { once: true, capture: true }));
  if (!profile.tap) await element.hover().then(() => pause(HOVER_MS));
  onDown();
  if (profile.tap) await element.touchStart().then((touch) => pause(TAP_MS).then(() => touch.end()));
  else await page.mouse.down().then(() => page.mouse.up());
  return down;
}

/** The page shown after the press, from the browser's own list of targets, and the figure of its arrival. */
async function arrival(browser, pressedAt, [left, leftOrigin]) {
  // The same document changed in place, a new one, or a prerendered one activated in the tab's place, which
  // Puppeteer's page does not always follow.
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
  const origin = new URL(left).origin;
  let shown;
  for (const started = Date.now(); !shown; await pause(20)) {
    if (Date.now() - started > 60_000) throw new Error(`no page shown a minute after the press on ${left}`);
    for (const { type, subtype, url, targetId } of (await session.send('Target.getTargets')).targetInfos) {
      if (type !== 'page' || subtype || url === left || !url.startsWith(origin)) continue;
      if (await ask(targetId, `!document.prerendering && document.readyState !== 'loading'`).catch(() => false)) shown = targetId;
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
        const paint = Math.max(list.getEntries().at(-1).startTime, navigation.activationStart ?? 0);
        resolve({ ms: performance.timeOrigin + paint - pressed, how: navigation.activationStart > 0 ? 'prerendered' : 'loaded', responseEnded: Math.round(performance.timeOrigin + navigation.responseEnd - pressed) });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
  try {
    return await ask(shown, `(${figure})(${pressedAt}, ${leftOrigin})`);
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
  writeFileSync(join(dir, 'app/page.tsx'), 'import Link from \'next/link\';\n\nexport default function Page() {\n  return <main><h1>Bare Next.js export</h1><p><Link href="/next/">The next page</Link></p></main>;\n}\n');
  mkdirSync(join(dir, 'app/next'));
  writeFileSync(join(dir, 'app/next/page.tsx'), 'export default function Next() {\n  return <main><h1>The next page</h1><p>Changed in place.</p></main>;\n}\n');
  execSync('npx next build', { cwd: dir, stdio: ['ignore', 2, 2], env: { ...process.env, EXPORT_DIR: '' } });
  return join(dir, 'out');
}

/** One walk of `walk` through the site at `root` on `profile`: each click's figure, and the KB fetched before its press. */
async function walkThrough({ root, base = '', walk }, profile, browserPath, { tls, trustFlag }) {
  const { server } = await listenAsPages({ root, basePath: base, tls, port: await freePort() });
  const { proxy, port, down } = await throttled(server.address().port, profile);
  const browser = await puppeteer.launch({ executablePath: browserPath, args: [...chromiumFlags, trustFlag, `--window-size=${profile.window}`], headless: true, defaultViewport: null });
  const figures = {};
  try {
    const [first] = await browser.pages();
    await first.emulateCPUThrottling(profile.slowdown);
    await first.goto(`https://127.0.0.1:${port}${base}/`, { waitUntil: 'load' });
    let arrived = down.bytes;
    for (const [step, selector] of walk) {
      await pause(READ_MS);
      // Each click from a connection of its own, whose page is the tab as it is now (a prerendered page activated in
      // its place included); the processor's slowdown reaches a page it prerenders.
      const connection = await puppeteer.connect({ browserWSEndpoint: browser.wsEndpoint(), defaultViewport: null });
      try {
        const page = (await connection.pages()).find((open) => open.url().startsWith('https:'));
        await page.emulateCPUThrottling(profile.slowdown);
        const element = await reveal(page, selector, profile);
        const left = await page.evaluate(() => [location.href, performance.timeOrigin]);
        let fetchedKB;
        const pressedAt = await press(page, element, profile, () => (fetchedKB = (down.bytes - arrived) / 1000));
        const figure = { ...(await arrival(connection, pressedAt, left)), fetchedKB };
        arrived = down.bytes;
        if (process.env.DEBUG) console.error(step, JSON.stringify(figure));
        figures[step] = figure;
      } finally {
        await connection.disconnect();
      }
    }
  } finally {
    await browser.close();
    proxy.close();
    server.close();
  }
  return figures;
}

const certificate = localCertificate();
const shippedRules = RULES.exec(readFileSync(join(OWNER_EXPORT, 'index.html'), 'utf8'))?.[2];
if (!shippedRules) throw new Error(`${OWNER_EXPORT}/index.html has no speculation rules: build the second owner's site first`);
const sites = Object.fromEntries(
  EAGERNESS.map(([prerender, prefetch]) => {
    const rules = JSON.parse(shippedRules);
    for (const [action, eagerness] of [
      ['prerender', prerender],
      ['prefetch', prefetch],
    ])
      for (const rule of rules[action]) rule.eagerness = eagerness;
    const text = JSON.stringify(rules);
    const name = `prerender ${prerender}, prefetch ${prefetch}${text === shippedRules ? ' (shipped)' : ''}`;
    return [name, { root: text === shippedRules ? OWNER_EXPORT : withRules(OWNER_EXPORT, text), walk: WALK }];
  }),
);
sites['rules off'] = { root: withRules(OWNER_EXPORT, ''), walk: WALK };
sites['bare Next export'] = { root: bareNextWithALink(), base: basePath, walk: [['the bare export’s Link (client-side)', 'main a']] };
const browserPath = requireChromium(fullChromiumPath);
const results = Object.fromEntries(Object.keys(PROFILES).map((profileName) => [profileName, {}]));
try {
  for (let round = 0; round < RUNS; round++) {
    for (const [profileName, profile] of Object.entries(PROFILES)) {
      for (const [name, site] of Object.entries(sites)) {
        for (const [step, figure] of Object.entries(await walkThrough(site, profile, browserPath, certificate))) {
          const walked = results[profileName];
          walked[step] = { ...walked[step], [name]: [...(walked[step]?.[name] ?? []), figure] };
        }
      }
    }
    console.error(`walk ${round + 1} of ${RUNS}: every page shown`);
  }
} finally {
  for (const { root } of Object.values(sites)) if (root !== OWNER_EXPORT) rmSync(root, { recursive: true, force: true });
  rmSync('bench/bare-next-walk', { recursive: true, force: true });
}
const names = Object.keys(sites);
const range = (values) => `${Math.round(median(values))} (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;
for (const [profileName, { slowdown, roundTripMs, downBytesPerMs }] of Object.entries(PROFILES)) {
  console.log(`\n${profileName}: CPU ${slowdown}, ${roundTripMs} ms round trips, ${(downBytesPerMs * 8) / 1000} Mbps; ms from the press to the paint, median (range) of ${RUNS}\n`);
  console.log(`| click | ${names.join(' | ')} |\n|---|${names.map(() => '---').join('|')}|`);
  const by = results[profileName];
  const cell = (figures) => (figures ? `${range(figures.map(({ ms }) => ms))} ${[...new Set(figures.map(({ how }) => how))].join(', ')}` : '');
  for (const [step, figures] of Object.entries(by)) console.log(`| ${step} | ${names.map((name) => cell(figures[name])).join(' | ')} |`);
  console.log(`| KB fetched on the blog before the press | ${names.map((name) => (by[ON_THE_BLOG][name] ? range(by[ON_THE_BLOG][name].map(({ fetchedKB }) => fetchedKB)) : '')).join(' | ')} |`);
}
