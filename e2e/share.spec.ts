import type { Page } from '@playwright/test';
import { SHIPPED_WORDS } from '../lib/i18n/words';
import { mastodonShareUrl } from '../lib/share/shareLinks';
import { expect, PROJECT_PAGES, site, test } from './support';
import { required } from '../lib/required';

// Passing a page on: a project page's "Share" (the posts' is the same component, in posts.spec.ts's pages), in the
// page's canonical address and nothing else. Firefox's and WebKit's own share and copy: e2e/engines/pages.spec.ts.
const words = SHIPPED_WORDS.en;
const project = PROJECT_PAGES[0];

const shareSection = (page: Page) => page.getByRole('region', { name: words.share.heading });
const serviceLink = (page: Page, name: string) => shareSection(page).getByRole('link', { name: `${words.share.on} ${name} (${words.newTab})` });
const canonicalOf = async (page: Page) => required(await page.locator('link[rel="canonical"]').getAttribute('href'));

test('plain links to LinkedIn, X, Bluesky, Mastodon and e-mail carry the canonical address and title, and nothing else', async ({ page }) => {
  await page.goto(project.path);
  const url = await canonicalOf(page);
  expect(new URL(url).search, 'the canonical address has no parameters').toBe('');
  const hrefOf = async (name: string) => new URL(required(await serviceLink(page, name).getAttribute('href')));
  const linkedIn = await hrefOf('LinkedIn');
  expect([linkedIn.origin + linkedIn.pathname, [...linkedIn.searchParams]]).toEqual(['https://www.linkedin.com/sharing/share-offsite/', [['url', url]]]);
  const x = await hrefOf('X');
  expect([x.origin + x.pathname, [...x.searchParams]]).toEqual([
    'https://x.com/intent/post',
    [
      ['text', project.heading],
      ['url', url],
    ],
  ]);
  const bluesky = await hrefOf('Bluesky');
  expect([bluesky.origin + bluesky.pathname, [...bluesky.searchParams]]).toEqual(['https://bsky.app/intent/compose', [['text', `${project.heading} ${url}`]]]);
  const mastodon = await hrefOf('Mastodon');
  expect([mastodon.origin + mastodon.pathname, [...mastodon.searchParams]]).toEqual([`https://${site.share.mastodon}/share`, [['text', `${project.heading} ${url}`]]]);
  const email = await shareSection(page).getByRole('link', { name: words.share.email }).getAttribute('href');
  expect(email).toBe(`mailto:?subject=${encodeURIComponent(project.heading)}&body=${encodeURIComponent(url)}`);
});

test('"Copy link" copies the canonical address and says "Link copied"', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(project.path);
  await shareSection(page).getByRole('button', { name: words.share.copy }).click();
  await expect(shareSection(page).getByRole('status')).toHaveText(words.share.copied);
  await expect(shareSection(page).getByRole('button', { name: words.share.copied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await canonicalOf(page));
});

test('where the browser has a share sheet, "Share" opens it with the page’s title and canonical address', async ({ page }) => {
  await page.addInitScript(() => {
    Object.assign(navigator, { share: async (data: ShareData) => Object.assign(window, { __shared: data }) });
  });
  await page.goto(project.path);
  await shareSection(page).getByRole('button', { name: words.share.share, exact: true }).click();
  await expect.poll(() => page.evaluate(() => (window as { __shared?: ShareData }).__shared)).toEqual({ title: project.heading, url: await canonicalOf(page) });
});

test('Mastodon asks for the visitor’s server once, remembers it, and goes straight there after', async ({ page, context }) => {
  await context.route('https://fosstodon.org/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>Fosstodon</title>' }));
  await page.goto(project.path);
  const url = await canonicalOf(page);
  const expected = mastodonShareUrl('fosstodon.org', { url, title: project.heading });
  await serviceLink(page, 'Mastodon').click();
  const dialog = page.getByRole('dialog', { name: words.share.server.label });
  await expect(dialog).toBeVisible();
  const server = dialog.getByRole('textbox', { name: words.share.server.label });
  await expect(server).toBeFocused();
  await server.fill('not a server');
  await dialog.getByRole('button', { name: words.share.server.submit }).click();
  await expect(dialog.getByRole('alert')).toHaveText(words.share.server.invalid);
  await server.fill('@ada@fosstodon.org');
  const [opened] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: words.share.server.submit }).click()]);
  await opened.waitForURL(expected);
  await expect(dialog).toBeHidden();
  await opened.close();
  // Another page, later: no question, the visitor's server.
  await page.reload();
  await expect(serviceLink(page, 'Mastodon')).toHaveAttribute('href', expected);
  const [again] = await Promise.all([context.waitForEvent('page'), serviceLink(page, 'Mastodon').click()]);
  await again.waitForURL(expected);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });
  test('the plain links are there, and no button that cannot work', async ({ page }) => {
    await page.goto(project.path, { waitUntil: 'load' });
    for (const name of ['LinkedIn', 'X', 'Bluesky', 'Mastodon']) await expect(serviceLink(page, name)).toBeVisible();
    await expect(shareSection(page).getByRole('link', { name: words.share.email })).toBeVisible();
    await expect(shareSection(page).getByRole('button')).toHaveCount(0);
  });
});
