import { discussionHref, discussionTerm } from '../lib/comments/giscus';
import { SHIPPED_WORDS } from '../lib/i18n/words';
import { thirdPartyOrigins } from '../lib/thirdParties';
import { THIRD_PARTY_STAND_IN } from '../scripts/test/test-exports.mjs';
import { posts } from './content';
import { BASE, expect, ORIGIN, recordViolations, site, standInHits, test, visitorAgent } from './support';
import { required } from '../lib/required';

// A post's comments, where the owner chose them (content/site.ts): giscus, which the suite's stand-in plays
// (scripts/test/third-party-stand-in.mjs), recording each frame it serves. The second owner chose them; the shipped
// content has no posts. Which pages' policies allow the frame is checked on every page (expectStrictPolicy).
const { comments } = thirdPartyOrigins(site);
const words = SHIPPED_WORDS.en.comments;
const post = posts.published[0];
const userAgent = visitorAgent('comments');

test.skip(!comments || !post, 'the content chooses no comments, or has no post');

const path = () => `${BASE}/Blog/${post.slug}/`;
// The discussion's title giscus gives it: the page's path without its first slash, whatever origin serves the page.
const term = () => discussionTerm(`${ORIGIN}${path()}`);

test.describe('a reader', () => {
  test.use({ userAgent });
  test('a post shows "Show comments"; only the click loads giscus, in the theme shown, and it follows a theme change', async ({ page, request }) => {
    expect(comments, 'the second owner’s comments are the suite’s stand-in').toBe(THIRD_PARTY_STAND_IN);
    const violations = await recordViolations(page);
    await page.goto(path());
    const section = page.getByRole('region', { name: words.heading });
    await expect(section.getByRole('link', { name: words.onGitHub })).toHaveAttribute('href', discussionHref(required(site.comments), term()));
    const show = section.getByRole('button', { name: words.show });
    await expect(show).toBeVisible();
    expect(await page.locator('iframe').count(), 'no frame before the click').toBe(0);
    await page.locator('select[name="theme"]').selectOption('light');
    await show.click();
    const frame = page.locator(`iframe[src^="${comments}/"]`);
    await expect(frame).toBeVisible();
    const src = new URL(required(await frame.getAttribute('src')));
    expect(src.pathname).toBe('/en/widget');
    expect(src.searchParams.get('term')).toBe(term());
    expect(src.searchParams.get('repo')).toBe(required(site.comments).repo);
    await expect(page.frameLocator(`iframe[src^="${comments}/"]`).locator('#theme')).toHaveText('light');
    await page.locator('select[name="theme"]').selectOption('dark');
    await expect(page.frameLocator(`iframe[src^="${comments}/"]`).locator('#theme')).toHaveText('dark');
    const frames = (await standInHits(request, userAgent)).filter((hit) => hit.provider === 'giscus');
    expect(
      frames.map((hit) => hit.theme),
      'one frame, loaded on the click',
    ).toEqual(['light']);
    expect(await violations()).toEqual([]);
  });
});

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });
  test('a post links to its discussion on GitHub, and offers no button that cannot work', async ({ page }) => {
    await page.goto(path(), { waitUntil: 'load' });
    const section = page.getByRole('region', { name: words.heading });
    await expect(section.getByRole('link', { name: words.onGitHub })).toHaveAttribute('href', discussionHref(required(site.comments), term()));
    await expect(section.getByRole('button')).toHaveCount(0);
  });
});
