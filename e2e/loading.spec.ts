import { gzipSync } from 'node:zlib';
import { deferredScripts } from '../scripts/build/passes/defer-scripts.mjs';
import { kindOfFile, traitsOf } from '../lib/pages/pageKinds.mjs';
import { withoutScripts } from '../bench/verdict.mjs';
import { A_PAGE_A_KIND, expect, EXPORTED_PAGES, inExport, NOT_FOUND, ORIGIN, PAGES, sitePage, test } from './support';
import { required } from '../lib/required';

// As a new visitor loads the site: the background starting and playing.
test.use({ backgroundPaused: false });

// scripts/build/passes/defer-scripts.mjs: the HTML asks for no JavaScript up front; Next's runtime is fetched once the page has
// loaded (or at the first interaction), and the page then works as a client-side app.
for (const target of PAGES) {
  test(`${target.name}: no script is requested by the HTML itself, and the page still hydrates`, async ({ page, request }) => {
    const html = await (await request.get(`${ORIGIN}${target.path}`)).text();
    // Only the legacy polyfill remains, which modern browsers skip (noModule).
    expect(html.match(/<script[^>]*\bsrc=[^>]*>/g)).toEqual([expect.stringContaining('noModule')]);
    expect(html).not.toMatch(/<link[^>]+as="script"/);

    await page.goto(target.path);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const next = sitePage(target.name === 'about' ? 'contact' : 'about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: next.nav, exact: true }).click();
    await expect(page).toHaveURL(`${ORIGIN}${next.path}`);
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });
}

// Chromium compiles a file marked so on a background thread as it arrives, rather than each function on the main
// thread when hydration first calls it (the one long task of a page's start). scripts/build/passes/defer-scripts.mjs marks them.
test('the scripts a page runs as it starts are marked for eager compilation', async ({ request }) => {
  for (const target of PAGES) {
    const html = await (await request.get(`${ORIGIN}${target.path}`)).text();
    const sources: string[] = deferredScripts(html).runtime;
    expect(sources.length, `${target.path} starts no script`).toBeGreaterThan(0);
    for (const source of sources) {
      const script = await (await request.get(new URL(source, ORIGIN).href)).text();
      expect(script.startsWith('//# allFunctionsCalledOnLoad\n'), `${source} (${target.path}) is marked`).toBe(true);
    }
  }
});

// The runtime must not compete with a page's largest paint: it is requested only once that has painted (the picture
// at high priority, on a page with one), since its evaluation would otherwise hold that paint back, on the phone
// Lighthouse's mobile runs emulate (412 × 823 px at 1.75 ×), three loads a page.
test('on a phone, Next’s runtime is requested only after the page’s largest content has painted', async ({ browser, request }) => {
  // Three loads a page, each in a context of its own: a budget a load, not one for the whole loop, which a slow or
  // busy machine ran past (30 s for 18 loads).
  test.setTimeout(A_PAGE_A_KIND.length * 3 * 5_000);
  // The pages whose kind always has a first picture (lib/pages/pageKinds.mjs), which the build preloads.
  const withPicture = PAGES.filter(({ path }) => traitsOf(required(kindOfFile(`${inExport(path)}index.html`))).firstPicture === 'always');
  expect(withPicture.length).toBeGreaterThan(0);
  for (const target of withPicture) expect(await (await request.get(`${ORIGIN}${target.path}`)).text()).toMatch(/<img [^>]*fetchPriority="high"/);
  for (const target of A_PAGE_A_KIND) {
    const picture = /<img [^>]*fetchPriority="high"/.test(await (await request.get(`${ORIGIN}${target.path}`)).text());
    for (let load = 0; load < 3; load++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const painted: { time: number; picture: boolean }[] = [];
        Object.assign(window, { __painted: painted });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LargestContentfulPaint[]) {
            painted.push({ time: entry.renderTime || entry.startTime, picture: entry.element?.getAttribute('fetchpriority') === 'high' });
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(target.path, { waitUntil: 'load' });
      const runtimeRequested = () => page.evaluate(() => performance.getEntriesByType('resource').find((entry) => entry.name.includes('/_next/static/chunks/'))?.startTime);
      await expect.poll(runtimeRequested).toBeDefined();
      const painted = await page.evaluate(() => (window as unknown as { __painted: { time: number; picture: boolean }[] }).__painted);
      // Its picture, on a page with one; else its largest content of the first frame that painted any.
      const largest = picture ? painted.find((entry) => entry.picture) : painted[0];
      expect(largest, `${target.path}: its largest content${picture ? ', its first picture,' : ''} painted`).toBeDefined();
      expect(await runtimeRequested(), `${target.path}: the runtime requested after its largest content painted`).toBeGreaterThan(required(largest).time);
      await context.close();
    }
  }
});

/** Round trips a new connection takes to bring `bytes`: TCP's first window is 10 segments of 1,460 bytes, doubling each trip. */
const roundTrips = (bytes: number) => Math.ceil(Math.log2(bytes / (10 * 1460) + 1));

// A page's scripts all come after its first paint (the runtime and its RSC payload in files of their own), so the HTML
// a phone waits for before painting must arrive in as few round trips as the same page without scripts: past TCP's
// first window, one more round trip of a slow network (150 ms in Lighthouse's mobile run) comes before the first paint.
test('every page’s HTML arrives in as many round trips as the same page without scripts', async ({ request }) => {
  for (const target of [...EXPORTED_PAGES, NOT_FOUND]) {
    const response = await request.get(`${ORIGIN}${target.path}`, { headers: { 'accept-encoding': 'gzip' } });
    const html = await response.text();
    // As served: gzipped as the server does (zlib's default level), with its response headers.
    const headers = response.headersArray().reduce((sum, { name, value }) => sum + name.length + value.length + 4, 0);
    const served = (text: string) => gzipSync(text).length + headers;
    expect(roundTrips(served(html)), `${target.path}: ${served(html)} bytes, its floor ${served(withoutScripts(html))}`).toBe(roundTrips(served(withoutScripts(html))));
  }
});
