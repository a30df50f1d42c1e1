// The core journeys' ground: written once and run in Chromium, Firefox ESR and WebKitGTK (playwright.config.ts gives
// each project its engine) against the suite's export (out-e2e/), which sends to a local stand-in for EmailJS, and the
// second owner's (out-owner/). Each *.spec.ts here is the journeys of one part of the site. Those tagged
// ALSO_IN_CHROMIUM_SUITE check what the full Chromium suite checks in Chromium already (health and security: every
// page; pages: deep links; navigation: the navbar and the menu; contact: the form's answers and retries; background:
// play, pause, reduced motion; pictures, in the owner run: the variants fetched), so in Chromium they are not run
// twice; the rest (the offline outbox, two pages at once, the upright portrait) run in all three.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import sharp from 'sharp';
import { OWNER_BASE_PATH, OWNER_EXPORT, OWNER_PORT } from '../../scripts/test/test-exports.mjs';
import { MOTION_KEY } from '../../lib/particles/particlesPlayback';
import { A_PAGE_A_KIND, BASE, ORIGIN } from '../support';
import { particlePixels } from '../drawing';
import { ownerLanguages as OWNER_LANGUAGES } from '../content';
import { aPageAKind, exportedPages } from '../exported';
import { tabbables } from '../keyboard';
import { launch, type Driver, type Engine } from './drivers';

export const test = base.extend<{ since: { problems: number }; restored: undefined; blank: undefined }, { engine: Engine; driver: Driver }>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  driver: [
    async ({ engine }, use) => {
      const driver = await launch(engine);
      await store(driver, MOTION_KEY, 'paused');
      await use(driver);
      await driver.close();
    },
    { scope: 'worker' },
  ],
  // Where this test's share of the worker's problem list starts.
  since: async ({ driver }, use) => use({ problems: driver.problems.length }),
  // Each test starts with the page the last one left gone: a page left while its runtime arrives reports, in Firefox,
  // the runtime's stream cut off, an error of a page no one sees any longer, which would count against the next test.
  blank: [
    async ({ driver }, use) => {
      await driver.goto('about:blank');
      await use(undefined);
    },
    { auto: true },
  ],
  // What a test changed of the system's preferences is put back for the next, in a way that cannot fail the test: a
  // test that relies on one states it first (Driver.prefer waits until the page sees it).
  restored: [
    async ({ driver }, use) => {
      await use(undefined);
      await driver.restorePreferences();
    },
    { auto: true },
  ],
});

// The second owner's export (out-owner/), for the pictures' and the posts' journeys.
export const OWNER_ORIGIN = `http://localhost:${OWNER_PORT}`;
export const OWNER_SITE = `${OWNER_ORIGIN}${OWNER_BASE_PATH}`;
/**
 * The pages the journeys' theme checks read, a page of each kind (the theme is the same stylesheet on every page of a
 * kind; the Chromium suite checks every page): the site's, then the second owner's blog's, each on its origin, under
 * its site's base path.
 */
export const THEMED_PAGES = [
  ...A_PAGE_A_KIND.map(({ path }) => ({ origin: ORIGIN, site: BASE, path })),
  ...aPageAKind(exportedPages(join(import.meta.dirname, '..', '..', OWNER_EXPORT), OWNER_BASE_PATH, OWNER_LANGUAGES), OWNER_LANGUAGES)
    .filter(({ language, kind }) => language === OWNER_LANGUAGES[0] && kind.startsWith('/Blog'))
    .map(({ path }) => ({ origin: OWNER_ORIGIN, site: OWNER_BASE_PATH, path })),
];

/**
 * Stores a choice of the visitor's (null: none, as on a first visit) on both sites the journeys open, or on the
 * `sites` given (each its address under its base path), from a plain file of each. The journeys' visitor has paused
 * the background (MOTION_KEY), as the Chromium suite's has (`backgroundPaused` in e2e/support.ts): playing, it took a
 * good share of the processors from every journey. The background's own journeys let it play.
 */
export async function store(driver: Driver, key: string, choice: string | null, sites = [`${ORIGIN}${BASE}`, OWNER_SITE]) {
  for (const site of sites) {
    await driver.goto(`${site}/robots.txt`);
    await driver.run(choice ? `localStorage.setItem('${key}', '${choice}')` : `localStorage.removeItem('${key}')`);
  }
}

/**
 * Waits until `script` returns something truthy in the page. Its ceiling: a busy WebKit, beside the two Chromium runs,
 * was seen taking more than 10 s to hydrate a post.
 */
export async function until(driver: Driver, script: string, what: string, timeout = 20_000) {
  await expect.poll(() => driver.run<unknown>(script).catch(() => false), { message: what, timeout }).toBeTruthy();
}

/**
 * A script that is true once Next's runtime has hydrated the page shown (React's own keys on a navbar link) and wired
 * its forms (the contact form marks itself ready: a submit before then is held and made again, a journey of its own).
 */
