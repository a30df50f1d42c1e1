import { expect } from '@playwright/test';
import { OWNER_BASE_PATH } from '../../scripts/test/test-exports.mjs';
import { ALSO_IN_CHROMIUM_SUITE } from '../support';
import { SHIPPED_WORDS } from '../../lib/i18n/words';
import { ownerPosts, ownerSite, wordOnlyIn, WORDS } from '../content';
import { thirdPartyOrigins } from '../../lib/thirdParties';
import { test, OWNER_ORIGIN, OWNER_SITE, until, HYDRATED, open, clickText, h1, RECORD_VIOLATIONS, RECORD_SAID, said, tabTo, withText } from './journey';
import { required } from '../../lib/required';

// The blog's journeys, on the second owner's export: a post, search, and comments (e2e/engines/journey.ts).

test('a post: highlighted code in the design’s colours, headings that link to themselves, and on to the older post, a document of its own', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver, since }) => {
  const [newest, older] = ownerPosts.published;
  await driver.viewport(1280, 800);
  await driver.goto(`${OWNER_SITE}/Blog/${newest.slug}/`);
  await until(driver, HYDRATED, 'the post hydrates');
  expect(await h1(driver)).toBe(newest.title);
  const colours = await driver.run<{ keywords: string[]; keyword: string; text: string; selfLinks: boolean; lowestContrast: number }>(`
    const probe = document.createElement('span');
    document.body.append(probe);
    const resolved = (name) => { probe.style.color = getComputedStyle(document.documentElement).getPropertyValue(name).trim(); return getComputedStyle(probe).color; };
    // WCAG's contrast of each token's colour on its block's background, as this engine computes both.
    const luminance = (colour) => colour.match(/[\\d.]+/g).slice(0, 3).map((c) => c / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i], 0);
    const contrast = (a, b) => { const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x); return (hi + 0.05) / (lo + 0.05); };
    const spans = [...document.querySelectorAll('pre.shiki span[class^="shiki-"]')];
    // The body's headings: not those of its contents or its related posts.
    const headings = [...document.querySelectorAll('main article h2[id]')].filter((h) => !h.closest('nav, section'));
    return {
      keywords: [...document.querySelectorAll('pre.shiki .shiki-token-keyword')].map((span) => getComputedStyle(span).color),
      keyword: resolved('--code-keyword'),
      text: resolved('--text'),
      selfLinks: headings.length > 0 && headings.every((h) => h.querySelector('a')?.getAttribute('href') === '#' + h.id),
      lowestContrast: Math.min(...spans.map((span) => contrast(getComputedStyle(span).color, getComputedStyle(span.closest('pre')).backgroundColor))),
    };`);
  expect(colours.keywords.length).toBeGreaterThan(0);
  expect(new Set(colours.keywords)).toEqual(new Set([colours.keyword]));
  expect(colours.keyword).not.toBe(colours.text);
  expect(colours.selfLinks).toBe(true);
  // Readable: AA for body text, for every token of every block.
  expect(colours.lowestContrast).toBeGreaterThanOrEqual(4.5);
  // A post loads whole (lib/pages/wholePageLinks.ts): the next one is a document of its own.
  await driver.run('window.__sameDocument = true');
  await driver.click('main nav a[rel="prev"]');
  await until(driver, `return document.querySelector('h1')?.textContent === ${JSON.stringify(older.title)}`, 'the older post shows');
  expect(await driver.run('return window.__sameDocument ?? null')).toBe(null);
  expect(driver.problems.slice(since.problems)).toEqual([]);
});

