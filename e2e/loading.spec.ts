import { PAGES_WITHOUT_FIRST_PICTURE } from '../scripts/build/passes/preload-first-picture.mjs';
import { BASE, expect, ORIGIN, PAGES, sitePage, test } from './support';

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
    const sources: string[] = JSON.parse(html.match(/var s=(\[[^\]]*\])/)?.[1] ?? '[]');
    expect(sources.length, `${target.path} starts no script`).toBeGreaterThan(0);
    for (const source of sources) {
      const script = await (await request.get(new URL(source, ORIGIN).href)).text();
      expect(script.startsWith('//# allFunctionsCalledOnLoad\n'), `${source} (${target.path}) is marked`).toBe(true);
    }
  }
});

// The runtime must not compete with a page's largest picture: it is requested only once the picture at high priority
// has painted (its evaluation would otherwise hold that paint back), on the phone Lighthouse's mobile runs emulate
// (412 × 823 px at 1.75 ×), three loads a page.
test('on a phone, Next’s runtime is requested only after the first picture has painted', async ({ browser, request }) => {
  // The pages the build finished with a first picture: all but those it lists as having none.
  const withPicture = PAGES.filter(({ path }) => !PAGES_WITHOUT_FIRST_PICTURE.includes(`${path.slice(BASE.length + 1)}index.html`)).map((target) => ({ target }));
  expect(withPicture.length).toBeGreaterThan(0);
  for (const { target } of withPicture) expect(await (await request.get(`${ORIGIN}${target.path}`)).text()).toMatch(/<img [^>]*fetchPriority="high"/);
  for (const { target } of withPicture) {
    for (let load = 0; load < 3; load++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.addInitScript(() => {
        const painted: number[] = [];
        Object.assign(window, { __picturePainted: painted });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as LargestContentfulPaint[]) {
            if (entry.element?.getAttribute('fetchpriority') === 'high') painted.push(entry.renderTime || entry.startTime);
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      });
      await page.goto(target.path, { waitUntil: 'load' });
      const runtimeRequested = () =>
        page.evaluate(() => performance.getEntriesByType('resource').find((entry) => entry.name.includes('/_next/static/chunks/'))?.startTime);
      await expect.poll(runtimeRequested).toBeDefined();
      const painted = await page.evaluate(() => (window as unknown as { __picturePainted: number[] }).__picturePainted[0]);
      expect(painted, `${target.path}: its first picture painted`).toBeDefined();
      expect(await runtimeRequested(), `${target.path}: the runtime requested after its first picture painted`).toBeGreaterThan(painted);
      await context.close();
    }
  }
});
