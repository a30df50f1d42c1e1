// Every click lands at once (lib/prerender.ts): a link that loads its page whole is prerendered on the reader's intent,
// under each page's own strict policy, and counted only once it is shown (the back button: back-forward.spec.ts).
// The prerendering is driven by Puppeteer: Playwright attaches to a page in a way that turns
// Chromium's prerendering off for it ("PrerenderingDisabledByDevTools"), where Puppeteer attaches through the tab.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import puppeteer, { type Browser, type HTTPRequest } from 'puppeteer-core';
import { SETTLE_MS } from '../lib/analytics/providers';
import { thirdPartyOrigins } from '../lib/thirdParties';
import { BASE, CHROMIUM_ARGS, CHROMIUM_PATH, EXPORTED_PAGES, expect, ORIGIN, OUT_DIR, site, standInHits, test, visitorAgent } from './support';
import { nothingHappensFor } from './waits';
import { required } from '../lib/required';

const htmlOf = (path: string) => readFileSync(join(OUT_DIR, path.slice(BASE.length), 'index.html'), 'utf8');
const RULES = '<script type="speculationrules"';
const WHOLE_PAGE_LINK = /<a [^>]*data-whole-page/;
const pages = EXPORTED_PAGES.map((page) => ({ ...page, html: htmlOf(page.path) }));
const withRules = pages.filter(({ html }) => html.includes(RULES));

test('every page with a link that loads its page whole carries the speculation rules; a site with none carries none', () => {
  expect(pages.filter(({ html }) => WHOLE_PAGE_LINK.test(html) && !html.includes(RULES)).map(({ path }) => path)).toEqual([]);
  if (!pages.some(({ html }) => WHOLE_PAGE_LINK.test(html))) expect(withRules.map(({ path }) => path)).toEqual([]);
});

test.describe('prerendered on the reader’s intent', () => {
  const blog = pages.find(({ kind, language }) => kind === '/Blog' && language === site.languages[0]);
  test.skip(!blog || !withRules.length, 'the site has no blog: no post link to prerender');
  const { analytics } = thirdPartyOrigins(site);
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: 'shell' });
  });
  test.afterAll(async () => browser?.close());

  test('a post hovered on the blog is prerendered, and shown on the click without its page fetched again, within both pages’ policies; counted once, only then, and a post prerendered but never shown not at all', async ({ request }) => {
    // A visitor of this run's own, told apart at the stand-in.
    const userAgent = visitorAgent(`prerendered-${test.info().repeatEachIndex}-${test.info().retry}`);
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await page.setUserAgent({ userAgent });
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(String(error)));
    const documents: HTTPRequest[] = [];
    page.on('request', (sent) => sent.resourceType() === 'document' && documents.push(sent));
    const speculated = (href: string) => documents.some((sent) => sent.url() === href && /prerender/.test(sent.headers()['sec-purpose'] ?? ''));

    await page.goto(`${ORIGIN}${required(blog).path}`);
    // The blog counted first, as a reader who stays a moment is (its count waits for the page to settle).
    const views = async () => (await standInHits(request, userAgent)).filter((hit) => hit.provider !== 'giscus');
    if (analytics) await expect.poll(async () => (await views()).map(({ path }) => path), 'the blog counted').toEqual([required(blog).path]);
    // Posts' links: not a tag's, not a list's later page.
    const links = await page.$$eval('main a[data-whole-page][href*="/Blog/"]:not([href*="/tags/"]):not([href*="/page/"])', (found) => found.map((link) => (link as HTMLAnchorElement).href));
    const [shown, unshown] = [...new Set(links)];
    expect(unshown, 'the blog links at least two posts').toBeDefined();

    // A post hovered and left: prerendered, never shown.
    await page.hover(`main a[href="${new URL(unshown).pathname}"]`);
    await expect.poll(() => speculated(unshown), 'the hovered post is prerendered').toBe(true);
    await page.mouse.move(0, 0);

    // The one the reader clicks: shown from its prerender, its page not fetched again.
    await page.hover(`main a[href="${new URL(shown).pathname}"]`);
    await expect.poll(() => speculated(shown), 'the hovered post is prerendered').toBe(true);
    const fetched = documents.length;
    await page.click(`main a[href="${new URL(shown).pathname}"]`);
    // The prerendered page takes the tab's place as a target of its own, which Puppeteer's page does not always follow:
    // it is found among the browser's targets, and asked directly.
    const session = await browser.target().createCDPSession();
    const shownTarget = async () => (await session.send('Target.getTargets')).targetInfos.find((info) => info.type === 'page' && info.url === shown);
    await expect.poll(async () => Boolean(await shownTarget()), 'the post is shown').toBe(true);
    const { sessionId } = await session.send('Target.attachToTarget', { targetId: required(await shownTarget()).targetId, flatten: true });
    const post = required(required(session.connection()).session(sessionId));
    // What the post logged while it was prerendered and since (a policy's refusal among it), replayed on enabling.
    const logged: string[] = [];
    post.on('Log.entryAdded', ({ entry }) => entry.level === 'error' && logged.push(entry.text));
    await post.send('Log.enable');
    const { result } = await post.send('Runtime.evaluate', {
      returnByValue: true,
      expression: `({ activationStart: performance.getEntriesByType('navigation')[0].activationStart, heading: document.querySelector('h1')?.textContent })`,
    });
    const arrival = result.value as { activationStart: number; heading: string };
    expect(arrival.activationStart, 'the page shown had been prerendered').toBeGreaterThan(0);
    expect(
      documents.slice(fetched).filter((sent) => sent.url() === shown && !sent.headers()['sec-purpose']),
      'its page is not fetched again',
    ).toEqual([]);
    expect(arrival.heading).toBe(required(pages.find(({ path }) => `${ORIGIN}${path}` === shown)).heading);
    // Both pages' policies held, the post's while it was prerendered and after (a refusal is an error logged in the
    // page it is in).
    expect(problems, 'the blog').toEqual([]);
    expect(logged, 'the post').toEqual([]);

    if (analytics) {
      await expect.poll(async () => (await views()).map(({ path }) => path), 'the blog, then the post shown').toEqual([required(blog).path, new URL(shown).pathname]);
      expect((await views())[1].referrer, 'the post was reached from the blog').toBe(`${ORIGIN}${required(blog).path}`);
      // The head script would fetch the provider's script SETTLE_MS after the load event, and at most 2 s of idle later.
      await nothingHappensFor(SETTLE_MS + 3_000, 'a count from the post prerendered but never shown');
      expect((await views()).map(({ path }) => path)).not.toContain(new URL(unshown).pathname);
    }
    await context.close();
  });
});
