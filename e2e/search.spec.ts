import { EXPORTED_BLOG_PAGES, BASE, expect, test } from './support';
import { posts, wordOnlyIn, WORDS } from './content';
import { required } from '../lib/required';

// Search across the site (Pagefind, its index written by the build), in the owner run: a site with posts. With none
// there is no search (posts.spec.ts). Its page's axe and policy are checked with every page's in every-page.spec.ts.

const { published } = posts;
const search = WORDS.search;
const SEARCH = `${BASE}/Search/`;
/** A post and a word only it has: a search for the word finds it alone. */
const target = published.map((post) => ({ post, word: wordOnlyIn(post) })).find(({ word }) => word) ?? { post: published[0], word: undefined };

if (published.length) {
  test.describe('search', () => {
    test('finds as the visitor types: the query in the address, one result a link with its kind, day and the word marked, the count announced', async ({ page }) => {
      await page.goto(SEARCH);
      const box = page.getByRole('searchbox', { name: search.box });
      await box.fill(required(target.word));
      await expect(page).toHaveURL(`${SEARCH}?q=${target.word}`);
      await expect(page.getByRole('status')).toHaveText(required(search.found.one).replace('{count}', '1'));
      const results = page.getByRole('list', { name: search.label }).getByRole('listitem');
      await expect(results).toHaveCount(1);
      await expect(results.getByRole('link', { name: target.post.title })).toHaveAttribute('href', `${BASE}/Blog/${target.post.slug}/`);
      await expect(results).toContainText(search.kinds.post);
      await expect(results.locator('time')).toHaveAttribute('datetime', target.post.date);
      await expect(results.locator('mark').first()).toHaveText(new RegExp(required(target.word), 'i'));
    });

    test('a shared address runs its search, and the back button returns to it', async ({ page }) => {
      await page.goto(`${SEARCH}?q=${target.word}`);
      const result = page.getByRole('link', { name: target.post.title });
      await expect(page.getByRole('searchbox', { name: search.box })).toHaveValue(required(target.word));
      await result.click();
      await expect(page).toHaveURL(`${BASE}/Blog/${target.post.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.post.title);
      await page.goBack();
      await expect(page).toHaveURL(`${SEARCH}?q=${target.word}`);
      await expect(page.getByRole('link', { name: target.post.title })).toBeVisible();
    });

    test('tags filter the results, and the filter is in the address too', async ({ page }) => {
      const [tag] = published.flatMap((post) => post.tags);
      const tagged = published.filter((post) => post.tags.includes(tag));
      await page.goto(SEARCH);
      await page
        .getByRole('group', { name: search.filter })
        .getByRole('checkbox', { name: `#${tag}` })
        .check();
      await expect(page).toHaveURL(`${SEARCH}?tag=${encodeURIComponent(tag).replace(/%20/g, '+')}`);
      const links = page.getByRole('list', { name: search.label }).getByRole('link');
      await expect(links).toHaveCount(tagged.length);
      expect((await links.allInnerTexts()).sort()).toEqual(tagged.map((post) => post.title).sort());
    });

    test('works from the keyboard with no single-key shortcut (WCAG 2.1.4: "/" typed outside the box does nothing), Enter on a result opens it', async ({ page }) => {
      await page.goto(SEARCH);
      const box = page.getByRole('searchbox', { name: search.box });
      await expect(page.getByRole('group', { name: search.filter })).toBeVisible();
      await page.locator('body').click({ position: { x: 5, y: 5 } });
      await page.keyboard.press('/');
      await expect(box).not.toBeFocused();
      // Nor does the box announce one.
      await expect(box).not.toHaveAttribute('aria-keyshortcuts');
      await box.fill(required(target.word));
      const link = page.getByRole('link', { name: target.post.title });
      await expect(link).toBeVisible();
      await link.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${BASE}/Blog/${target.post.slug}/`);
    });

    test('finds projects and pages too, by what their content says', async ({ page }) => {
      const [project] = (await import('./content')).projects.entries;
      await page.goto(`${SEARCH}?q=${encodeURIComponent(project.title)}`);
      const result = page
        .getByRole('list', { name: search.label })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: project.title, exact: true }) });
      await expect(result.first()).toContainText(search.kinds.project);
    });

    test('without scripts, says search needs them and offers the tags and the newest posts', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(SEARCH);
      await expect(page.getByText(search.needsScript)).toBeVisible();
      await expect(page.getByRole('list', { name: WORDS.blogPage.allTags }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('region', { name: search.newest }).getByRole('link').first()).toHaveText(published[0].title);
      await context.close();
    });

    test('no page but search fetches any of search’s files', async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith(`${BASE}/pagefind/`)) fetched.push(`${page.url()} → ${request.url()}`);
      });
      for (const { path } of EXPORTED_BLOG_PAGES.filter(({ path }) => path !== SEARCH).slice(0, 6)) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
      }
      expect(fetched).toEqual([]);
      await page.goto(SEARCH);
      await expect(page.getByRole('group', { name: search.filter })).toBeVisible();
      expect(fetched.length).toBeGreaterThan(0);
    });
  });
}
