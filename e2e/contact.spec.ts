import type { Page, Route } from '@playwright/test';
import { OUTBOX } from '../lib/contact/outbox';
import { RETRY } from '../lib/contact/sendContactEmail';
import { ANY_CONTENT, EMAILJS, EMAILJS_SEND_URL, expect, recordDialogs, site, sitePage, test as base, watch } from './support';
import { nothingHappensFor } from './waits';
import { readAloud } from './reading';
import { required } from '../lib/required';

const CORS = { 'access-control-allow-origin': '*' };

const field = {
  name: (page: Page) => page.getByLabel('Your Name'),
  email: (page: Page) => page.getByLabel('Your Email'),
  message: (page: Page) => page.getByLabel('Your message'),
};

type Message = { from_name: string; from_email: string; message: string };
const message: Message = { from_name: 'Ada Lovelace', from_email: 'ada@example.com', message: 'Shall we build an engine?' };

/**
 * Stands in for the EmailJS API: answers CORS preflights at once and holds every send, in arrival order, until the
 * test answers it, so the page can be checked while the request is still in flight.
 */
async function interceptEmailJs(page: Page): Promise<Route[]> {
  const sends: Route[] = [];
  await page.route(EMAILJS_SEND_URL, async (route) => {
    if (route.request().method() !== 'OPTIONS') {
      sends.push(route);
      return;
    }
    await route.fulfill({
      status: 204,
      headers: { ...CORS, 'access-control-allow-methods': 'POST', 'access-control-allow-headers': 'content-type' },
    });
  });
  return sends;
}

/** Fills the form, submits it and returns the (held) request it sent. */
async function send(page: Page, sends: Route[], values: Message): Promise<Route> {
  const before = sends.length;
  await field.name(page).fill(values.from_name);
  await field.email(page).fill(values.from_email);
  await field.message(page).fill(values.message);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => sends.length, { message: 'the form sends to EmailJS (is out/ built with the keys in support.ts?)' }).toBeGreaterThan(before);
  return sends[before];
}

/** The request is the one EmailJS 3.11.0 makes for these values, with the suite's keys. */
async function expectRequestFor(route: Route, values: Message) {
  const request = route.request();
  expect(request.method()).toBe('POST');
  expect(await request.headerValue('content-type')).toMatch(/^application\/json\b/);
  expect(request.postDataJSON()).toEqual({
    lib_version: '3.11.0',
    user_id: EMAILJS.publicKey,
    service_id: EMAILJS.serviceId,
    template_id: EMAILJS.templateId,
    template_params: { ...values, to_name: site.name },
  });
}

/**
 * Moves the page's clock on by `ms`, firing every timer due meanwhile, and gives whatever they would start (a retry's
 * request, an alert) its chance to reach the test: for checks that nothing more is sent or said.
 */
async function later(page: Page, ms: number) {
  await page.clock.fastForward(ms);
  await nothingHappensFor(300, 'a request or an alert the timers would start');
}

/** Polls `count` as the page's clock moves on a second at a time: for sends that wait out a back-off. */
const pollWhileTimePasses = (page: Page, count: () => number | Promise<number>) => async () => {
  await page.clock.fastForward(1000);
  return count();
};

/**
 * Every test starts on the contact page, with EmailJS intercepted from before the page loads, and the page's clock
 * Playwright's: it flows as usual, and a test moves it on (`later`) rather than sleeping through the form's back-off.
 */
const test = base.extend<{ sends: Route[] }>({
  sends: [
    async ({ page }, use) => {
      await page.clock.install();
      const sends = await interceptEmailJs(page);
      await page.goto(sitePage('contact').path);
      await use(sends);
    },
    { auto: true },
  ],
});

test('the page: heading, description and the form’s fields', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.contact.heading);
  await expect(page.getByText(site.contact.description, { exact: true })).toBeVisible();
  await expect(field.name(page)).toHaveAttribute('type', 'text');
  await expect(field.email(page)).toHaveAttribute('type', 'email');
  await expect(field.message(page)).toHaveAttribute('rows', '5');
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
});

test('an empty submit shows "This is required!" under the e-mail and the message only, and sends nothing', { tag: ANY_CONTENT }, async ({ page, sends }) => {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('This is required!')).toHaveCount(2);
  for (const input of [field.email(page), field.message(page)]) {
    await expect(input).toHaveAccessibleDescription('This is required!');
    const error = page.locator(`#${await input.getAttribute('aria-describedby')}`);
    expect(required(await error.boundingBox()).y).toBeGreaterThan(required(await input.boundingBox()).y);
  }
  await expect(field.name(page)).toHaveAccessibleDescription('');
  // As a screen reader reads the form (Chromium's accessibility tree): each field by its label and whether it is
  // required, the two left empty invalid, each with its error.
  const fields = (await readAloud(page, 'form')).filter(({ role }) => role === 'textbox');
  expect(fields.map(({ name, states, description }) => [name, states.required, states.invalid, description])).toEqual([
    ['Your Name', false, 'false', ''],
    ['Your Email', true, 'true', 'This is required!'],
    ['Your message', true, 'true', 'This is required!'],
  ]);

  // Requests arrive in order: if the empty submit had sent anything, it would come before this one.
  const route = await send(page, sends, message);
  await expectRequestFor(route, message);
  expect(sends).toHaveLength(1);
});

