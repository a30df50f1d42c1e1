import { expect } from '@playwright/test';
import { OWNER_BASE_PATH } from '../../scripts/test/test-exports.mjs';
import { directionOf } from '../../lib/i18n/paths';
import { layoutProblems, WIDTHS } from '../layout';
import { ownerLanguages as OWNER_LANGUAGES } from '../content';
import { test, OWNER_SITE, until, HYDRATED, INJECT_AXE, AXE_VIOLATIONS, tabTo } from './journey';

// The languages' journey: the navbar's link to a right-to-left language, whose pages mirror (e2e/engines/journey.ts).

/**
 * Which of the navbar's two forms is shown, and the width from which its whole row fits (the build's measure, which
 * the header states; none where it never fits): the row of links, or the menu button that holds them.
 */
const HEADER_FORM = `
  const header = document.querySelector('header');
  const shown = (element) => element !== null && element.getClientRects().length > 0;
  return {
    row: shown(header.querySelector('nav > ul')),
    menu: shown(header.querySelector('nav button[popovertarget][aria-controls]')),
    wideFrom: header.dataset.wideFrom ? Number(header.dataset.wideFrom) : null,
    width: innerWidth,
  };`;

test('languages, by keyboard: the language button opens the list of the others, whose link switches to Arabic, with the header in the form that fits and whole from 320 to 1920 px, mirrored and nothing for axe to find at 1280 and 390 px', async ({
  driver,
  engine,
  since,
}) => {
  const rtl = OWNER_LANGUAGES.find((language) => directionOf(language) === 'rtl');
  test.skip(!rtl, 'the second owner’s site has no right-to-left language');
  await driver.viewport(1280, 800);
  await driver.goto(`${OWNER_SITE}/About/`);
  await until(driver, HYDRATED, 'the page hydrates');
  // Beyond two languages the others are one button's list (a popover): opened, its link is there to choose.
  const list = await driver.run<string | null>(`return document.querySelector('nav a[hreflang="${rtl}"]').closest('[popover]')?.id ?? null`);
  if (list && OWNER_LANGUAGES.length > 2) {
    await tabTo(driver, `nav button[popovertarget="${list}"]`);
    await driver.press('Enter');
    await until(driver, `return document.getElementById(${JSON.stringify(list)}).matches(':popover-open')`, 'the list of languages opens');
  }
  await tabTo(driver, `nav a[hreflang="${rtl}"]`);
  await driver.press('Enter');
  await until(driver, `return document.documentElement.lang === '${rtl}' && document.documentElement.dir === 'rtl' && location.pathname === '${OWNER_BASE_PATH}/${rtl}/About/'`, 'the Arabic page');
  // Across the ladder of widths, as the window is resized: the header in the form that fits, whole, its popovers below
  // it; mirrored, and nothing for axe, at a laptop's and a phone's. WebKitGTK 2.50 does not evaluate the header's
  // media query again as its window is resized (from 900 to 1024 px it kept the menu, where a page loaded at 1024 px
  // shows the row), so there each width is where the reader arrives (loaded: the header needs no script).
  test.setTimeout(90_000);
  for (const width of WIDTHS) {
    await driver.viewport(width, 800);
    if (engine === 'webkit') await driver.goto(`${OWNER_SITE}/${rtl}/About/`);
    const form = await driver.run<{ row: boolean; menu: boolean; wideFrom: number | null; width: number }>(HEADER_FORM);
    const fits = form.wideFrom !== null && form.width >= form.wideFrom;
    expect.soft(form, `${width} px: the row where it fits (from ${form.wideFrom} px), else the menu`).toEqual({ ...form, row: fits, menu: !fits });
    expect.soft(await driver.run<string[]>(`return (${layoutProblems})()`), `${width} px`).toEqual([]);
    if (width !== 1280 && width !== 390) continue;
    const layout = await driver.run<{ logo: number; theme: number }>(`
      const x = (element) => element.getBoundingClientRect().x;
      return { logo: x(document.querySelector('header nav > a')), theme: x(document.querySelector('select[name="theme"]')) };`);
    expect(layout.logo, `${width} px: the logo sits at the right`).toBeGreaterThan(layout.theme);
    await driver.run(INJECT_AXE);
    expect(await driver.run<string[]>(AXE_VIOLATIONS), `${width} px`).toEqual([]);
  }
  expect(driver.problems.slice(since.problems)).toEqual([]);
});
