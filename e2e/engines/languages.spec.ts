import { expect } from '@playwright/test';
import { OWNER_BASE_PATH } from '../../scripts/test/test-exports.mjs';
import { directionOf } from '../../lib/i18n/paths';
import { ALSO_IN_CHROMIUM_SUITE, site } from '../support';
import { ownerLanguages as OWNER_LANGUAGES } from '../content';
import { test, OWNER_SITE, until, HYDRATED, INJECT_AXE, AXE_VIOLATIONS } from './journey';

// The languages' journey: the navbar's link to a right-to-left language, whose pages mirror (e2e/engines/journey.ts).

test('languages: the navbar’s link switches to Arabic, whose page mirrors at 1280 and 390 px, with nothing for axe to find', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver, since }) => {
  const rtl = OWNER_LANGUAGES.find((language) => directionOf(language) === 'rtl');
  test.skip(!rtl, 'the second owner’s site has no right-to-left language');
  await driver.viewport(1280, 800);
  await driver.goto(`${OWNER_SITE}/About/`);
  await until(driver, HYDRATED, 'the page hydrates');
  await driver.click(`nav a[hreflang="${rtl}"]`);
  await until(driver, `return document.documentElement.lang === '${rtl}' && document.documentElement.dir === 'rtl' && location.pathname === '${OWNER_BASE_PATH}/${rtl}/About/'`, 'the Arabic page');
  for (const width of [1280, 390]) {
    await driver.viewport(width, 800);
    const layout = await driver.run<{ logo: number; theme: number; overflow: number }>(`
      const x = (element) => element.getBoundingClientRect().x;
      return { logo: x(document.querySelector('header nav > a')), theme: x(document.querySelector('select[name="theme"]')), overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };`);
    expect(layout.logo, `${width} px: the logo sits at the right`).toBeGreaterThan(layout.theme);
    expect(layout.overflow, `${width} px: no sideways scroll`).toBeLessThanOrEqual(0);
    await driver.run(INJECT_AXE);
    expect(await driver.run<string[]>(AXE_VIOLATIONS), `${width} px`).toEqual([]);
  }
  expect(driver.problems.slice(since.problems)).toEqual([]);
});
