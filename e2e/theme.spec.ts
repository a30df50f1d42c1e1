import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { THEME_COLOURS, THEME_KEY } from '../lib/theme/theme';
import { BASE, BLOG_PAGES, expect, NOT_FOUND, PAGES, PROJECT_PAGES, site, test } from './support';

// The visitor's theme, in Chromium (the journeys in e2e/engines/ check it in Firefox and WebKit). Every page, in the
// light theme, with Next's runtime blocked: only the head script can have set it.

const TARGETS = [...PAGES, ...PROJECT_PAGES, ...BLOG_PAGES, NOT_FOUND];
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
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

test('the control is named Theme, offers system, light and dark, and starts at the owner’s default', async ({ page }) => {
  await page.goto(`${BASE}/`);
  const control = page.getByRole('combobox', { name: site.theme.label });
  await expect(control).toHaveValue(site.theme.default);
  await expect(control.getByRole('option')).toHaveText([site.theme.choices.system, site.theme.choices.light, site.theme.choices.dark]);
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(site.theme.default);
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('every page is in the owner’s default (the system’s, for system)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    const expected = site.theme.default === 'dark' ? 'dark' : 'light';
    for (const target of TARGETS) {
      await page.goto(target.path, { waitUntil: 'load' });
      await expect(page.locator('html'), target.path).toHaveAttribute('data-theme', site.theme.default);
      await expect(page.locator('body'), target.path).toHaveCSS('background-color', rgb(THEME_COLOURS[expected]));
    }
  });
});

test('light, chosen before the runtime arrives, is every next page’s first frame, with the runtime blocked', async ({ page }) => {
  test.setTimeout(60_000);
  await BLOCK_RUNTIME(page);
  await recordFirstFrame(page);
  await page.goto(`${BASE}/`, { waitUntil: 'load' });
  // By keyboard, as a visitor without a mouse would.
  await page.getByRole('combobox', { name: site.theme.label }).focus();
  await page.getByRole('combobox', { name: site.theme.label }).selectOption('light');
  expect(await background(page)).toBe(rgb(THEME_COLOURS.light));
  for (const target of TARGETS) {
    await page.goto(target.path, { waitUntil: 'load' });
    expect(await firstFrame(page), target.path).toEqual({ theme: 'light', scheme: 'light' });
    expect(await background(page), target.path).toBe(rgb(THEME_COLOURS.light));
    await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', THEME_COLOURS.light);
    await expect(page.getByRole('combobox', { name: site.theme.label })).toHaveValue('light');
  }
});

test('dark, chosen, stays dark across client-side page changes once the runtime has arrived', async ({ page }) => {
  await page.goto(`${BASE}/`);
  await page.getByRole('combobox', { name: site.theme.label }).selectOption('dark');
  for (const target of PAGES.slice(1)) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target.nav, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.path}$`));
    expect(await background(page)).toBe(rgb(THEME_COLOURS.dark));
    await expect(page.getByRole('combobox', { name: site.theme.label })).toHaveValue('dark');
  }
});

test('system follows the operating system, and its change without a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(`${BASE}/About/`);
  await page.getByRole('combobox', { name: site.theme.label }).selectOption('system');
  expect(await background(page)).toBe(rgb(THEME_COLOURS.light));
  await page.evaluate(() => ((window as unknown as Record<string, unknown>).__samePage = true));
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => background(page)).toBe(rgb(THEME_COLOURS.dark));
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', THEME_COLOURS.dark);
  expect(await page.evaluate(() => (window as unknown as Record<string, unknown>).__samePage)).toBe(true);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe finds no contrast problem on any page in the ${theme} theme`, async ({ page, context }) => {
    test.setTimeout(90_000);
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme]);
    for (const target of TARGETS) {
      await page.goto(target.path);
      expect(await background(page), target.path).toBe(rgb(THEME_COLOURS[theme]));
      const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).setLegacyMode().analyze();
      expect(violations.flatMap((violation) => violation.nodes.map((node) => `${target.path}: ${node.target.join(' ')}: ${node.failureSummary}`))).toEqual([]);
    }
  });

  test(`the particles are drawn in the ${theme} theme’s colour, visible on its page`, async ({ page, context }) => {
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [THEME_KEY, theme]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(NOT_FOUND.path);
    await expect(page.locator('#tsparticles canvas')).toBeAttached({ timeout: 10_000 });
    const expected = await page.evaluate(() => {
      const probe = document.createElement('i');
      probe.style.color = 'var(--particles)';
      document.body.append(probe);
      return getComputedStyle(probe).color;
    });
    expect(expected).toBe(theme === 'dark' ? 'rgb(255, 255, 255)' : 'rgb(71, 85, 105)');
    // The still frame (the suite's visitor has paused the background): pixels of the particles' colour, half
    // opaque over the page, where the page draws nothing but its background.
    await page.waitForTimeout(500);
    const shot = await page.screenshot({ clip: { x: 0, y: 500, width: 1280, height: 200 } });
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const [pr, pg, pb] = expected.match(/\d+/g)!.map(Number);
    const [br, bg, bb] = [1, 3, 5].map((i) => parseInt(THEME_COLOURS[theme].slice(i, i + 2), 16));
    // Half way from the page's colour to the particles' (their opacity is 0.5), give or take the edges.
    const mix = [(pr + br) / 2, (pg + bg) / 2, (pb + bb) / 2];
    let pixels = 0;
    for (let i = 0; i < info.width * info.height * 3; i += 3) {
      if (mix.every((channel, c) => Math.abs(data[i + c] - channel) < 24)) pixels += 1;
    }
    expect(pixels).toBeGreaterThan(30);
  });
}