test('search: a shared address finds its post, typing finds another, and the address follows; by keyboard, Enter opens it, and a code block’s copy button copies', async ({ driver, since }) => {
  // The second owner's blog; the words are the schema's defaults there, as in the shipped content.
  const [first, second] = ownerPosts.published.map((post) => ({ post, word: wordOnlyIn(post, ownerPosts.published) })).filter(({ word }) => word);
  const resultShown = (title: string) => `return [...document.querySelectorAll('main ol a')].some((a) => a.textContent === ${JSON.stringify(title)})`;
  await driver.viewport(1280, 800);
  await driver.goto(`${OWNER_SITE}/Search/?q=${first.word}`);
  await until(driver, resultShown(first.post.title), 'the shared search finds its post', 30_000);
  await driver.fill('#search-box', required(second.word));
  await until(driver, resultShown(second.post.title), 'typing finds the other post');
  expect(await driver.run<string>('return location.search')).toBe(`?q=${second.word}`);
  await tabTo(driver, await withText(driver, 'main ol a', second.post.title));
  await driver.press('Enter');
  await until(driver, `return document.querySelector('h1')?.textContent === ${JSON.stringify(second.post.title)}`, 'Enter opens the post');
  // Read, as a reader does, before leaving: a page left while its runtime is arriving (Firefox, busy, aborts its
  // payload's file) reports the payload's stream closed early, an error in a document no one sees any longer.
  await until(driver, HYDRATED, 'the post hydrates');
  const withCode = required(ownerPosts.published.find((post) => post.body.includes('```')));
  await driver.goto(`${OWNER_SITE}/Blog/${withCode.slug}/`);
  await withText(driver, 'main pre + button', WORDS.blogPage.copy);
  await driver.run(RECORD_SAID);
  await tabTo(driver, 'main pre + button');
  await driver.press('Enter');
  await until(driver, said(WORDS.blogPage.copied), 'the copy is said done');
  expect(driver.problems.slice(since.problems)).toEqual([]);
});

test('comments: from the blog, a post’s comments show, then a related post’s, loaded whole, each frame within the policy', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver, since }) => {
  // The second owner's comments, played by the stand-in; the classic WebDriver of WebKit reads no console, so each
  // document reports its own violations.
  const { comments } = thirdPartyOrigins(ownerSite);
  const withRelated = ownerPosts.published.slice(0, ownerSite.blog.perPage).find((post) => ownerPosts.published.some((other) => other !== post && other.tags.some((tag) => post.tags.includes(tag))));
  test.skip(!comments || !withRelated, 'the second owner chose no comments, or has no related posts');
  const show = SHIPPED_WORDS.en.comments.show;
  // giscus's frame, inside its element's shadow root.
  const frames = "[...document.querySelectorAll('iframe'), ...[...document.querySelectorAll('giscus-widget')].flatMap((widget) => [...(widget.shadowRoot?.querySelectorAll('iframe') ?? [])])]";
  const framed = `return ${frames}.some((frame) => frame.src.startsWith(${JSON.stringify(`${comments}/`)}) && frame.getClientRects().length)`;
  await driver.viewport(1280, 800);
  await open(driver, `${OWNER_BASE_PATH}/Blog/`, OWNER_ORIGIN);
  await clickText(driver, 'main h2 a', required(withRelated).title);
  await until(driver, `return document.querySelector('h1')?.textContent === ${JSON.stringify(required(withRelated).title)}`, 'the post shows');
  await until(driver, HYDRATED, 'the post hydrates');
  await driver.run(RECORD_VIOLATIONS);
  await clickText(driver, 'main button', show);
  await until(driver, framed, 'the comments’ frame shows');
  expect(await driver.run<string[]>('return window.__violations')).toEqual([]);
  const related = await driver.run<string>(`return document.querySelector('section[aria-labelledby="related-heading"] a').textContent`);
  await driver.run('window.__sameDocument = true');
  await driver.click('section[aria-labelledby="related-heading"] a');
  await until(driver, `return document.querySelector('h1')?.textContent === ${JSON.stringify(related)}`, 'the related post shows');
  // A post loads whole (lib/pages/wholePageLinks.ts): a document of its own, whose violations its own listener hears.
  expect(await driver.run('return window.__sameDocument ?? null')).toBe(null);
  await until(driver, HYDRATED, 'the related post hydrates');
  await driver.run(RECORD_VIOLATIONS);
  expect(await driver.run(`return ${frames}.length`), 'no frame before the click').toBe(0);
  await clickText(driver, 'main button', show);
  await until(driver, framed, 'the related post’s comments’ frame shows');
  expect(await driver.run<string[]>('return window.__violations')).toEqual([]);
  expect(driver.problems.slice(since.problems)).toEqual([]);
});
