import type { APIRequestContext } from '@playwright/test';
import { imageSize } from 'image-size';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BASE, expect, EXPORTED_PAGES, inExport, NOT_FOUND, ORIGIN, OUT_DIR, PAGES, PROJECT_PAGES, SHIPPED_BASE, site, SITE_URL, test } from './support';
import { required } from '../lib/required';

// The suite's export is built with NEXT_PUBLIC_SITE_URL=SITE_URL, so every absolute URL must start with it.
const titleOf = (target: (typeof PAGES)[number]) => (target.route === '/' ? `${site.name} · ${site.role}` : `${target.nav} · ${site.name}`);
const previewImageOf = (target: (typeof PAGES)[number]) => `${SITE_URL}${BASE}/previews/${target.route === '/' ? 'home' : target.route.slice(1)}.png`;
const projectPreviewImageOf = ({ project }: (typeof PROJECT_PAGES)[number]) => `${SITE_URL}${BASE}/previews/projects/${project.slug}.png`;

/** Every absolute URL of the site in a text: each must carry the base path exactly once. */
function siteUrls(text: string): string[] {
  return [...text.matchAll(new RegExp(`${SITE_URL.replace(/\./g, '\\.')}[^"'\\s<>\\\\)]*`, 'g'))].map((m) => m[0]);
}

async function fetchText(request: APIRequestContext, path: string) {
  const response = await request.get(`${ORIGIN}${path}`);
  expect(response.status(), path).toBe(200);
  return { text: await response.text(), type: response.headers()['content-type'] };
}

/** The width and height a PNG declares (image-size, as the build reads the content's pictures), or none if not a PNG. */
function pngSize(png: Buffer): number[] {
  const { type, width, height } = imageSize(png);
  return type === 'png' ? [width, height] : [];
}

// Search engines and link previews read the page as served: its tags are read once the HTML is parsed, without
// waiting for the runtime that the page fetches afterwards.
const AS_SERVED = { waitUntil: 'domcontentloaded' } as const;

for (const target of PAGES) {
  test(`${target.name}: its own title, description, canonical URL and share tags`, async ({ page }) => {
    await page.goto(target.path, AS_SERVED);
    const url = `${SITE_URL}${target.path}`;
    const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
    await expect(page).toHaveTitle(titleOf(target));
    expect((await meta('name="description"'))?.length).toBeGreaterThan(40);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(url);
    expect(await meta('property="og:url"')).toBe(url);
    expect(await meta('property="og:title"')).toBe(titleOf(target));
    expect(await meta('property="og:description"')).toBe(await meta('name="description"'));
    expect(await meta('property="og:image"')).toBe(previewImageOf(target));
    expect([await meta('property="og:image:width"'), await meta('property="og:image:height"')]).toEqual(['1200', '630']);
    expect(await meta('property="og:image:alt"')).toContain(site.name);
    expect(await meta('name="twitter:card"')).toBe('summary_large_image');
    expect(await meta('name="twitter:image"')).toBe(previewImageOf(target));
    expect(await meta('name="twitter:image:alt"')).toBe(await meta('property="og:image:alt"'));
    expect(await meta('name="referrer"')).toBe('strict-origin-when-cross-origin');
  });
}

test('each page’s and each project’s share image is served as a 1200 × 630 PNG of its own', async ({ request }) => {
  const images = new Set<string>();
  const urls = [...PAGES.map(previewImageOf), ...PROJECT_PAGES.map(projectPreviewImageOf)];
  for (const url of urls) {
    const response = await request.get(url.replace(SITE_URL, ORIGIN));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(pngSize(png)).toEqual([1200, 630]);
    images.add(png.toString('base64'));
  }
  expect(images.size).toBe(urls.length);
});

test('the pages describe themselves differently', async ({ page }) => {
  const descriptions = new Set<string | null>();
  for (const target of PAGES) {
    await page.goto(target.path, AS_SERVED);
    descriptions.add(await page.locator('head meta[name="description"]').getAttribute('content'));
  }
  expect(descriptions.size).toBe(PAGES.length);
});

test('no two pages of a language share a title (WCAG 2.4.2)', () => {
  const titles = EXPORTED_PAGES.map(({ path, language }) => `${language}: ${/<title>([^<]*)<\/title>/.exec(readFileSync(join(OUT_DIR, inExport(path), 'index.html'), 'utf8'))?.[1]}`);
  expect(titles.length).toBeGreaterThan(8);
  expect(titles.filter((title, i) => titles.indexOf(title) !== i)).toEqual([]);
});

