import { parseFeed } from '@rowanmanning/feed-parser';
import { posts, WORDS } from './content';
import { deferredScripts } from '../scripts/build/passes/defer-scripts.mjs';
import { BASE, expect, expectLoaded, hydrated, recordViolations, site, SITE_URL, test } from './support';
import { required } from '../lib/required';

// The blog, as the content has it: the second owner's posts in the owner run (E2E_CONTENT=owner), none in the
// placeholder's. Each page's axe, policy and errors are checked with every other page's, in every-page.spec.ts.

const { published, drafts } = posts;
const { perPage } = site.blog;
const words = WORDS.blogPage;

if (!published.length) {
  test('with no published post, the export has nothing of a blog: no page, no feed, no link', async ({ page, request }) => {
    for (const path of ['/Blog/', '/feed.xml', '/atom.xml', '/feed.json', '/Blog/tags/', '/Search/', '/pagefind/pagefind.js']) expect((await request.get(`${BASE}${path}`)).status(), path).toBe(404);
    await page.goto(`${BASE}/`);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: site.blog.label, exact: true })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: WORDS.search.label, exact: true })).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(0);
  });
} else {
  test('the navigation links the blog, which lists the published posts newest first and no draft', async ({ page }) => {
    await page.goto(`${BASE}/`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: site.blog.label, exact: true }).click();
    await expect(page).toHaveURL(`${BASE}/Blog/`);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(published.slice(0, perPage).map((post) => post.title));
    for (const title of drafts) await expect(page.getByText(title)).toHaveCount(0);
    expect(drafts.length).toBeGreaterThan(0);
  });

  test('a post is a document of its own: a link into it loads it whole, with no navigation payload fetched; its links out stay client-side', async ({ page }) => {
    const payloads: string[] = [];
    page.on('request', (request) => {
      if (/\.txt(\?|$)/.test(request.url())) payloads.push(new URL(request.url()).pathname);
    });
    await page.goto(`${BASE}/Blog/`);
    // A whole-page load wipes this; a client-side change keeps it.
    await page.evaluate('window.__marker = 1');
    await page.getByRole('link', { name: published[0].title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(published[0].title);
    expect(await page.evaluate('window.__marker')).toBeUndefined();
    expect(
      payloads.filter((path) => path.startsWith(`${BASE}/Blog/${published[0].slug}/`)),
      'the post’s navigation payloads',
    ).toEqual([]);
    // Its links are the runtime's once it has hydrated the new document (before, a click is a plain link's).
    await hydrated(page);
    await page.evaluate('window.__marker = 1');
    await page.getByRole('link', { name: new RegExp(`^${words.all}:`) }).click();
    await expect(page).toHaveURL(`${BASE}/Blog/`);
    expect(await page.evaluate('window.__marker')).toBe(1);
  });

  test('a post’s words are shipped once, in its HTML: its page’s payload holds none of its prose, and back on it after leaving it client-side, it reads whole', async ({ page, request }) => {
    const post = published[0];
    // Six plain words of a paragraph of its Markdown (no code, heading, table, list or markup in them).
    const prose = required(
      post.body
        .replace(/```[\s\S]*?```/g, '')
        .split('\n')
        .filter((line) => /^[A-Za-z]/.test(line))
        .map((line) => /[A-Za-z]+(?: [A-Za-z]+){5}/.exec(line)?.[0])
        .find(Boolean),
    );
    expect(prose, 'a paragraph of plain words in the first post').toBeTruthy();
    const html = await (await request.get(`${BASE}/Blog/${post.slug}/`)).text();
    // Its RSC payload, in the file its loader asks for (scripts/build/passes/defer-scripts.mjs).
    const file = await (await request.get(deferredScripts(html).payload)).text();
    const payload = [...file.matchAll(/self\.__next_f\.push\((\[1,.*\])\)(?:;\n|$)/g)].map((match) => JSON.parse(match[1])[1]).join('');
    expect(payload.length).toBeGreaterThan(0);
    expect(html).toContain(prose);
    expect(payload).not.toContain(prose);
    await page.goto(`${BASE}/Blog/${post.slug}/`);
    await hydrated(page);
    await expect(page.locator('article')).toContainText(prose);
    await page.getByRole('link', { name: new RegExp(`^${words.all}:`) }).click();
    await expect(page).toHaveURL(`${BASE}/Blog/`);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.locator('article')).toContainText(prose);
  });

  test('pages of posts: plain links to the older and newer pages and by number, the current one marked; a page after the first loads whole, the first client-side', async ({ page }) => {
    const pages = Math.ceil(published.length / perPage);
    expect(pages).toBeGreaterThan(1);
    await page.goto(`${BASE}/Blog/`);
    await hydrated(page);
    const pager = page.getByRole('navigation', { name: words.pages });
    await expect(pager.getByRole('link', { name: `${words.pageNumber} 1` })).toHaveAttribute('aria-current', 'page');
    // A whole-page load wipes this; a client-side change keeps it.
    await page.evaluate('window.__marker = 1');
    await pager.getByRole('link', { name: `${words.older} →` }).click();
    await expect(page).toHaveURL(`${BASE}/Blog/page/2/`);
    expect(await page.evaluate('window.__marker')).toBeUndefined();
    await expect(page).toHaveTitle(new RegExp(`^${site.blog.label} · ${words.pageNumber} 2 · `));
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(published.slice(perPage, 2 * perPage).map((post) => post.title));
    await expect(pager.getByRole('link', { name: `${words.pageNumber} 2` })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${BASE}/Blog/page/2/`);
    await hydrated(page);
    await page.evaluate('window.__marker = 1');
    await pager.getByRole('link', { name: `← ${words.newer}` }).click();
    await expect(page).toHaveURL(`${BASE}/Blog/`);
    expect(await page.evaluate('window.__marker')).toBe(1);
    expect((await page.request.get(`${BASE}/Blog/page/1/`)).status()).toBe(404);
  });

  test('a long post’s contents link to its sections', async ({ page }) => {
    for (const post of published) {
      await page.goto(`${BASE}/Blog/${post.slug}/`);
      const contents = page.getByRole('navigation', { name: words.contents });
      if (!(await contents.count())) continue;
      const link = contents.getByRole('link').last();
      const id = required(await link.getAttribute('href')).slice(1);
      await link.click();
      await expect(page).toHaveURL(`${BASE}/Blog/${post.slug}/#${id}`);
      await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      return;
    }
    throw new Error('no published post has a table of contents: the owner’s fixture should have one');
  });

  test('each code block’s copy button copies its code and says so; a refused clipboard is said too', async ({ page, context }) => {
    const post = required(published.find((candidate) => candidate.body.includes('```')));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(`${BASE}/Blog/${post.slug}/`);
    const block = page.locator('main pre').first();
    const button = page.getByRole('button', { name: words.copy }).first();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: words.copied })).toHaveCount(1);
    await expect(page.getByRole('button', { name: words.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await block.textContent());
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Refused', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: words.copy }).last().click();
    await expect(page.getByRole('status').filter({ hasText: words.copyRefused })).toHaveCount(1);
  });

  test('without scripts, code blocks read as ever, with no copy button', async ({ browser }) => {
    const post = required(published.find((candidate) => candidate.body.includes('```')));
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${BASE}/Blog/${post.slug}/`);
    await expect(page.locator('main pre').first()).toBeVisible();
    await expect(page.getByRole('button', { name: words.copy })).toHaveCount(0);
    await context.close();
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
        const resolved = (value: string) => {
          probe.style.color = value;
          return getComputedStyle(probe).color;
        };
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

  for (const [type, path] of [
    ['application/rss+xml', '/feed.xml'],
    ['application/atom+xml', '/atom.xml'],
    ['application/feed+json', '/feed.json'],
  ]) {
    test(`the feed at ${path} is linked from every page and carries the newest posts at their absolute addresses`, async ({ page, request }) => {
      await page.goto(`${BASE}/About/`);
      await expect(page.locator(`link[rel="alternate"][type="${type}"]`)).toHaveAttribute('href', `${SITE_URL}${BASE}${path}`);
      const response = await request.get(`${BASE}${path}`);
      expect(response.status()).toBe(200);
      const text = await response.text();
      const items = path.endsWith('.json') ? JSON.parse(text).items.map((item: { title: string; url: string }) => [item.title, item.url]) : parseFeed(text).items.map((item) => [item.title, item.url]);
      expect(items).toEqual(published.slice(0, site.blog.feedItems).map((post) => [post.title, `${SITE_URL}${BASE}/Blog/${post.slug}/`]));
    });
  }

  test('each post has its own link preview, a 1200 × 630 PNG', async ({ request }) => {
    for (const post of published) {
      const response = await request.get(`${BASE}/previews/posts/${post.slug}.png`);
      expect(response.status(), post.slug).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });
}
