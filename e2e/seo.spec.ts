import type { APIRequestContext } from '@playwright/test';
import { expect, NOT_FOUND, ORIGIN, OWNER_NAME, PAGES, SITE_URL, test } from './support';

// The suite's export is built with NEXT_PUBLIC_SITE_URL=SITE_URL, so every absolute URL must start with it.
const titles = {
  home: `${OWNER_NAME} · Software Engineer`,
  about: `About · ${OWNER_NAME}`,
  projects: `Projects · ${OWNER_NAME}`,
  contact: `Contact · ${OWNER_NAME}`,
};
const shareImage = `${SITE_URL}/portfolio/assets/share.png`;

/** Every absolute URL of the site in a text: each must carry the base path exactly once. */
function siteUrls(text: string): string[] {
  return [...text.matchAll(new RegExp(`${SITE_URL.replace(/\./g, '\\.')}[^"'\\s<>\\\\)]*`, 'g'))].map((m) => m[0]);
}

async function fetchText(request: APIRequestContext, path: string) {
  const response = await request.get(`${ORIGIN}${path}`);
  expect(response.status(), path).toBe(200);
  return { text: await response.text(), type: response.headers()['content-type'] };
}

for (const target of PAGES) {
  test(`${target.name}: its own title, description, canonical URL and share tags`, async ({ page }) => {
    await page.goto(target.path);
    const url = `${SITE_URL}${target.path}`;
    const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
    await expect(page).toHaveTitle(titles[target.name]);
    expect((await meta('name="description"'))?.length).toBeGreaterThan(40);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(url);
    expect(await meta('property="og:url"')).toBe(url);
    expect(await meta('property="og:title"')).toBe(titles[target.name]);
    expect(await meta('property="og:description"')).toBe(await meta('name="description"'));
    expect(await meta('property="og:image"')).toBe(shareImage);
    expect([await meta('property="og:image:width"'), await meta('property="og:image:height"')]).toEqual(['1200', '630']);
    expect(await meta('name="twitter:card"')).toBe('summary_large_image');
    expect(await meta('name="twitter:image"')).toBe(shareImage);
    expect(await meta('name="referrer"')).toBe('strict-origin-when-cross-origin');
  });
}

test('the pages describe themselves differently', async ({ page }) => {
  const descriptions = new Set<string | null>();
  for (const target of PAGES) {
    await page.goto(target.path);
    descriptions.add(await page.locator('head meta[name="description"]').getAttribute('content'));
  }
  expect(descriptions.size).toBe(PAGES.length);
});

test('every absolute URL in the HTML and the sitemap carries /portfolio exactly once', async ({ request }) => {
  const urls: string[] = [];
  for (const path of [...PAGES.map((target) => target.path), '/portfolio/404.html', '/portfolio/sitemap.xml', '/portfolio/robots.txt']) {
    urls.push(...siteUrls((await fetchText(request, path)).text));
  }
  expect(urls.length).toBeGreaterThan(40);
  expect(urls.filter((url) => url.split('/portfolio').length !== 2)).toEqual([]);
});

test('the sitemap lists the four pages; robots.txt points at it', async ({ request }) => {
  const { text: sitemap } = await fetchText(request, '/portfolio/sitemap.xml');
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  expect(locations).toEqual(PAGES.map((target) => `${SITE_URL}${target.path}`).sort());
  const { text: robots } = await fetchText(request, '/portfolio/robots.txt');
  expect(robots).toContain('Allow: /');
  expect(robots).toContain(`Sitemap: ${SITE_URL}/portfolio/sitemap.xml`);
});

test('Home tells search engines who the site is about: a JSON-LD Person', async ({ page }) => {
  await page.goto('/portfolio/');
  const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(person).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: OWNER_NAME,
    jobTitle: 'Software Engineer',
    url: `${SITE_URL}/portfolio/`,
  });
  expect(person.sameAs).toEqual([expect.stringMatching(/^https:\/\/www\.linkedin\.com\//), expect.stringMatching(/^https:\/\/github\.com\//)]);
});

test('the share image, favicon, touch icon and web manifest are all served', async ({ page, request }) => {
  const image = await request.get(`${ORIGIN}/portfolio/assets/share.png`);
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  await page.goto('/portfolio/');
  const icons = await page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"]').evaluateAll((links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  const manifestUrl = await page.locator('head link[rel="manifest"]').evaluate((link) => (link as HTMLLinkElement).href);
  const manifest = await (await request.get(manifestUrl)).json();
  expect(manifest).toMatchObject({ start_url: '/portfolio/', scope: '/portfolio/', name: `${OWNER_NAME} · Software Engineer` });
  const manifestIcons = manifest.icons.map((icon: { src: string }) => `${ORIGIN}${icon.src}`);
  expect(icons.length).toBe(2);
  for (const url of [...icons, ...manifestIcons]) expect((await request.get(url)).status(), url).toBe(200);
});

test('the 404 page asks not to be indexed', async ({ page }) => {
  await page.goto(NOT_FOUND.path);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