test('a valid submit sends the spec’s JSON, empties the form at once, and alerts only after a 200 "OK"', async ({ page, sends }) => {
  const dialogs = recordDialogs(page);
  const route = await send(page, sends, message);
  await expectRequestFor(route, message);

  // The reply is still held: the form is already empty, and nothing is announced yet.
  for (const input of Object.values(field)) await expect(input(page)).toHaveValue('');
  expect(dialogs).toEqual([]);

  await route.fulfill({ status: 200, body: 'OK', headers: CORS });
  await expect.poll(() => dialogs).toEqual(['Email Sent !']);
  expect(sends).toHaveLength(1);
});

test('a 400 reply is sent once, never retried, and only logged: no alert, no page error', { tag: ANY_CONTENT }, async ({ page, sends }) => {
  const problems = watch(page);
  const dialogs = recordDialogs(page);
  const route = await send(page, sends, message);
  await route.fulfill({ status: 400, body: 'The Public Key is invalid', headers: CORS });
  await expect.poll(() => problems.consoleErrors.join('\n')).toContain('The Public Key is invalid');
  // Longer than the first retry would wait.
  await later(page, 2500);
  expect(sends).toHaveLength(1);
  expect(dialogs).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});

test('a 503, then a dropped connection, then a 200: the same message is sent again and delivered once', { tag: ANY_CONTENT }, async ({ page, sends }) => {
  const problems = watch(page);
  const dialogs = recordDialogs(page);
  const first = await send(page, sends, message);
  await first.fulfill({ status: 503, body: 'Service Unavailable', headers: CORS });
  await expect
    .poll(
      pollWhileTimePasses(page, () => sends.length),
      { timeout: 5000 },
    )
    .toBe(2);
  await sends[1].abort('connectionreset');
  await expect
    .poll(
      pollWhileTimePasses(page, () => sends.length),
      { timeout: 5000 },
    )
    .toBe(3);
  // Each attempt waits for the one before it: nothing overlaps.
  expect(sends).toHaveLength(3);
  await sends[2].fulfill({ status: 200, body: 'OK', headers: CORS });
  await expect.poll(() => dialogs).toEqual(['Email Sent !']);
  for (const route of sends) await expectRequestFor(route, message);
  await later(page, 2500);
  expect(sends).toHaveLength(3);
  expect(dialogs).toEqual(['Email Sent !']);
  expect(problems.consoleErrors.filter((line) => line.includes('could not be sent'))).toEqual([]);
});

test('a service that stays down gets a bounded number of attempts, then the message waits in the outbox for the next page', { tag: ANY_CONTENT }, async ({ page, sends }) => {
  test.setTimeout(60_000);
  const problems = watch(page);
  const dialogs = recordDialogs(page);
  await send(page, sends, message);
  // Answer every attempt as it comes, until the form stops trying.
  let answered = 0;
  const answerAll = async () => {
    while (answered < sends.length) await sends[answered++].fulfill({ status: 503, body: 'Service Unavailable', headers: CORS });
    return answered;
  };
  await expect.poll(pollWhileTimePasses(page, answerAll), { timeout: 35_000, intervals: [250] }).toBe(RETRY.attempts);
  // Past the longest back-off: no attempt is left to come.
  await later(page, RETRY.firstDelayMs * 2 ** RETRY.attempts);
  expect(sends).toHaveLength(RETRY.attempts);
  expect(dialogs).toEqual([]);
  // Not given up, so nothing is logged: it is kept, with its payload, for later.
  expect(problems.consoleErrors.filter((line) => line.includes('could not be sent'))).toEqual([]);
  const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), OUTBOX.key);
  expect(kept.map((entry: { params: unknown }) => entry.params)).toEqual([{ ...message, to_name: site.name }]);
  // The next page the visitor opens delivers it.
  // Its send is held until the test answers it, so the network never goes idle: wait for the load only.
  await page.goto(sitePage('home').path, { waitUntil: 'load' });
  await expect.poll(() => sends.length, { timeout: 10_000 }).toBe(RETRY.attempts + 1);
  await expectRequestFor(sends[RETRY.attempts], message);
  await sends[RETRY.attempts].fulfill({ status: 200, body: 'OK', headers: CORS });
  await expect.poll(() => dialogs).toEqual(['Email Sent !']);
  expect(await page.evaluate((key) => localStorage.getItem(key), OUTBOX.key)).toBeNull();
  expect(problems.pageErrors).toEqual([]);
});

test('markup typed into the fields is sent as text and never runs', { tag: ANY_CONTENT }, async ({ page, sends }) => {
  const hostile: Message = {
    from_name: '<img src=x onerror=window.__pwned=1>',
    from_email: 'mallory@example.com',
    message: '<script>window.__pwned=1</script>',
  };
  const dialogs = recordDialogs(page);
  const route = await send(page, sends, hostile);
  await expectRequestFor(route, hostile);
  await route.fulfill({ status: 200, body: 'OK', headers: CORS });
  await expect.poll(() => dialogs).toEqual(['Email Sent !']);
  expect(await page.evaluate('window.__pwned')).toBeUndefined();
  await expect(page.locator('img[src="x"], script:has-text("__pwned")')).toHaveCount(0);
});
