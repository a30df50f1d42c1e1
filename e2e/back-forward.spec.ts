// Every click lands at once, back too: the back button restores the page the reader left from the back/forward cache,
// whole, as they left it. Anything that made a page ineligible (an unload handler, a connection left open, a
// Cache-Control: no-store) fails here, with the reasons the browser gives.
import { A_PAGE_A_KIND, CHROMIUM_ARGS, expect, FULL_CHROMIUM_PATH, site, test } from './support';
import { required } from '../lib/required';

// Playwright turns the back/forward cache off by default, and the headless shell has none: a visitor's browser has it.
test.use({ launchOptions: { executablePath: FULL_CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

const kinds = A_PAGE_A_KIND.filter((page) => 'language' in page && page.language === site.languages[0]);
test(`restores each kind of page from the back/forward cache (${kinds.length} kinds)`, async ({ page }) => {
  test.setTimeout(kinds.length * 10_000);
  await page.addInitScript(() =>
    addEventListener('pageshow', (event) => {
      if ((event as PageTransitionEvent).persisted) (window as { restored?: boolean }).restored = true;
    }),
  );
  const elsewhere = required(kinds.find(({ path }) => path !== kinds[0].path));
  for (const target of kinds) {
    await page.goto(target.path);
    await page.goto(target === elsewhere ? kinds[0].path : elsewhere.path);
    // A page restored from the cache fires no load event: the restored document is what is waited for.
    await page.goBack({ waitUntil: 'commit' });
    const restored = () => page.evaluate(() => (window as { restored?: boolean }).restored === true).catch(() => false);
    await expect
      .poll(restored, { timeout: 5_000 })
      .toBe(true)
      .catch(async () => {
        const reasons = await page.evaluate(() => JSON.stringify((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown }).notRestoredReasons ?? null));
        expect.soft(false, `${target.path}, not restored: ${reasons}`).toBe(true);
      });
  }
});
