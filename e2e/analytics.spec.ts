import type { APIRequestContext, Page } from '@playwright/test';
import { SETTLE_MS, trackerOf } from '../lib/analytics/providers';
import { SHIPPED_WORDS } from '../lib/i18n/words';
import { thirdPartyOrigins } from '../lib/thirdParties';
import { THIRD_PARTY_STAND_IN } from '../scripts/test/test-exports.mjs';
import { expect, ORIGIN, servedPath, site, sitePage, standInHits, test, visitorAgent } from './support';
import { nothingHappensFor } from './waits';
import { required } from '../lib/required';

// The analytics the owner chose (content/site.ts): the second owner's, a GoatCounter the suite's stand-in plays
// (scripts/test/third-party-stand-in.mjs), which records each page view it is sent. The shipped content chooses none.
// Each test is a visitor of its own, told apart at the stand-in by their user agent. The policy each page allows it
// under is checked on every page, in both runs (every-page.spec.ts, expectStrictPolicy).
const { analytics } = thirdPartyOrigins(site);
const words = SHIPPED_WORDS.en;

/** The paths the stand-in counted for a visitor, in order. */
const counted = async (request: APIRequestContext, userAgent: string) => (await standInHits(request, userAgent)).filter((hit) => hit.provider !== 'giscus').map((hit) => hit.path);

const navLink = (page: Page, name: 'about' | 'projects' | 'contact') => page.getByRole('navigation', { name: words.mainNavigation }).getByRole('link', { name: sitePage(name).nav, exact: true });

test.describe('none chosen', () => {
  test.skip(Boolean(analytics), 'the content chooses analytics');
  test('no page asks anything of any other origin, as a visitor moves through the site', async ({ page }) => {
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(`${ORIGIN}/`) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    await page.goto(servedPath('/'));
    for (const name of ['about', 'projects'] as const) {
      await navLink(page, name).click();
      await expect(navLink(page, name)).toHaveAttribute('aria-current', 'page');
    }
    expect(elsewhere).toEqual([]);
  });
});

test.describe('chosen', () => {
  test.skip(!analytics, 'the content chooses no analytics');
  const tracker = analytics ? trackerOf(required(site.analytics)) : undefined;

  test.describe('a visitor', () => {
    const userAgent = visitorAgent('counted');
    test.use({ userAgent });
    test('each page view counts once, after the page has painted and loaded, client-side page changes included; no cookie', async ({ page, request, context }) => {
      expect(analytics, 'the second owner’s analytics are the suite’s stand-in').toBe(THIRD_PARTY_STAND_IN);
      await page.goto(servedPath('/About'));
      await expect.poll(() => counted(request, userAgent)).toEqual([servedPath('/About')]);
      const timing = await page.evaluate((src) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return {
          loaded: navigation.loadEventEnd,
          painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          fetched: performance.getEntriesByName(src)[0]?.startTime,
        };
      }, required(tracker).src);
      expect(timing.fetched, 'the provider’s script is fetched after the load event').toBeGreaterThan(timing.loaded);
      expect(timing.fetched, 'and after the first paint').toBeGreaterThan(timing.painted);
      // Pages the site shows without a reload, and back: each once, in order (a page counted twice would show before
      // the next one's count arrives).
      await navLink(page, 'projects').click();
      await expect.poll(() => counted(request, userAgent)).toEqual([servedPath('/About'), servedPath('/Projects')]);
      await navLink(page, 'contact').click();
      await expect.poll(() => counted(request, userAgent)).toEqual([servedPath('/About'), servedPath('/Projects'), servedPath('/Contact-me')]);
      await page.goBack();
      await expect(navLink(page, 'projects')).toHaveAttribute('aria-current', 'page');
      await expect.poll(() => counted(request, userAgent)).toEqual([servedPath('/About'), servedPath('/Projects'), servedPath('/Contact-me'), servedPath('/Projects')]);
      expect(await page.locator(`script[src="${required(tracker).src}"]`).count(), 'the script is added once').toBe(1);
      expect(await context.cookies()).toEqual([]);
      expect(await page.evaluate(() => document.cookie)).toBe('');
    });
  });

  for (const [refusal, pretend] of [
    ['Global Privacy Control', () => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true })],
    ['Do Not Track', () => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' })],
  ] as const) {
    test.describe(`a visitor whose browser sends ${refusal}`, () => {
      const userAgent = visitorAgent(refusal.replace(/ /g, '-'));
      test.use({ userAgent });
      test('loads nothing of the analytics and sends nothing, on any page', async ({ page, request }) => {
        await page.addInitScript(pretend);
        await page.goto(servedPath('/About'));
        await navLink(page, 'projects').click();
        await expect(navLink(page, 'projects')).toHaveAttribute('aria-current', 'page');
        // Past the moment the script would have been added: the settling time after the load event, then an idle moment.
        await nothingHappensFor(SETTLE_MS, 'the analytics script added after the load event');
        await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
        expect(await page.locator(`script[src="${required(tracker).src}"]`).count()).toBe(0);
        expect(await counted(request, userAgent)).toEqual([]);
      });
    });
  }
});
