import { join } from 'node:path';
import { type APIRequestContext, test as base, expect, type Locator, type Page, type Request } from '@playwright/test';

import type { MainPage } from '../content/fields';
import { MOTION_KEY } from '../lib/particles/particlesPlayback';
import { kindOf, type PageKindName } from '../lib/pages/pageKinds.mjs';
import { thirdPartyOrigins } from '../lib/thirdParties';
import { ALSO_IN_CHROMIUM_SUITE, ANY_CONTENT, E2E_EXPORT, EMAILJS_ENV, EMAILJS_STAND_IN, OWNER_BASE_PATH, OWNER_EXPORT, OWNER_PORT, OWNER_RUN, SITE_URL, THIRD_PARTY_STAND_IN } from '../scripts/test/test-exports.mjs';
import { about, LANGUAGES, projects, site } from './content';
import { aPageAKind, exportedPages } from './exported';
import { required } from '../lib/required';

/**
 * Whether React has committed the page's hydration: the root it hydrates (the document) no longer holds
 * server-rendered markup waiting for it. Read from React's own root, since no event marks the moment.
 */
const HYDRATED = () => {
  const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'));
  const root = key && (document as unknown as Record<string, { stateNode: { current: { memoizedState?: { isDehydrated?: boolean } } } }>)[key];
  return root ? root.stateNode.current.memoizedState?.isDehydrated === false : false;
};

/** Waits until Next's runtime has hydrated the page (HYDRATED): a click from then on is the page's own. */
export const hydrated = (page: Page) => page.waitForFunction(HYDRATED, null, { polling: 50 });

/**
 * The suite's `test`: its `page.goto` returns once the page has loaded and Next's runtime, which the pages fetch
 * only then (scripts/build/passes/defer-scripts.mjs), has hydrated it. A click before that would be a plain link's full page
 * load, not the client-side navigation under test. (The moment itself, not the network quiet after it, which costs
 * half a second a page.) A test that passes its own `waitUntil` gets only that.
 *
 * Its visitor has paused the background with its control, so the choice is stored on every origin the suite
 * opens, and the background loads and draws a still frame: playing, it took a third of the suite's processor
 * time, shared by tests that are not about it. The specs
 * about the background, the loading order and the policy while pages change and the form sends meet it as a new
 * visitor does, playing (`test.use({ backgroundPaused: false })`), as the background's journeys in the three
 * engines do (e2e/engines/journey.ts pauses it for the others). The choice is stored by a script that runs
 * before each document's own: Playwright's `storageState` would open every origin in a page of its own each test.
 */
export const test = base.extend<{ backgroundPaused: boolean }>({
  backgroundPaused: [true, { option: true }],
  context: async ({ context, backgroundPaused }, use) => {
    if (backgroundPaused) {
      await context.addInitScript((key) => {
        try {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, 'paused');
        } catch {
          // A document without storage (about:blank, a file the browser shows itself).
        }
      }, MOTION_KEY);
    }
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, { waitUntil: 'load', ...options });
      if (!options?.waitUntil) await hydrated(page);
      return response;
    };
    await use(page);
  },
});
export { expect };

/** The base path the project ships with (next.config.mjs). */
export const SHIPPED_BASE = '/portfolio';
/** The base path the export under test was built with: the shipped one, or the second owner's (none: the root). */
export const BASE = OWNER_RUN ? OWNER_BASE_PATH : SHIPPED_BASE;
/** The export under test, and where `node scripts/build/serve.mjs` serves it, with GitHub Pages' rules, during the suite. */
export const EXPORT = OWNER_RUN ? OWNER_EXPORT : E2E_EXPORT;
export const PORT = OWNER_RUN ? OWNER_PORT : 4173;
export const ORIGIN = `http://localhost:${PORT}`;
export const HOME_URL = `${ORIGIN}${BASE}/`;

export const OUT_DIR = join(import.meta.dirname, '..', EXPORT);
/** An address below the base path as a path in the export (`/portfolio/About/` → `About/`): where its files are. */
export function inExport(address: string): string {
  if (!address.startsWith(`${BASE}/`)) throw new Error(`${address} is not below the base path ${BASE}`);
  return address.slice(BASE.length + 1);
}
export { ALSO_IN_CHROMIUM_SUITE, ANY_CONTENT, E2E_EXPORT, SITE_URL };

// The system Chromium (its headless shell where installed) and its flags, shared with the project's other browser
// scripts: none is ever downloaded.
export { chromiumFlags as CHROMIUM_ARGS, fullChromiumPath as FULL_CHROMIUM_PATH, requireChromium, testChromiumPath as CHROMIUM_PATH } from '../scripts/test/chromium.mjs';

/**
 * The EmailJS keys the suite builds the site with, so a send reaches the intercepted API (an export without keys
 * fails before any request). BUILD_COMMAND builds the suite's exports, as `npm run test:e2e` does first.
 */
