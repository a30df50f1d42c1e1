import { LinkChecker, LinkState } from 'linkinator';
import { BASE, expect, PAGES, PROJECT_PAGES, ROOT_ORIGIN, SITE_URL, sitePage, test } from './support';

// The same code built with an empty base path (BASE_PATH=''), as deployed at a domain's root.
const rootPath = (path: string) => path.slice(BASE.length);

test(`every page is served at the root, links and assets without ${BASE}`, async ({ page }) => {
  for (const target of PAGES) {
    const response = await page.goto(`${ROOT_ORIGIN}${rootPath(target.path)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: target.heading, exact: true })).toBeVisible();
    const urls = await page.evaluate(() =>
      [...document.querySelectorAll('[href], [src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? ''),
    );
    expect(urls.filter((url) => url.includes(BASE))).toEqual([]);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${SITE_URL}${rootPath(target.path)}`);
  }
});

test('client-side navigation works at the root', async ({ page }) => {
  await page.goto(`${ROOT_ORIGIN}/`);
  const projects = sitePage('projects');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: projects.nav, exact: true }).click();
  await expect(page).toHaveURL(`${ROOT_ORIGIN}${rootPath(projects.path)}`);
  await expect(page.getByRole('heading', { level: 1, name: projects.heading })).toBeVisible();
});

test('every internal link and asset of the root build resolves', async () => {
  const { links } = await new LinkChecker().check({
    path: `${ROOT_ORIGIN}/`,
    recurse: true,
    linksToSkip: async (link) => !link.startsWith(`${ROOT_ORIGIN}/`),
  });
  expect(links.filter((link) => link.state === LinkState.BROKEN).map((link) => `${link.url} on ${link.parent}`)).toEqual([]);
  const checked = links.filter((link) => link.state === LinkState.OK).map((link) => link.url);
  for (const target of [...PAGES, ...PROJECT_PAGES]) expect(checked).toContain(`${ROOT_ORIGIN}${rootPath(target.path)}`);
});
