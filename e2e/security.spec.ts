import type { Page } from '@playwright/test';
import { BASE, EMAILJS_SEND_URL, expect, NOT_FOUND, PAGES, PROJECT_PAGES, sitePage, test } from './support';

/** Collects every Content-Security-Policy violation the page reports, from before its first script. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective}: ${event.blockedURI || event.sample}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

const policyOf = (page: Page) =>
  page.locator('head meta[http-equiv="Content-Security-Policy"]').getAttribute('content');

for (const target of [...PAGES, ...PROJECT_PAGES, NOT_FOUND]) {
  test(`${target.name}: a strict Content-Security-Policy before any script, and no violation of it`, async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto(target.path);
    const policy = (await policyOf(page)) ?? '';
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['default-src']).toEqual(["'self'"]);
    // Only this site's files and the hashes of the inline scripts this very page carries.
    const [self, ...hashes] = directives['script-src'];
    expect(self).toBe("'self'");
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.emailjs.com']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain("'unsafe-inline'");
    // It must come before the first script to govern it.
    const order = await page.evaluate(() =>
      [...document.head.children].map((el) => (el.matches('meta[http-equiv]') ? 'policy' : el.tagName)),
    );
    expect(order.indexOf('policy')).toBeLessThan(order.indexOf('SCRIPT'));
    // The page's own scripts, and the background once it has loaded and drawn, run within it.
    await expect(page.locator('#tsparticles canvas')).toBeAttached({ timeout: 10_000 });
    expect(await violations()).toEqual([]);
  });
}

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