export const EMAILJS = {
  publicKey: EMAILJS_ENV.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  serviceId: EMAILJS_ENV.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  templateId: EMAILJS_ENV.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
};
export const BUILD_COMMAND = 'node scripts/test/run-suite.mjs exports';
/** Where the export under test sends: the stand-in's address in the suite's build, EmailJS's own in the owner's deploy. */
export const EMAILJS_SEND_URL = `${OWNER_RUN ? 'https://api.emailjs.com' : EMAILJS_STAND_IN}/api/v1.0/email/send`;

export { site };

export type SitePage = { name: string; path: string; heading: string };

/** The page's address under the base path, with the trailing slash GitHub Pages gives a folder. */
export const servedPath = (route: MainPage) => `${BASE}${route === '/' ? '/' : `${route}/`}`;

/** Every page of the export under test (e2e/exported.ts), the 404 page aside. */
export const EXPORTED_PAGES = exportedPages(OUT_DIR, BASE, LANGUAGES);

/**
 * The h1 that proves a main page rendered: the specification's four as the content has it, any other main page's
 * (a kind added to the page table) as the export has it.
 */
const HEADINGS: Partial<Record<PageKindName, string>> = { home: site.name, about: about.bio.heading, projects: projects.heading, contact: site.contact.heading };

/** The main pages, in the navbar's order, each named by its kind in the page table, with its navbar label. */
export const PAGES = site.navigation.map(({ href, label }) => {
  const name = required(kindOf(href, LANGUAGES)).kind;
  const path = servedPath(href);
  return { name, heading: HEADINGS[name] ?? required(EXPORTED_PAGES.find((page) => page.path === path)).heading, route: href, path, nav: label };
});
export type NavPage = (typeof PAGES)[number];

export const sitePage = (name: PageKindName) => required(PAGES.find((p) => p.name === name));

/** Each project's own page, in the content's order, with the project it shows. */
export const PROJECT_PAGES = projects.entries.map((project) => ({
  name: `project ${project.slug}`,
  path: `${BASE}/Projects/${project.slug}/`,
  heading: project.title,
  project,
}));

/** What every unknown path shows: the router's default error page, in the 404.html served with status 404. */
export const NOT_FOUND = {
  name: '404',
  path: `${BASE}/no-such-page/`,
  heading: 'Unexpected Application Error!',
  detail: '404 Not Found',
} as const satisfies SitePage & { detail: string };

/** Every page in the site's first language, and its 404 page: what the main run checks one by one. */
export const EVERY_PAGE = [...EXPORTED_PAGES.filter(({ language }) => language === LANGUAGES[0]), NOT_FOUND];

/**
 * A page of each kind in each direction, each other language's Home, and the 404 page: for the loops a second look at
 * a kind would only repeat (the owner run's health checks, the theme's).
 */
export const A_PAGE_A_KIND = [...aPageAKind(EXPORTED_PAGES, LANGUAGES), NOT_FOUND];

/** The pages of the blog (its lists, posts, tags and search) in the first language. */
export const EXPORTED_BLOG_PAGES = EXPORTED_PAGES.filter(({ language, kind }) => language === LANGUAGES[0] && /^\/(Blog|Search)(\/|$)/.test(kind));

/** The page is `expected`, at its canonical (trailing-slash) URL, and rendered. */
export async function expectOn(page: Page, expected: SitePage): Promise<void> {
  await expect(page).toHaveURL(ORIGIN + expected.path);
  await expect(page.getByRole('heading', { level: 1, name: expected.heading, exact: true })).toBeVisible();
}

/** Shows the not-found page's two lines. */
export async function expectNotFound(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND.heading })).toBeVisible();
  await expect(page.getByText(NOT_FOUND.detail, { exact: true })).toBeVisible();
}

/**
 * The navbar's list of the page's other languages, named `label`, as a visitor reaches it: in the row, or (beyond two
 * languages, or in the menu on a narrow screen) in the list a button of the navbar opens, which is pressed here.
 */
export async function languageList(page: Page, label: string): Promise<Locator> {
  const list = page.getByRole('navigation').getByRole('list', { name: label }).first();
  if (await list.isVisible()) return list;
  const opener = await page.evaluate(
    (name) =>
      [...document.querySelectorAll('header nav button[popovertarget]')]
        .find((button) => button.getClientRects().length && document.getElementById(button.getAttribute('popovertarget') ?? '')?.querySelector(`ul[aria-label="${CSS.escape(name)}"]`))
        ?.getAttribute('popovertarget'),
    label,
  );
  if (!opener) throw new Error(`No button of the navbar opens the list "${label}"`);
  await page.locator(`header nav button[popovertarget="${opener}"]`).click();
  return list;
}

/** The image has arrived and decoded: a broken or never-requested one has naturalWidth 0. */
export async function expectLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: `image ${await image.getAttribute('src')} loads`,
    })
    .toBe(true);
}

