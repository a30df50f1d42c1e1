import { BASE, EMAILJS_SEND_URL, expect, recordViolations, sitePage, test } from './support';

// With the background playing, as a new visitor has it: its worker within the policy as pages change too.
test.use({ backgroundPaused: false });

// Each page's own policy, and that nothing it does violates it, are checked where every page is opened: in
// every-page.spec.ts.

test('no policy violation as pages change in the browser and the form sends', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.route(EMAILJS_SEND_URL, (route) =>
    route.fulfill({
      status: route.request().method() === 'OPTIONS' ? 204 : 200,
      body: route.request().method() === 'OPTIONS' ? '' : 'OK',
      headers: {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type',
      },
    }),
  );
  // Answered as it opens: an alert left open would stall the page, and the click that led to it.
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.dismiss();
  });

  await page.goto(`${BASE}/`);
  await expect(page.locator('#tsparticles canvas')).toBeAttached({ timeout: 10_000 });
  for (const name of ['about', 'projects', 'contact'] as const) {
    const { nav } = sitePage(name);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: nav, exact: true }).click();
    await expect(page.getByRole('link', { name: nav, exact: true }).first()).toHaveAttribute('aria-current', 'page');
  }
  await page.getByLabel('Your Email').fill('ada@example.com');
  await page.getByLabel('Your message').fill('Hello');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect.poll(() => alerts).toEqual(['Email Sent !']);
  expect(await violations()).toEqual([]);
});

test('a script whose hash is not in the policy is blocked (the policy is enforced, not just present)', async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto(`${BASE}/`);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  expect(await violations()).toEqual([expect.stringMatching(/^script-src/)]);
});
