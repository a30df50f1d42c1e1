import type { Page } from '@playwright/test';
import { THEME_COLOURS, THEME_KEY } from '../lib/theme/theme';
import { A_PAGE_A_KIND, BASE, expect, NOT_FOUND, PAGES, site, test } from './support';
import { WORDS } from './content';
import { particlePixels, PARTICLES_COLOUR, PARTICLES_IN, rgb } from './drawing';

// The visitor's theme, in Chromium (the journeys in e2e/engines/ check it in Firefox and WebKit). Every page, in the
// light theme, with Next's runtime blocked: only the head script can have set it.

/** The theme the suite's pages show before any choice: the owner's, or for `system` the browser's (light). */
const UNCHOSEN = site.theme.default === 'dark' ? 'dark' : 'light';
const BLOCK_RUNTIME = (page: Page) => page.route('**/_next/static/**/*.js', (route) => route.abort());

/** The scheme and the page's background at the document's first frame, recorded before any of its scripts runs. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as Record<string, unknown>).__firstFrame = {
        theme: document.documentElement.dataset.theme,
        scheme: getComputedStyle(document.documentElement).colorScheme,
      };
    });
  });
}

const firstFrame = (page: Page) => page.waitForFunction(() => (window as unknown as Record<string, unknown>).__firstFrame).then((handle) => handle.jsonValue());
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('the control is named Theme, offers system, light and dark, and starts at the owner’s default', async ({ page }) => {
  await page.goto(`${BASE}/`);
  const control = page.getByRole('combobox', { name: WORDS.theme.label });
  await expect(control).toHaveValue(site.theme.default);
  await expect(control.getByRole('option')).toHaveText([WORDS.theme.choices.system, WORDS.theme.choices.light, WORDS.theme.choices.dark]);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(site.theme.default);
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('a page of each kind is in the owner’s default (the system’s, for system)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    for (const target of A_PAGE_A_KIND) {
      await page.goto(target.path, { waitUntil: 'load' });
      await expect(page.locator('html'), target.path).toHaveAttribute('data-theme', site.theme.default);
      await expect(page.locator('body'), target.path).toHaveCSS('background-color', rgb(THEME_COLOURS[UNCHOSEN]));
    }
  });
});

test('light, chosen before the runtime arrives, is the next page’s first frame, a page of each kind, with the runtime blocked', async ({ page }) => {
  test.setTimeout(60_000);
  await BLOCK_RUNTIME(page);
  await recordFirstFrame(page);
  await page.goto(`${BASE}/`, { waitUntil: 'load' });
  // By keyboard, as a visitor without a mouse would.
  await page.getByRole('combobox', { name: WORDS.theme.label }).focus();
  await page.getByRole('combobox', { name: WORDS.theme.label }).selectOption('light');
  expect(await background(page)).toBe(rgb(THEME_COLOURS.light));
  for (const target of A_PAGE_A_KIND) {
    await page.goto(target.path, { waitUntil: 'load' });
    expect(await firstFrame(page), target.path).toEqual({ theme: 'light', scheme: 'light' });
    expect(await background(page), target.path).toBe(rgb(THEME_COLOURS.light));
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', THEME_COLOURS.light);
    // Named in each page's language.
    await expect(page.locator('select[name="theme"]')).toHaveValue('light');
  }
});

test('dark, chosen, stays dark across client-side page changes once the runtime has arrived', async ({ page }) => {
  await page.goto(`${BASE}/`);
  await page.getByRole('combobox', { name: WORDS.theme.label }).selectOption('dark');
  for (const target of PAGES.slice(1)) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target.nav, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    expect(await background(page)).toBe(rgb(THEME_COLOURS.dark));
    await expect(page.getByRole('combobox', { name: WORDS.theme.label })).toHaveValue('dark');
  }
});

test('system follows the operating system, and its change without a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${BASE}/About/`);
  await page.getByRole('combobox', { name: WORDS.theme.label }).selectOption('system');
  expect(await background(page)).toBe(rgb(THEME_COLOURS.light));
  await page.evaluate(() => ((window as unknown as Record<string, unknown>).__samePage = true));
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => background(page)).toBe(rgb(THEME_COLOURS.dark));
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', THEME_COLOURS.dark);
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__samePage)).toBe(true);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the particles are drawn in the ${theme} theme’s colour, visible on its page`, async ({ page, context }) => {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(NOT_FOUND.path);
    await expect(page.locator('#tsparticles canvas')).toBeAttached({ timeout: 10_000 });
    const particles = await page.evaluate(new Function(PARTICLES_COLOUR) as () => string);
    expect(particles).toBe(PARTICLES_IN[theme]);
    // The still frame (the suite's visitor has paused the background), where the page draws nothing but its
    // background.
    const drawn = async () => particlePixels(await page.screenshot({ clip: { x: 0, y: 500, width: 1280, height: 200 } }), particles, THEME_COLOURS[theme]);
    await expect.poll(drawn).toBeGreaterThan(30);
  });
}