/** Everything that went wrong, or left the site, while a page was open. */
export type Watched = {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  foreignRequests: string[];
};

/** Starts recording a page's problems; the returned lists fill as they happen. */
export function watch(page: Page): Watched {
  const problems: Watched = { consoleErrors: [], pageErrors: [], failedRequests: [], foreignRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  // The site's own origin, and the analytics the owner chose (content/site.ts), which every page loads.
  const { analytics } = thirdPartyOrigins(site);
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${ORIGIN}/`) && !(analytics && url.startsWith(`${analytics}/`))) problems.foreignRequests.push(url);
  });
  // A request the page cancels once its answer has arrived has not failed: the router aborts its HEAD probes so.
  const answered = new Set<Request>();
  page.on('response', (response) => {
    answered.add(response.request());
    if (response.status() >= 400) problems.failedRequests.push(`${response.url()}: HTTP ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    if (!answered.has(request)) problems.failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  return problems;
}

/** The page's requests begun and not yet answered or failed, as they stand: what a check of what it fetched waits out. */
export function unanswered(page: Page): () => string[] {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => [...open].map((request) => request.url());
}

/** Records the alerts the page shows, accepting each so the page carries on. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  return dialogs;
}

/** A user agent of a test's own, by which the third-party stand-in tells its visitor apart from the suite's others. */
export const visitorAgent = (name: string) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 e2e-${name}`;

/** What the third-party stand-in recorded (scripts/test/third-party-stand-in.mjs): a page view counted, or a frame served. */
type StandInHit = { provider: string; path: string; userAgent: string; referrer?: string; theme?: string; term?: string };

/** What arrived at the third-party stand-in from the visitor with this user agent, in order. */
export async function standInHits(request: APIRequestContext, userAgent: string): Promise<StandInHit[]> {
  const hits: StandInHit[] = await (await request.get(`${THIRD_PARTY_STAND_IN}/__hits`)).json();
  return hits.filter((hit) => hit.userAgent === userAgent);
}

/**
 * Collects every Content-Security-Policy violation the page reports, from before its first script, in each document it
 * shows (a whole-page load's too).
 */
export async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  await page.exposeFunction('__reportViolation', (violation: string) => seen.push(violation));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => (window as unknown as { __reportViolation: (violation: string) => void }).__reportViolation(`${event.violatedDirective}: ${event.blockedURI || event.sample}`)),
  );
  // A round trip to the page first: what it has reported arrives before its answer does.
  return async () => {
    await page.evaluate(() => undefined);
    return [...seen];
  };
}

/** Whether a page (its path under the base path) is a post's own: `/Blog/<slug>/` in any language. */
const isPostPath = (path: string) => /^(\/[\w-]+)?\/Blog\/(?!page\/|tags\/)[^/]+\/$/.test(path);

/**
 * The page carries a strict Content-Security-Policy, before its first script so that it governs every one. The
 * third parties the owner chose (content/site.ts) are allowed where the page loads them, and nowhere else: the
 * analytics' origin for scripts and sending on every page, the comments' as a frame on posts.
 */
export async function expectStrictPolicy(page: Page): Promise<void> {
  const policy = (await page.locator('head meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
  const { analytics, comments } = thirdPartyOrigins(site);
  const path = `/${inExport(new URL(page.url()).pathname)}`;
  expect(directives['default-src']).toEqual(["'self'"]);
  // Only this site's files, the analytics' script, and the hashes of the inline scripts this very page carries.
  const [self, ...rest] = directives['script-src'];
  expect(self).toBe("'self'");
  const allowed = analytics ? rest.slice(1) : rest;
  if (analytics) expect(rest[0], 'the analytics origin, on every page').toBe(analytics);
  // The search page alone may run WebAssembly (Pagefind's), and says so first.
  const wasm = allowed[0] === "'wasm-unsafe-eval'";
  expect(wasm, 'wasm-unsafe-eval on the search page alone').toBe(/^(\/[\w-]+)?\/Search\/$/.test(path));
  const hashes = wasm ? allowed.slice(1) : allowed;
  expect(hashes.length).toBeGreaterThan(0);
  for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(directives['connect-src']).toEqual(["'self'", new URL(EMAILJS_SEND_URL).origin, ...(analytics ? [analytics] : [])]);
  // Frames: none but the comments', on a post's page when the owner chose them.
  expect(directives['frame-src'], 'frame-src on posts with comments alone').toEqual(comments && isPostPath(path) ? [comments] : undefined);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(policy).not.toContain("'unsafe-eval'");
  expect(policy).not.toContain("'unsafe-inline'");
  const order = await page.evaluate(() => [...document.head.children].map((el) => (el.matches('meta[http-equiv]') ? 'policy' : el.tagName)));
  expect(order.indexOf('policy')).toBeLessThan(order.indexOf('SCRIPT'));
}
