import { slugOf } from '../content/fields';
import { SHIPPED_WORDS } from '../lib/i18n/words';
import { thirdPartyOrigins } from '../lib/thirdParties';
import { LANGUAGES, posts, wordOnlyIn, WORDS } from './content';
import { BASE, expect, hydrated, languageList, ORIGIN, recordViolations, site, standInHits, test, visitorAgent, watch } from './support';
import { required } from '../lib/required';

// A reader's walk through the site by clicks alone, as readers really move: Next changes most pages on the client, so
// a page keeps the policy of the one the reader arrived on unless its link loads it whole (lib/pages/wholePageLinks.ts). With
// analytics, comments, search and a second language chosen (the second owner's site: GoatCounter and giscus, played by
// the stand-in), every step must hold: no policy violation, console error or failed request, the comments' frame shown
// wherever it is asked for, and each page counted once, in order, by the analytics.
const { analytics, comments } = thirdPartyOrigins(site);
const [, other] = LANGUAGES;
const { published, translations } = posts;
const userAgent = visitorAgent('reader-walk');

/** A post the blog's first page lists with a post related to it (sharing a tag), and that related post. */
const first = published.slice(0, site.blog.perPage).find((post) => published.some((o) => o !== post && o.tags.some((tag) => post.tags.includes(tag))));
/** A post translated into the second language, which a word of its own finds in search. */
const translated = published.find((post) => translations.some((t) => t.slug === post.slug && t.language === other) && wordOnlyIn(post));

test.skip(!analytics || !comments || !other || !first || !translated, 'the content chooses no analytics, comments or second language, or has no related or translated post');
test.use({ userAgent });