export const HYDRATED = "const a = document.querySelector('nav a'); return a && Object.keys(a).some((k) => k.startsWith('__react')) && !document.querySelector('form:not([data-ready]):not(dialog form)')";

/** Opens a page and waits until it has hydrated (HYDRATED). */
export async function open(driver: Driver, path: string, origin = ORIGIN) {
  await driver.goto(`${origin}${path}`);
  await until(driver, HYDRATED, `${path} hydrates`);
}

let marks = 0;
/**
 * Finds, once it is there, the first element matching `css` whose text is `text` (a control the page's scripts add,
 * such as "Show comments", comes after the page does), and returns a selector for it alone.
 */
export async function withText(driver: Driver, css: string, text: string) {
  const mark = String(++marks);
  await until(
    driver,
    `const el = [...document.querySelectorAll(${JSON.stringify(css)})].find((e) => e.textContent.trim() === ${JSON.stringify(text)});` + `if (el) el.setAttribute('data-journey', ${JSON.stringify(mark)}); return Boolean(el);`,
    `${css} with the text "${text}"`,
  );
  return `[data-journey="${mark}"]`;
}

/** Clicks, as a visitor would, the first element matching `css` whose text is `text`, once it is there (withText). */
export const clickText = async (driver: Driver, css: string, text: string) => driver.click(await withText(driver, css, text));

/**
 * How many of the screen's pixels show a particle below the 404 page's few lines, at 1280 × 800, where nothing else
 * is drawn: in the particles' colour (`rgb(…)`) over the page's `background` (`#…`).
 */
export async function particlesBelow404(driver: Driver, particles: string, background: string) {
  const shot = await sharp(Buffer.from(await driver.screenshot(), 'base64'))
    .extract({ left: 0, top: 500, width: 1200, height: 200 })
    .png()
    .toBuffer();
  return particlePixels(shot, particles, background);
}

export const h1 = (driver: Driver) => driver.run<string>("return document.querySelector('h1')?.textContent ?? ''");
export const visible = (css: string) => `const el = document.querySelector(${JSON.stringify(css)}); return Boolean(el && el.getClientRects().length)`;
export const hidden = (css: string) => `const el = document.querySelector(${JSON.stringify(css)}); return !el || !el.getClientRects().length`;
export const barLink = 'nav[aria-label="Main"] > ul a';
export const menuLink = '[popover] a';

/**
 * Brings focus to `css` by the keyboard: one Tab from the control before it in the tab order (focused there without
 * scrolling the page, which Tab then scrolls as a reader's would; e2e/keyboard.ts walks
 * each page's whole order from the top, in Chromium; here each engine's own Tab moves it). Fails unless it lands there.
 */
export async function tabTo(driver: Driver, css: string) {
  const target = `document.querySelector(${JSON.stringify(css)})`;
  await driver.run(`const tabbable = (${tabbables})();
    tabbable[tabbable.indexOf(${target}) - 1].focus({ preventScroll: true });`);
  await driver.press('Tab');
  await until(driver, `return document.activeElement === ${target}`, `Tab reaches ${css}`);
}

/**
 * A script that records, from now on, what the page's status messages say (`window.__said`): a message shown for a
 * moment ("Copied") may come and go between two of a busy browser's polls.
 */
export const RECORD_SAID = `window.__said = [];
  new MutationObserver(() => document.querySelectorAll('[role=status]').forEach((s) => s.textContent && window.__said.push(s.textContent))).observe(document.body, { subtree: true, childList: true, characterData: true });`;
export const said = (text: string) => `return window.__said.includes(${JSON.stringify(text)})`;

/** A script that records, from now on, each policy violation this document reports (`window.__violations`). */
export const RECORD_VIOLATIONS = `window.__violations = [];
  document.addEventListener('securitypolicyviolation', (event) => window.__violations.push(location.pathname + ': ' + event.violatedDirective + ': ' + event.blockedURI));`;

/** A script that puts axe in the page (what @axe-core/playwright does in Chromium). */
export const INJECT_AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** A script that runs axe's colour-contrast rule (INJECT_AXE first) and returns each offending element, with why. */
export const CONTRAST_VIOLATIONS = `return axe.run(document, { runOnly: ['color-contrast'], resultTypes: ['violations'] })
  .then(({ violations }) => violations.flatMap((v) => v.nodes.map((node) => location.pathname + ': ' + node.target.join(' ') + ': ' + node.failureSummary)));`;

/** A script that runs every axe rule (INJECT_AXE first) and returns each violation, where and why. */
export const AXE_VIOLATIONS = `return axe.run(document, { resultTypes: ['violations'] })
  .then(({ violations }) => violations.flatMap((v) => v.nodes.map((node) => location.pathname + ': ' + v.id + ': ' + node.target.join(' ') + ': ' + node.failureSummary)));`;
