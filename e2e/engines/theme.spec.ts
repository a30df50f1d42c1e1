import { expect } from '@playwright/test';
import { ALSO_IN_CHROMIUM_SUITE, NOT_FOUND, sitePage } from '../support';
import { COLOURS_SETTLED, PARTICLES_COLOUR, PARTICLES_IN, rgb } from '../drawing';
import { THEME_COLOURS, THEME_KEY } from '../../lib/theme/theme';
import type { Driver } from './drivers';
import { serveWithoutRuntime } from './without-runtime';
import { test, THEMED_PAGES, store, until, open, particlesBelow404, INJECT_AXE, CONTRAST_VIOLATIONS, tabTo } from './journey';

// The theme's journeys: the visitor's choice, the system's, and the particles in each (e2e/engines/journey.ts).

test.describe('the theme', () => {
  const background = 'return getComputedStyle(document.body).backgroundColor';
  /** The page's theme, scheme and background, the control's value and the browser bar's colour. */
  const themeShown = `return {
    theme: document.documentElement.dataset.theme,
    scheme: getComputedStyle(document.documentElement).colorScheme,
    background: getComputedStyle(document.body).backgroundColor,
    control: document.querySelector('select[name="theme"]').value,
    bar: document.querySelector('meta[name="theme-color"]').content,
  }`;
  /** Chooses a theme with the navbar's control, as it reports a visitor's pick in its native list. */
  const choose = (theme: string) => `const control = document.querySelector('select[name="theme"]'); control.value = '${theme}'; control.dispatchEvent(new Event('change', { bubbles: true }));`;

  /** Chooses a theme by the keyboard: Tab to the navbar's control, then the arrow keys, which its native list takes. */
  const chooseByKeys = async (driver: Driver, theme: string) => {
    await tabTo(driver, 'select[name="theme"]');
    const [from, to] = await driver.run<number[]>(`const s = document.querySelector('select[name="theme"]'); return [s.selectedIndex, [...s.options].findIndex((o) => o.value === '${theme}')]`);
    for (let at = from; at !== to; at += Math.sign(to - from)) await driver.press(to > from ? 'ArrowDown' : 'ArrowUp');
    await until(driver, `return document.documentElement.dataset.theme === '${theme}'`, `the ${theme} theme is chosen`);
  };

  /** axe's contrast rule, in the page's theme, after checking that the page shows it. */
  const expectContrast = async (driver: Driver, theme: 'light' | 'dark', path: string) => {
    expect(await driver.run(background), `${path} in ${theme}`).toBe(rgb(THEME_COLOURS[theme]));
    expect.soft(await driver.run(CONTRAST_VIOLATIONS), `${path} in ${theme}`).toEqual([]);
  };

  // A page of each kind of each site (its blog, the second owner's), a test each (in a busy WebKit, a page can take
  // 10 s), served without Next's runtime: only the head script can have set the theme of the first frame, which the
  // page records. axe then reads the page as served, in each theme (the pause control, which the runtime adds, is
  // checked in Chromium).
  for (const { origin, site, path } of THEMED_PAGES) {
    test(`${path}: light, chosen before the runtime arrives, is its first frame; axe finds no contrast problem in light or dark`, { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver, since }) => {
      const blocked = await serveWithoutRuntime(origin);
      try {
        // The proxy is an origin of its own, with its own storage: the visitor chose light there.
        await store(driver, THEME_KEY, 'light', [`${blocked.origin}${site}`]);
        await driver.viewport(1280, 800);
        await driver.goto(`${blocked.origin}${path}`);
        await until(driver, 'return window.__firstFrame', `${path}: its first frame`);
        expect(await driver.run('return window.__firstFrame')).toEqual({ theme: 'light', scheme: 'light' });
        expect(await driver.run(themeShown)).toEqual({
          theme: 'light',
          scheme: 'light',
          background: rgb(THEME_COLOURS.light),
          control: 'light',
          bar: THEME_COLOURS.light,
        });
        await driver.run(INJECT_AXE);
        await expectContrast(driver, 'light', path);
        await driver.run(choose('dark'));
        await driver.run(COLOURS_SETTLED);
        await expectContrast(driver, 'dark', path);
      } finally {
        await blocked.close();
      }
      // What the blocked runtime leaves in the console, and the 404 page's own status, and nothing else.
      expect(driver.problems.slice(since.problems).filter((line) => !/_next\/static\/.+\.js|no-such-page\/: HTTP 404/.test(line))).toEqual([]);
      driver.problems.splice(since.problems);
    });
  }

  test('system follows the colour scheme of the system, and its change without a reload', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver }) => {
    await driver.prefer({ colorScheme: 'light' });
    try {
      await open(driver, sitePage('about').path);
      await driver.run(choose('system'));
      expect(await driver.run(themeShown)).toMatchObject({ theme: 'system', background: rgb(THEME_COLOURS.light), bar: THEME_COLOURS.light });
      await driver.run('window.__samePage = true');
      await driver.prefer({ colorScheme: 'dark' });
      // The stylesheet follows at once; the bar's colour once the page hears of the change.
      await expect.poll(() => driver.run(themeShown), { message: 'the page turns dark', timeout: 5000 }).toMatchObject({ theme: 'system', background: rgb(THEME_COLOURS.dark), bar: THEME_COLOURS.dark });
      expect(await driver.run('return window.__samePage')).toBe(true);
    } finally {
      await store(driver, THEME_KEY, null);
    }
  });

  test('the particles are drawn in each theme’s colour, and change with it, chosen by keyboard', async ({ driver, since }) => {
    try {
      await driver.viewport(1280, 800);
      // Below the 404 page's few lines, the still frame (the journeys' visitor has paused the background) shows
      // nothing but the particles on the page's background.
      await open(driver, NOT_FOUND.path);
      await until(driver, 'return Boolean(document.querySelector("#tsparticles canvas"))', 'the particles start', 15_000);
      for (const theme of ['light', 'dark'] as const) {
        await chooseByKeys(driver, theme);
        const particles = await driver.run<string>(PARTICLES_COLOUR);
        expect(particles).toBe(PARTICLES_IN[theme]);
        // A new theme starts the engine again: in a worker that, beside two busy browsers, can take seconds.
        await expect.poll(() => particlesBelow404(driver, particles, THEME_COLOURS[theme]), { message: `the particles on the ${theme} page`, timeout: 20_000 }).toBeGreaterThan(30);
      }
    } finally {
      await store(driver, THEME_KEY, null);
    }
    // The 404 page's own document is the one failed response (Chromium's console says so too, naming no address).
    expect(driver.problems.slice(since.problems).filter((line) => !/no-such-page\/: HTTP 404|^Failed to load resource: the server responded with a status of 404/.test(line))).toEqual([]);
    driver.problems.splice(since.problems);
  });
});
