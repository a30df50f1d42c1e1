import type { Page, Route } from '@playwright/test';
import { EMAILJS, EMAILJS_SEND_URL, expect, expectOn, ORIGIN, recordDialogs, site, sitePage, test } from './support';
import { nothingHappensFor } from './waits';

// The pages paint and can be used before Next's runtime arrives (scripts/build/passes/defer-scripts.mjs): the menu is a native
// popover, links are plain links, and a form submitted meanwhile waits for the runtime, then sends.

/** Holds every script of Next's runtime until `release` is called. */
async function holdRuntime(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    held,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const menuLink = (page: Page, label: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label, exact: true });

test.describe('before the runtime arrives, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu opens, closes on Escape and on a tap outside, and its links lead to their pages', async ({ page }) => {
    const runtime = await holdRuntime(page);
    await page.goto(sitePage('home').path, { waitUntil: 'load' });
    await expect.poll(() => runtime.held.length).toBeGreaterThan(0);
    const about = sitePage('about');

    await menuButton(page).click();
    await expect(menuLink(page, about.nav)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menuLink(page, about.nav)).toBeHidden();

    await menuButton(page).click();
    await expect(menuLink(page, about.nav)).toBeVisible();
    await page.mouse.click(200, 700);
    await expect(menuLink(page, about.nav)).toBeHidden();

    await menuButton(page).click();
    await menuLink(page, about.nav).click();
    await expect(page).toHaveURL(`${ORIGIN}${about.path}`);
    await expect(page.getByRole('heading', { level: 1, name: about.heading, exact: true })).toBeVisible();
  });

  test('a menu opened before the runtime arrives is reported open once it has', async ({ page }) => {
    const runtime = await holdRuntime(page);
    await page.goto(sitePage('home').path, { waitUntil: 'load' });
    await menuButton(page).click();
    await expect(menuLink(page, sitePage('about').nav)).toBeVisible();
    await runtime.release();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('once the runtime arrives, the same menu reports its state and closes when a link is chosen', async ({ page }) => {
    await page.goto(sitePage('home').path);
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await menuLink(page, sitePage('projects').nav).click();
    await expectOn(page, sitePage('projects'));
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuLink(page, sitePage('projects').nav)).toBeHidden();
  });
});

test('a message typed and submitted before the runtime arrives is kept, and sent once it has', async ({ page }) => {
  const sends: Route[] = [];
  await page.route(EMAILJS_SEND_URL, async (route) => {
    if (route.request().method() === 'POST') sends.push(route);
    else await route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' } });
  });
  const dialogs = recordDialogs(page);
  const runtime = await holdRuntime(page);
  const contact = sitePage('contact');
  await page.goto(contact.path, { waitUntil: 'load' });
  await page.getByLabel('Your Name').fill('Ada');
  await page.getByLabel('Your Email').fill('ada@example.com');
  await page.getByLabel('Your message').fill('Typed before the scripts came');
  await page.getByRole('button', { name: 'Submit' }).click();
  // Held, not sent as a plain form: the page has not moved and nothing has gone out.
  await nothingHappensFor(500, 'the held form sent as a plain one, or through the network');
  await expect(page).toHaveURL(`${ORIGIN}${contact.path}`);
  expect(sends).toHaveLength(0);

  await runtime.release();
  await expect.poll(() => sends.length).toBe(1);
  expect(sends[0].request().postDataJSON()).toEqual({
    lib_version: '3.11.0',
    user_id: EMAILJS.publicKey,
    service_id: EMAILJS.serviceId,
    template_id: EMAILJS.templateId,
    template_params: { from_name: 'Ada', from_email: 'ada@example.com', to_name: site.name, message: 'Typed before the scripts came' },
  });
  await expect(page.getByLabel('Your message')).toHaveValue('');
  await sends[0].fulfill({ status: 200, body: 'OK', headers: { 'access-control-allow-origin': '*' } });
  await expect.poll(() => dialogs).toEqual(['Email Sent !']);
});
