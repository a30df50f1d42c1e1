import { expect } from '@playwright/test';
import { ALSO_IN_CHROMIUM_SUITE, PROJECT_PAGES, PAGES, sitePage } from '../support';
import { EVERYTHING_SHOWN_IS_DRAWN, SCROLL_THROUGH } from '../drawing';
import { SHIPPED_WORDS } from '../../lib/i18n/words';
import { test, until, open, clickText, h1, visible, hidden, barLink, menuLink, tabTo, withText, RECORD_SAID, said } from './journey';

// The journeys through the pages: each loads whole and within its policy, deep links land, the navbar and the menu
// move between pages, and a project page's share button shares it (e2e/engines/journey.ts).

test('every page loads with its heading and every picture and icon, with no console error, failed request or policy violation', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver, since }) => {
  await driver.viewport(1280, 800);
  for (const target of PAGES) {
    await open(driver, target.path);
    expect(await h1(driver)).toBe(target.heading);
    // A screen at a time, so every lazy picture comes within reach; one the page does not show is never fetched.
    await driver.run(SCROLL_THROUGH);
    await until(driver, EVERYTHING_SHOWN_IS_DRAWN, `${target.path}: every picture and icon it shows arrives`);
  }
  expect(driver.problems.slice(since.problems)).toEqual([]);
});

test('the policy blocks an injected script, and the journeys hear of it', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver, engine, since }) => {
  test.skip(engine === 'webkit', 'classic WebDriver cannot read the console');
  await open(driver, sitePage('home').path);
  await driver.run("const s = document.createElement('script'); s.textContent = 'window.__injected = 1'; document.body.append(s);");
  expect(await driver.run('return window.__injected ?? null')).toBeNull();
  await expect.poll(() => driver.problems.slice(since.problems).join('\n')).toContain('CSP violation: script-src');
  driver.problems.splice(since.problems);
});

test('a deep link without its trailing slash lands on the page', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver }) => {
  const about = sitePage('about');
  await open(driver, about.path.slice(0, -1));
  expect(await driver.run('return location.pathname')).toBe(about.path);
  expect(await h1(driver)).toBe(about.heading);
});

test('at 1280 px, the navbar moves between pages without reloading and marks the current one', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver, since }) => {
  await driver.viewport(1280, 800);
  await open(driver, sitePage('home').path);
  await driver.run('window.__sameDocument = true');
  for (const target of [...PAGES.slice(1), PAGES[0]]) {
    await clickText(driver, barLink, target.nav);
    await until(driver, `return location.pathname === ${JSON.stringify(target.path)}`, `at ${target.path}`);
    await until(driver, `return document.querySelector('h1')?.textContent === ${JSON.stringify(target.heading)}`, `${target.name} shows`);
    expect(await driver.run('return window.__sameDocument')).toBe(true);
    const current = await driver.run<string[]>(`return [...document.querySelectorAll(${JSON.stringify(barLink)})].filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent)`);
    expect(current).toEqual([target.nav]);
  }
  expect(driver.problems.slice(since.problems)).toEqual([]);
});

test('at 390 px, by keyboard: Enter opens the menu, Escape closes it and gives focus back, and a chosen link navigates and closes it', async ({ driver }) => {
  await driver.viewport(390, 844);
  await open(driver, sitePage('home').path);
  const button = 'button[aria-label="Menu"]';
  await tabTo(driver, button);
  await driver.press('Enter');
  await until(driver, visible(menuLink), 'the menu opens');
  // The popover opens natively; the button says so once React has heard its toggle event, a frame later.
  await until(driver, `return document.querySelector('${button}').getAttribute('aria-expanded') === 'true'`, 'the button says the menu is open');
  await driver.press('Escape');
  await until(driver, hidden(menuLink), 'Escape closes the menu');
  await until(driver, `return document.activeElement === document.querySelector('${button}')`, 'focus is back on the button');
  const contact = sitePage('contact');
  await driver.press('Enter');
  await until(driver, visible(menuLink), 'the menu opens again');
  await tabTo(driver, await withText(driver, menuLink, contact.nav));
  await driver.press('Enter');
  await until(driver, `return location.pathname === ${JSON.stringify(contact.path)}`, 'the contact page');
  await until(driver, `return document.querySelector('${button}').getAttribute('aria-expanded') === 'false'`, 'the menu closes');
});

test('share, by keyboard: a project page’s share button copies its address and says so, or opens the system’s sheet with it', async ({ driver, since }) => {
  const words = SHIPPED_WORDS.en.share;
  // The share button, not the Mastodon dialog's own "Share", which is in the page's HTML from the start: found instead,
  // it would let the test go on before the scripts have put the share button there.
  const button = 'main section[aria-labelledby="share-heading"] button:not(dialog button)';
  await driver.viewport(1280, 800);
  await open(driver, PROJECT_PAGES[0].path);
  await until(driver, `return Boolean(document.querySelector(${JSON.stringify(button)}))`, 'the share button arrives with the scripts');
  const canonical = await driver.run<string>('return document.querySelector(\'link[rel="canonical"]\').href');
  if (await driver.run<boolean>("return typeof navigator.share === 'function'")) {
    // The system's sheet would wait on the system: what the page asks of it is recorded instead.
    expect(await driver.run<string>(`return document.querySelector(${JSON.stringify(button)}).textContent`)).toBe(words.share);
    await driver.run('navigator.share = async (data) => { window.__shared = data; }');
    await tabTo(driver, button);
    await driver.press('Enter');
    await until(driver, `return window.__shared && window.__shared.url === ${JSON.stringify(canonical)}`, 'the sheet is given the page’s address');
  } else {
    expect(await driver.run<string>(`return document.querySelector(${JSON.stringify(button)}).textContent`)).toBe(words.copy);
    await driver.run(RECORD_SAID);
    await tabTo(driver, button);
    await driver.press('Enter');
    await until(driver, said(words.copied), '"Link copied" is said');
  }
  expect(driver.problems.slice(since.problems)).toEqual([]);
});
