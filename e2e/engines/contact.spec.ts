import { expect } from '@playwright/test';
import { EMAILJS_ENV, EMAILJS_STAND_IN } from '../../scripts/test/test-exports.mjs';
import { OUTBOX } from '../../lib/contact/outbox';
import { RETRY } from '../../lib/contact/sendContactEmail';
import { ALSO_IN_CHROMIUM_SUITE, site, sitePage } from '../support';
import { nothingHappensFor } from '../waits';
import type { Driver } from './drivers';
import { test, until, open, h1 } from './journey';

// The contact form's journeys: its check, and a message kept and delivered once whatever the network does
// (e2e/engines/journey.ts).

/** Tells the stand-in how to answer the sends of this message, and returns what it received for it. */
async function standIn(message: string, answers: (number | 'drop' | 'slow')[]) {
  await fetch(`${EMAILJS_STAND_IN}/__answers`, { method: 'PUT', body: JSON.stringify({ message, answers }) });
  return async () => (await (await fetch(`${EMAILJS_STAND_IN}/__sends?message=${encodeURIComponent(message)}`)).json()) as unknown[];
}

/** Fills and submits the contact form. */
async function sendMessage(driver: Driver, message: string) {
  await driver.fill('#your_name', 'Ada');
  await driver.fill('#your_email', 'ada@example.com');
  await driver.fill('#message', message);
  await driver.click('button[type="submit"]');
}

/** The request EmailJS 3.11.0 makes for the message, with the suite's keys. */
const payload = (message: string) => ({
  lib_version: '3.11.0',
  user_id: EMAILJS_ENV.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  service_id: EMAILJS_ENV.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  template_id: EMAILJS_ENV.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
  template_params: { from_name: 'Ada', from_email: 'ada@example.com', to_name: site.name, message },
});