test('Home → Blog → a post’s comments → a related post’s → a tag → a post → search → a result → its translation’s comments, by clicks: every policy holds, each page counted once', async ({ page, request }) => {
  test.setTimeout(90_000);
  const violations = await recordViolations(page);
  const problems = watch(page);
  // A whole-page load cancels what the page it leaves was still fetching (its background's worker, a chunk its idle
  // moment asked for): cancelled by the reader's click, not failed. Each request is marked with the document it began
  // in (the main frame's commits so far); one aborted in a document that was then replaced is the leaving page's.
  const documents = { committed: 0 };
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) documents.committed += 1;
  });
  const beganIn = new Map<string, number[]>();
  page.on('request', (request) => beganIn.set(request.url(), [...(beganIn.get(request.url()) ?? []), documents.committed]));
  const cancelledByLeaving = (failed: string) => {
    const [url, error] = failed.split(/: (?=net::)/);
    return error === 'net::ERR_ABORTED' && (beganIn.get(url) ?? []).some((document) => document < documents.committed);
  };
  const walked: string[] = [];
  const themes: string[] = [];
  const words = SHIPPED_WORDS.en;
  const nav = page.getByRole('navigation', { name: words.mainNavigation });

  /** The page the reader is on now: its heading, its address, and the analytics' count of it, once, in order. */
  async function arrived(path: string, heading: string) {
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${ORIGIN}${path}`);
    walked.push(path);
    // Counted once the page has settled: the next click waits for it, as a reader's would come later.
    await expect.poll(async () => (await standInHits(request, userAgent)).filter((hit) => hit.provider !== 'giscus').map((hit) => hit.path)).toEqual(walked);
    // Next's runtime has hydrated the page: a click now is the page's own (a client-side change where it makes one).
    await hydrated(page);
  }

  /** The theme the page shows: the visitor's choice, or for `system` the system's. */
  const shownTheme = () =>
    page.evaluate(() => {
      const chosen = document.documentElement.dataset.theme;
      return chosen === 'system' ? (matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light') : (chosen ?? '');
    });

  /** Shows the post's comments: the frame, from the comments' origin, in the theme shown. */
  async function showComments(show: string) {
    const theme = await shownTheme();
    themes.push(theme);
    await page.getByRole('button', { name: show }).click();
    const frame = page.frameLocator(`iframe[src^="${comments}/"]`);
    await expect(frame.locator('#theme')).toHaveText(theme);
  }

  await page.goto(`${BASE}/`);
  await arrived(`${BASE}/`, site.name);

  await nav.getByRole('link', { name: site.blog.label, exact: true }).click();
  await arrived(`${BASE}/Blog/`, site.blog.label);

  await page
    .getByRole('main')
    .getByRole('link', { name: required(first).title, exact: true })
    .click();
  await arrived(`${BASE}/Blog/${required(first).slug}/`, required(first).title);
  await showComments(words.comments.show);

  const related = page.getByRole('region', { name: WORDS.blogPage.related }).getByRole('link').first();
  const relatedTitle = required(await related.textContent());
  const relatedPost = required(published.find((post) => post.title === relatedTitle));
  await related.click();
  await arrived(`${BASE}/Blog/${relatedPost.slug}/`, relatedPost.title);
  // The theme changed on the way: the frame opens in the one shown.
  await page.locator('select[name="theme"]').selectOption((await shownTheme()) === 'dark' ? 'light' : 'dark');
  await showComments(words.comments.show);

  const [tag] = relatedPost.tags;
  await page
    .getByRole('article')
    .getByRole('list', { name: WORDS.blogPage.tags })
    .getByRole('link', { name: `#${tag}`, exact: true })
    .click();
  await arrived(`${BASE}/Blog/tags/${slugOf(tag)}/`, `${WORDS.blogPage.tagged} ${tag}`);

  const tagged = required(published.find((post) => post.tags.includes(tag) && post !== relatedPost));
  await page.getByRole('main').getByRole('link', { name: tagged.title, exact: true }).click();
  await arrived(`${BASE}/Blog/${tagged.slug}/`, tagged.title);

  await nav.getByRole('link', { name: WORDS.search.label, exact: true }).click();
  await arrived(`${BASE}/Search/`, WORDS.search.label);
  // However many letters are typed, a search is one page view.
  await page.getByRole('searchbox', { name: WORDS.search.box }).pressSequentially(required(wordOnlyIn(required(translated))), { delay: 30 });
  const result = page.getByRole('list', { name: WORDS.search.label }).getByRole('link', { name: required(translated).title, exact: true });
  await result.click();
  await arrived(`${BASE}/Blog/${required(translated).slug}/`, required(translated).title);

  const translation = required(translations.find((t) => t.slug === required(translated).slug && t.language === other));
  // The navbar's language link, as the post's own link under its title: its translation.
  const ownLink = await page.getByRole('article').locator(`a[hreflang="${other}"]`).getAttribute('href');
  await expect(nav.locator(`a[hreflang="${other}"]`).first()).toHaveAttribute('href', required(ownLink));
  await (await languageList(page, words.languages)).locator(`a[hreflang="${other}"]`).click();
  await arrived(`${BASE}/${other}/Blog/${required(translated).slug}/`, translation.title);
  await showComments(SHIPPED_WORDS[other].comments.show);

  expect(await violations(), 'policy violations').toEqual([]);
  expect(problems.consoleErrors, 'console errors').toEqual([]);
  expect(problems.pageErrors, 'uncaught errors').toEqual([]);
  expect(
    problems.failedRequests.filter((failed) => !cancelledByLeaving(failed)),
    'failed requests',
  ).toEqual([]);
  // Nothing but the site, the analytics and the comments the owner chose.
  expect(
    problems.foreignRequests.filter((url) => !url.startsWith(`${comments}/`)),
    'requests elsewhere',
  ).toEqual([]);
  // Three frames, each loaded on its click; every page counted once, and no more once the walk is over.
  expect((await standInHits(request, userAgent)).filter((hit) => hit.provider === 'giscus').map((hit) => hit.theme)).toEqual(themes);
  expect(new Set(themes).size, 'the theme changed on the way').toBe(2);
  expect((await standInHits(request, userAgent)).filter((hit) => hit.provider !== 'giscus').map((hit) => hit.path)).toEqual(walked);
});