test(`every absolute URL in the HTML and the sitemap is under ${SITE_URL}${BASE}/, its base path written once`, async ({ request }) => {
  const urls: string[] = [];
  for (const path of [...EXPORTED_PAGES.map((target) => target.path), `${BASE}/404.html`, `${BASE}/sitemap.xml`, `${BASE}/robots.txt`]) {
    urls.push(...siteUrls((await fetchText(request, path)).text));
  }
  expect(urls.length).toBeGreaterThan(40);
  // Once: not doubled, and at a domain's root (an empty base path) not the shipped one either.
  const path = (url: string) => url.slice(`${SITE_URL}${BASE}`.length);
  expect(urls.filter((url) => !url.startsWith(`${SITE_URL}${BASE}/`) || path(url).startsWith(`${BASE || SHIPPED_BASE}/`))).toEqual([]);
});

test('the sitemap lists every page the export has (the 404 page aside) with the alternates its head names, and nothing else; robots.txt points at it', async ({ request }) => {
  const { text: sitemap } = await fetchText(request, `${BASE}/sitemap.xml`);
  const entries = new Map(
    sitemap
      .split('<url>')
      .slice(1)
      .map((entry) => [required(/<loc>([^<]+)<\/loc>/.exec(entry))[1], [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, code, href]) => `${code} ${href}`).sort()]),
  );
  const exported = new Map(
    EXPORTED_PAGES.map(({ path }) => {
      const html = readFileSync(join(OUT_DIR, inExport(path), 'index.html'), 'utf8');
      return [`${SITE_URL}${path}`, [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, code, href]) => `${code} ${href}`).sort()];
    }),
  );
  expect(EXPORTED_PAGES.length).toBeGreaterThanOrEqual(PAGES.length);
  expect([...entries.keys()].sort()).toEqual([...exported.keys()].sort());
  for (const [url, alternates] of exported) expect(entries.get(url), url).toEqual(alternates);
  const { text: robots } = await fetchText(request, `${BASE}/robots.txt`);
  expect(robots).toContain('Allow: /');
  expect(robots).toContain(`Sitemap: ${SITE_URL}${BASE}/sitemap.xml`);
});

test('Home tells search engines who the site is about: a JSON-LD Person', async ({ page, request }) => {
  await page.goto(`${BASE}/`, AS_SERVED);
  const person = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(person).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: site.name,
    jobTitle: site.role,
    url: `${SITE_URL}${BASE}/`,
  });
  expect(person.sameAs).toEqual(site.profiles.map((profile) => profile.url));
  // The logo as the build wrote it (upright, in a format every reader takes).
  const image = new URL(person.image);
  expect(image.origin).toBe(SITE_URL);
  expect(image.pathname).toMatch(new RegExp(`^${BASE}/pictures/[\\w-]+-${site.logo.hash}-\\d+\\.(png|jpg)$`));
  expect((await request.get(`${ORIGIN}${image.pathname}`)).status()).toBe(200);
});

test('the favicon, the home-screen icons and the web manifest are served, at their sizes', async ({ page, request }) => {
  await page.goto(`${BASE}/`, AS_SERVED);
  const href = (selector: string) => page.locator(`head link[rel="${selector}"]`).evaluate((link) => (link as HTMLLinkElement).href);
  // The tab's icons: an SVG logo as it is, and a PNG drawn from any logo (Safari shows no SVG favicon).
  const favicons = await page.locator('head link[rel="icon"]').evaluateAll((links) => (links as HTMLLinkElement[]).map((link) => ({ href: link.href, type: link.type, sizes: link.getAttribute('sizes') })));
  expect(favicons.map((icon) => icon.type)).toEqual(site.logo.format === 'svg' ? ['image/svg+xml', 'image/png'] : ['image/png']);
  for (const icon of favicons) {
    const response = await request.get(icon.href);
    expect(response.status(), icon.href).toBe(200);
    expect(response.headers()['content-type']).toBe(icon.type);
    if (icon.sizes) expect(pngSize(await response.body()).join('x')).toBe(icon.sizes);
  }
  const touchIcon = await request.get(await href('apple-touch-icon'));
  expect(touchIcon.headers()['content-type']).toBe('image/png');
  expect(pngSize(await touchIcon.body())).toEqual([180, 180]);

  const manifest = await (await request.get(await href('manifest'))).json();
  expect(manifest).toMatchObject({ start_url: `${BASE}/`, scope: `${BASE}/`, name: `${site.name} · ${site.role}` });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of manifest.icons as { src: string; sizes: string }[]) {
    const png = await (await request.get(`${ORIGIN}${icon.src}`)).body();
    expect(pngSize(png).join('x'), icon.src).toBe(icon.sizes);
  }
});

test('the 404 page asks not to be indexed', async ({ page }) => {
  await page.goto(NOT_FOUND.path, AS_SERVED);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
