import { parseFeed } from '@rowanmanning/feed-parser';
import { posts } from './content';
import { BASE, expect, expectLoaded, recordViolations, site, SITE_URL, test } from './support';

// The blog, as the content has it: the second owner's posts in the owner run (E2E_CONTENT=owner), none in the
// placeholder's. Each page's axe, policy and errors are checked with every other page's, in health.spec.ts.

const { published, drafts } = posts;

if (!published.length) {
  test('with no published post, the export has nothing of a blog: no page, no feed, no link', async ({ page, request }) => {
    for (const path of ['/Blog/', '/feed.xml', '/Blog/tags/']) expect((await request.get(`${BASE}${path}`)).status(), path).toBe(404);
    await page.goto(`${BASE}/`);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: site.blog.label, exact: true })).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(0);
  });
} else {
  test('the navigation links the blog, which lists the published posts newest first and no draft', async ({ page }) => {
    await page.goto(`${BASE}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: site.blog.label, exact: true }).click();
    await expect(page).toHaveURL(`${BASE}/Blog/`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(published.map((post) => post.title));
    for (const title of drafts) await expect(page.getByText(title)).toHaveCount(0);
    expect(drafts.length).toBeGreaterThan(0);
  });

  for (const post of published) {
    test(`${post.slug}: highlighted code in the design's colours, from classes, with no policy violation`, async ({ page }) => {
      const violations = await recordViolations(page);
      await page.goto(`${BASE}/Blog/${post.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page.locator('time').first()).toHaveAttribute('datetime', post.date);
      const colours = await page.evaluate(() => {
        const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();
        const probe = document.createElement('span');
        document.body.append(probe);
        const resolved = (value: string) => ((probe.style.color = value), getComputedStyle(probe).color);
        const keywords = [...document.querySelectorAll('pre.shiki .shiki-token-keyword')].map((span) => getComputedStyle(span).color);
        return { keywords, keyword: resolved(token('--code-keyword')), text: resolved(token('--text')), styled: document.querySelectorAll('main [style]').length };
      });
      expect(colours.keywords.length).toBeGreaterThan(0);
      expect(new Set(colours.keywords)).toEqual(new Set([colours.keyword]));
      expect(colours.keyword).not.toBe(colours.text);
      expect(colours.styled).toBe(0);
      expect(await violations()).toEqual([]);
    });
  }

  test('a post’s pictures are the build’s variants, their space reserved, loaded as they are reached', async ({ page }) => {
    let pictures = 0;
    for (const post of published) {
      await page.goto(`${BASE}/Blog/${post.slug}/`);
      for (const img of await page.locator('main article picture img').all()) {
        await expectLoaded(img);
        expect(await img.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toMatch(new RegExp(`^${BASE}/pictures/.+-\\d+\\.(avif|webp|png|jpg)$`));
        expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
        pictures += 1;
      }
    }
    expect(pictures).toBeGreaterThan(0);
  });

  test('the feed is served at /feed.xml, linked from every page, with every published post at its absolute address', async ({ page, request }) => {
    await page.goto(`${BASE}/About/`);
    const link = page.locator('link[rel="alternate"][type="application/rss+xml"]');
    await expect(link).toHaveAttribute('href', `${SITE_URL}${BASE}/feed.xml`);
    const response = await request.get(`${BASE}/feed.xml`);
    expect(response.status()).toBe(200);
    const feed = parseFeed(await response.text());
    expect(feed.items.map((item) => [item.title, item.url])).toEqual(published.map((post) => [post.title, `${SITE_URL}${BASE}/Blog/${post.slug}/`]));
  });

  test('each post has its own link preview, a 1200 × 630 PNG', async ({ request }) => {
    for (const post of published) {
      const response = await request.get(`${BASE}/share/posts/${post.slug}.png`);
      expect(response.status(), post.slug).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });
}