test.describe('the contact form', () => {
  test.beforeEach(async ({ driver }) => {
    await driver.viewport(1280, 800);
    await open(driver, sitePage('contact').path);
  });

  test('by keyboard alone: an empty submit shows "This is required!" under the e-mail and the message, focus on the e-mail, described by it; filled, Enter on Submit sends it', async ({ driver, engine }) => {
    const message = `By keyboard in ${engine}`;
    const sends = await standIn(message, [200]);
    const before = (await driver.alerts()).length;
    // The focused field or button: its id (a button, its type), whether it is marked invalid, and what describes it.
    const focused = `[document.activeElement.id || document.activeElement.type, document.activeElement.getAttribute('aria-invalid'), document.getElementById(document.activeElement.getAttribute('aria-describedby'))?.textContent ?? null]`;
    // From the name field (which a reader reaches by Tab from the top, as e2e/every-page.spec.ts walks): on to Submit.
    await driver.run("document.getElementById('your_name').focus()");
    for (const _ of ['your_email', 'message', 'submit']) await driver.press('Tab');
    expect(await driver.run(`return ${focused}`)).toEqual(['submit', null, null]);
    await driver.press('Enter');
    await until(driver, `const f = ${focused}; return f[0] === 'your_email' && f[1] === 'true' && f[2] === 'This is required!'`, 'focus on the e-mail, marked invalid and described by its error');
    expect(await driver.run("return document.getElementById('message-error').textContent")).toBe('This is required!');
    // The e-mail, then the message, then Submit (the form's hidden trap for robots is out of the tab order).
    for (const text of ['ada@example.com', message]) await driver.type(text).then(() => driver.press('Tab'));
    await driver.press('Enter');
    await expect.poll(async () => (await driver.alerts()).slice(before), { timeout: 10_000 }).toEqual(['Email Sent !']);
    expect(await sends()).toEqual([{ ...payload(message), template_params: { ...payload(message).template_params, from_name: '' } }]);
  });

  test('a 503, then a dropped connection, then a 200: the same payload three times, delivered once', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver, engine }) => {
    const message = `Flaky network (${engine})`;
    const sends = await standIn(message, [503, 'drop', 200]);
    const before = (await driver.alerts()).length;
    await sendMessage(driver, message);
    // The form empties at once.
    expect(await driver.run("return document.getElementById('message').value")).toBe('');
    await expect.poll(sends, { timeout: 15_000 }).toHaveLength(3);
    await expect.poll(async () => (await driver.alerts()).slice(before), { timeout: 10_000 }).toEqual(['Email Sent !']);
    expect(await sends()).toEqual([payload(message), payload(message), payload(message)]);
    await nothingHappensFor(2500, 'no send, and no alert, after the last');
    expect(await sends()).toHaveLength(3);
    expect((await driver.alerts()).slice(before)).toEqual(['Email Sent !']);
  });

  test('a 400 is sent once and never retried', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver, engine }) => {
    const message = `Bad request (${engine})`;
    const sends = await standIn(message, [400]);
    const before = (await driver.alerts()).length;
    await sendMessage(driver, message);
    await expect.poll(sends).toHaveLength(1);
    await nothingHappensFor(3000, 'no further send');
    expect(await sends()).toEqual([payload(message)]);
    expect((await driver.alerts()).slice(before)).toEqual([]);
  });

  test('a message written offline is kept, and delivered once when the network returns', async ({ driver, engine, since }) => {
    const message = `Written offline (${engine})`;
    const sends = await standIn(message, []);
    const before = (await driver.alerts()).length;
    await driver.offline(true);
    await sendMessage(driver, message);
    expect(await driver.run("return document.getElementById('message').value")).toBe('');
    expect(await driver.run(`return JSON.parse(localStorage.getItem(${JSON.stringify(OUTBOX.key)})).map((m) => m.params)`)).toEqual([payload(message).template_params]);
    // Long enough for the background to try to start: offline, it stays plain, and the page stays as it was.
    await nothingHappensFor(4000, 'the background tries to start, offline');
    expect(await sends()).toEqual([]);
    expect(await h1(driver)).toBe(sitePage('contact').heading);
    await driver.offline(false);
    await expect.poll(sends, { timeout: 10_000 }).toEqual([payload(message)]);
    await expect.poll(async () => (await driver.alerts()).slice(before), { timeout: 10_000 }).toEqual(['Email Sent !']);
    expect(await driver.run(`return localStorage.getItem(${JSON.stringify(OUTBOX.key)})`)).toBeNull();
    await nothingHappensFor(2500, 'no send, and no alert, after the last');
    expect(await sends()).toHaveLength(1);
    expect((await driver.alerts()).slice(before)).toEqual(['Email Sent !']);
    // Only the requests the browser could not make while offline (the background's chunks) are reported.
    expect(driver.problems.slice(since.problems).filter((line) => !line.includes('ERR_INTERNET_DISCONNECTED') && !/Failed to load chunk/.test(line))).toEqual([]);
  });

  test('a service down past the retries: kept, and delivered once from another page on the next visit', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver, engine, since }) => {
    const LAPSE = 10;
    const message = `Service down (${engine})`;
    // Down for every attempt the form makes; up again by the next visit.
    const sends = await standIn(message, Array(RETRY.attempts).fill(503));
    const before = (await driver.alerts()).length;
    // This page's timers run ten times faster (the Chromium suite checks the schedule itself on a fake clock).
    await driver.run(`const later = window.setTimeout; window.setTimeout = (run, ms, ...args) => later(run, (ms ?? 0) / ${LAPSE}, ...args);`);
    await sendMessage(driver, message);
    // Five attempts at 0, 1, 3, 7 and 15 s; nothing after, and nothing said: the message is kept.
    await expect.poll(async () => (await sends()).length, { timeout: 40_000 / LAPSE + 5000 }).toBe(RETRY.attempts);
    await nothingHappensFor(30_000 / LAPSE, 'an attempt after the last');
    expect(await sends()).toHaveLength(RETRY.attempts);
    expect((await driver.alerts()).slice(before)).toEqual([]);
    expect(await driver.run(`return JSON.parse(localStorage.getItem(${JSON.stringify(OUTBOX.key)})).length`)).toBe(1);
    // The visitor leaves, and comes back later to another page.
    await driver.goto('about:blank');
    await open(driver, sitePage('about').path);
    await expect.poll(async () => (await sends()).length, { timeout: 15_000 }).toBe(RETRY.attempts + 1);
    await expect.poll(async () => (await driver.alerts()).slice(before), { timeout: 10_000 }).toEqual(['Email Sent !']);
    expect(await sends()).toEqual(Array(RETRY.attempts + 1).fill(payload(message)));
    await nothingHappensFor(2500, 'no send, and no alert, after the last');
    expect(await sends()).toHaveLength(RETRY.attempts + 1);
    expect((await driver.alerts()).slice(before)).toEqual(['Email Sent !']);
    expect(await driver.run(`return localStorage.getItem(${JSON.stringify(OUTBOX.key)})`)).toBeNull();
    // No console line: nothing failed for good.
    // Each 503 is reported as a failed response (Chromium, Firefox); nothing else is, and no console line says
    // the message was given up.
    expect(driver.problems.slice(since.problems).filter((line) => !/\b503\b/.test(line))).toEqual([]);
  });

  test('two pages open with a kept message deliver it once, and alert once', async ({ driver, engine }) => {
    const message = `Two pages (${engine})`;
    // The first send takes 2 s to answer: long enough for the other page to send it too, were it not locked out.
    const sends = await standIn(message, ['slow']);
    const before = (await driver.alerts()).length;
    await driver.offline(true);
    await sendMessage(driver, message);
    // Back online, this page starts delivering, and a second page of the site opens beside it (a frame: classic
    // WebDriver drives one window's alerts), which delivers what it finds on load.
    await driver.offline(false);
    await driver.run(`const frame = document.createElement('iframe'); frame.src = ${JSON.stringify(sitePage('home').path)}; frame.id = 'second-page'; document.body.append(frame);`);
    await until(driver, "return document.getElementById('second-page').contentDocument?.readyState === 'complete'", 'the second page loads', 15_000);
    await expect.poll(async () => (await driver.alerts()).slice(before), { timeout: 10_000 }).toEqual(['Email Sent !']);
    await nothingHappensFor(3000, 'no further send');
    expect(await sends()).toEqual([payload(message)]);
    expect((await driver.alerts()).slice(before)).toEqual(['Email Sent !']);
    expect(await driver.run(`return localStorage.getItem(${JSON.stringify(OUTBOX.key)})`)).toBeNull();
  });
});
