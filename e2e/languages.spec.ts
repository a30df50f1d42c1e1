import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { slugOf } from '../content/fields';
import { directionOf } from '../lib/i18n/paths';
import { isPseudo } from '../lib/i18n/pseudo';
import { SHIPPED_WORDS } from '../lib/i18n/words';
import { isoDates } from '../lib/resume/jsonResume';
import { about, CONTENT_DIR, experience, IN_LANGUAGE, LANGUAGES, nameOf, posts, projects, WORDS, wordsOf } from './content';
import { BASE, EMAILJS_SEND_URL, expect, expectStrictPolicy, languageList, ORIGIN, recordDialogs, recordViolations, OUT_DIR, PAGES, PROJECT_PAGES, site, SITE_URL, test } from './support';
import { required } from '../lib/required';

/**
 * The site in its owner's languages (content/site.ts `languages`): the first at the site's addresses, each other under
 * its code, with its translations (content/<code>/) over the first language's. The second owner's site has English,
 * German (in part) and Arabic; the shipped one has English alone, and must show nothing of languages.
 */
// The languages whose words are an owner's (a pseudo-language's are the first's made over: e2e/every-page.spec.ts looks at them).
const others = LANGUAGES.slice(1).filter((code) => !isPseudo(code));
const own = (path: string) => path.slice(BASE.length);
const inLanguage = (language: string, path: string) => (language === LANGUAGES[0] ? path : `${BASE}/${language}${own(path)}`);

test.describe('with one language', () => {
  test.skip(others.length > 0, 'the site has more than one language');

  test('no page names another language, links one, or offers one, and no language has pages of its own', async ({ page, request }) => {
    await page.goto(`${BASE}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES[0]);
    await expect(page.locator('html')).not.toHaveAttribute('dir', /./);
    await expect(page.locator('link[hreflang], a[hreflang]')).toHaveCount(0);
    expect(readFileSync(join(OUT_DIR, 'sitemap.xml'), 'utf8')).not.toContain('hreflang');
    for (const code of Object.keys(SHIPPED_WORDS).filter((code) => code !== LANGUAGES[0])) {
      expect((await request.get(`${BASE}/${code}/`)).status(), `/${code}/`).toBe(404);
    }
  });
});

test.describe('with more than one language', () => {
  test.skip(others.length === 0, 'the site has one language');

  test('each page says its language and direction, and names itself in every language (x-default: the first)', async ({ page }) => {
    // Three pages in every language, the pseudo-languages too: a budget a load, where one of 30 s for the whole loop
    // ran out on a slow machine (21 loads).
    test.setTimeout(3 * LANGUAGES.length * 10_000);
    for (const target of [PAGES[0], PAGES[1], PROJECT_PAGES[0]]) {
      for (const language of LANGUAGES) {
        const path = inLanguage(language, target.path);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        if (directionOf(language) === 'rtl') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        else await expect(page.locator('html')).not.toHaveAttribute('dir', /./);
        const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
        expect(alternates.sort()).toEqual([...LANGUAGES.map((code) => [code, `${SITE_URL}${inLanguage(code, target.path)}`]), ['x-default', `${SITE_URL}${target.path}`]].sort());
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path}`);
      }
    }
  });

  test('an unknown address under another language’s code answers in that language, its direction and title, with its ways on, within the strict policy', async ({ page }) => {
    const violations = await recordViolations(page);
    for (const language of others) {
      const { site: own, words } = IN_LANGUAGE[language];
      const response = await page.goto(`${BASE}/${language}/no-such-page/`);
      expect(response?.status()).toBe(404);
      await expectStrictPolicy(page);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(words.error.heading);
      const message = page.locator(`[data-not-found-in="${language}"]`);
      await expect(message).toBeVisible();
      await expect(message).toHaveAttribute('lang', language);
      if (directionOf(language) === 'rtl') await expect(message).toHaveAttribute('dir', 'rtl');
      await expect(message.getByText(words.error.notFound, { exact: true })).toBeVisible();
      await expect(message.getByRole('link', { name: words.error.home })).toHaveAttribute('href', `${BASE}/${language}/`);
      if (posts.translations.some((post) => post.language === language)) {
        await expect(message.getByRole('link', { name: own.blog.label, exact: true })).toHaveAttribute('href', `${BASE}/${language}/Blog/`);
        await expect(message.getByRole('link', { name: words.search.label, exact: true })).toHaveAttribute('href', `${BASE}/${language}/Search/`);
      }
      await expect(page).toHaveTitle(`${words.error.title} · ${own.name}`);
      // The document is in that language (its title read so); the navbar and footer, in the first, say theirs.
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('html')).toHaveAttribute('dir', directionOf(language));
      await expect(page.locator('body')).toHaveAttribute('lang', LANGUAGES[0]);
      const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
      expect(
        violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        language,
      ).toEqual([]);
    }
    // Anywhere else, the first language's.
    await page.goto(`${BASE}/no-such-page/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORDS.error.heading);
    await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGES[0]);
    expect(await violations()).toEqual([]);
  });

  test('a page whose original changed after it was translated says so, in its words, and links the original; a page with no record says nothing', async ({ page }) => {
    // The second owner's German record (content/de/translated.json) is of an older About heading and an older post;
    // Arabic keeps none.
    test.skip(!existsSync(join(CONTENT_DIR, 'de', 'translated.json')), 'no language here records what it translated');
    const { words } = IN_LANGUAGE.de;
    await page.goto(`${BASE}/de/About/`);
    const note = page.getByRole('note');
    await expect(note).toContainText(words.stale.notice);
    await expect(note.getByRole('link', { name: words.stale.original })).toHaveAttribute('href', `${BASE}/About/`);
    await page.goto(`${BASE}/de/Projects/`);
    await expect(page.getByRole('note')).toHaveCount(0);
    const [post] = posts.translations.filter((translation) => translation.language === 'de');
    await page.goto(`${BASE}/de/Blog/${post.slug}/`);
    await expect(page.getByRole('note').getByRole('link', { name: words.stale.original })).toHaveAttribute('href', `${BASE}/Blog/${post.slug}/`);
    await page.goto(`${BASE}/ar/About/`);
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('with scripts off, the 404 page under another language’s code still leads to every language’s Home', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: ORIGIN });
    const page = await context.newPage();
    await page.goto(`${BASE}/${others[0]}/no-such-page/`, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(WORDS.error.heading);
    const switcher = await languageList(page, WORDS.languages);
    for (const language of others) await expect(switcher.getByRole('link', { name: nameOf(language), exact: true })).toHaveAttribute('href', `${BASE}/${language}/`);
    await context.close();
  });

  for (const javaScriptEnabled of [false, true]) {
    test(`the navbar links the same page in each other language, by its own name, ${javaScriptEnabled ? 'once the runtime runs' : 'with no script at all'}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, baseURL: ORIGIN, viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const start = PROJECT_PAGES[0].path;
      await page.goto(start, { waitUntil: 'load' });
      const switcher = await languageList(page, wordsOf(LANGUAGES[0]).languages);
      await expect(switcher.getByRole('link')).toHaveText(LANGUAGES.slice(1).map(nameOf));
      const [target] = others;
      await switcher.getByRole('link', { name: nameOf(target), exact: true }).click();
      await expect(page).toHaveURL(`${ORIGIN}${inLanguage(target, start)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(IN_LANGUAGE[target].projects.entries[0].title);
      // And back: the first language is linked from the other's page by its name.
      await (await languageList(page, wordsOf(target).languages)).getByRole('link', { name: nameOf(LANGUAGES[0]), exact: true }).click();
      await expect(page).toHaveURL(`${ORIGIN}${start}`);
      await context.close();
    });
  }

  test('a translated field shows its translation; one the translation leaves out, the first language’s words', async ({ page }) => {
    const [language] = others;
    const { about: ownAbout, site: ownSite } = IN_LANGUAGE[language];
    await page.goto(inLanguage(language, required(PAGES.find((target) => target.route === '/About')).path));
    expect(ownAbout.bio.heading).not.toBe(about.bio.heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ownAbout.bio.heading);
    await page.goto(inLanguage(language, required(PAGES.find((target) => target.route === '/Contact-me')).path));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ownSite.contact.heading);
    // Left out by the fixture's German: the invitation, in the first language's words.
    await expect(page.getByText(site.contact.description, { exact: true })).toBeVisible();
  });

  test('the form’s labels, errors and alert are in the page’s language', async ({ page }) => {
    const [language] = others;
    const words = wordsOf(language).form;
    await page.route(EMAILJS_SEND_URL, (route) => route.fulfill({ status: route.request().method() === 'OPTIONS' ? 204 : 200, body: 'OK', headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' } }));
    const dialogs = recordDialogs(page);
    await page.goto(inLanguage(language, required(PAGES.find((target) => target.route === '/Contact-me')).path));
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page.getByText(words.required, { exact: true })).toHaveCount(2);
    await expect(page.getByLabel(words.email)).toHaveAccessibleDescription(words.required);
    await page.getByLabel(words.name).fill('Ada Lovelace');
    await page.getByLabel(words.email).fill('ada@example.com');
    await page.getByLabel(words.message).fill('Guten Tag');
    await page.getByRole('button', { name: words.submit }).click();
    await expect.poll(() => dialogs).toEqual([words.sent]);
  });

  test('a translated post is its language’s, linked from the original; a post with none is listed only in its own language', async ({ page, request }) => {
    const translated = posts.translations.find((translation) => translation.language === others[0]);
    const untranslated = posts.published.find((post) => !posts.translations.some((translation) => translation.slug === post.slug));
    test.skip(!translated || !untranslated, 'the content has no translated post, or none without one');
    const { language, slug, title } = required(translated);
    // Its language's blog lists its translated posts, and only them.
    await page.goto(`${BASE}/${language}/Blog/`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(posts.translations.filter((other) => other.language === language).map((other) => other.title));
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(`${ORIGIN}${BASE}/${language}/Blog/${slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    // Code reads left to right in every language.
    await expect(page.locator('main pre').first()).toHaveCSS('direction', 'ltr');
    // The original links its translations by their own names; they link it back.
    const original = required(posts.published.find((post) => post.slug === slug));
    // (Its language's link, `lang` its own: a note that the original changed links it too, in this page's words.)
    await expect(page.locator(`main a[hreflang="${LANGUAGES[0]}"][lang]`)).toHaveText(nameOf(LANGUAGES[0]));
    await page.locator(`main a[hreflang="${LANGUAGES[0]}"][lang]`).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(original.title);
    await expect(page.locator(`main a[hreflang="${language}"][lang]`)).toHaveText(nameOf(language));
    // Its language's feeds carry it, in full, and are linked from its language's pages; the first language's feeds
    // carry the original.
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${SITE_URL}${BASE}/feed.xml`);
    await page.goBack();
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', `${SITE_URL}${BASE}/${language}/feed.xml`);
    const feed = await (await request.get(`${BASE}/${language}/feed.xml`)).text();
    expect(feed).toContain(`<language>${language}</language>`);
    expect(feed).toContain(title);
    expect(feed).not.toContain(required(untranslated).title);
    // Not translated: no page in the other language, no link to one.
    expect((await request.get(`${BASE}/${language}/Blog/${required(untranslated).slug}/`)).status()).toBe(404);
    await page.goto(`${BASE}/Blog/${required(untranslated).slug}/`);
    await expect(page.locator('main a[hreflang]')).toHaveCount(0);
  });

  test('a translated post’s tags lead to its language’s tag pages, each tag as the translation names it, at the original’s address', async ({ page }) => {
    const translated = posts.translations.filter((translation) => translation.tags.length);
    test.skip(!translated.length, 'no translated post has tags');
    for (const { language, slug, title, tags } of translated) {
      for (const tag of tags) {
        await page.goto(`${BASE}/${language}/Blog/${slug}/`);
        await page.getByRole('link', { name: `#${tag.name}`, exact: true }).click();
        await expect(page).toHaveURL(`${ORIGIN}${BASE}/${language}/Blog/tags/${slugOf(tag.original)}/`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${IN_LANGUAGE[language].words.blogPage.tagged} ${tag.name}`);
        await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
    }
  });

  test('each language with posts searches its own: its index, its words, its policy alone allowing the WebAssembly', async ({ page }) => {
    const translated = posts.translations.find((translation) => translation.language === others[0]);
    test.skip(!translated, 'the content has no translated post');
    const { language, title } = required(translated);
    const word = required(title.split(/\s+/).find((candidate) => candidate.length > 6 && !posts.published.some((post) => post.title.includes(candidate))));
    await page.goto(`${BASE}/${language}/Search/?q=${encodeURIComponent(word)}`);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /script-src [^;]*'wasm-unsafe-eval'/);
    await expect(page.getByRole('searchbox', { name: wordsOf(language).search.box })).toHaveValue(word);
    await expect(page.getByRole('list', { name: wordsOf(language).search.label }).getByRole('link')).toHaveText([title]);
    // A text the language's translation left in the first language's words is marked so in an excerpt too.
    const left = IN_LANGUAGE[language].projects.entries.find((entry, i) => entry.description === projects.entries[i].description);
    if (left) {
      const term = required(left.description.split(/\s+/).find((candidate) => /^\p{L}{7,}$/u.test(candidate)));
      await page.goto(`${BASE}/${language}/Search/?q=${encodeURIComponent(term)}`);
      const result = page
        .getByRole('list', { name: wordsOf(language).search.label })
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: left.title, exact: true }) });
      // (Its title too, the project's name as the first language writes it.)
      await expect(result.getByRole('link').locator(`span[lang="${LANGUAGES[0]}"]`)).toHaveText(left.title);
      const marked = result.locator(`p span[lang="${LANGUAGES[0]}"]`).filter({ has: page.locator('mark') });
      await expect(marked.locator('mark')).toHaveText(term);
      await expect(marked).toContainText(left.description.split(/\s+/).slice(-2).join(' '));
    }
    // The first language's search does not find another's posts.
    await page.goto(`${BASE}/Search/?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole('status')).toContainText(wordsOf(LANGUAGES[0]).search.none);
  });

  test('each language’s resume (PDF and resume.json), linked from its footer, is in its words and its script, drawn in fonts that have it', async ({ page, request }) => {
    for (const language of LANGUAGES) {
      await page.goto(inLanguage(language, `${BASE}/`));
      const link = page.getByRole('contentinfo').locator('a[href$=".pdf"]');
      const href = await link.getAttribute('href');
      expect(href).toBe(`${inLanguage(language, BASE)}${site.resume.href}`);
      const response = await request.get(required(href));
      expect(response.status(), required(href)).toBe(200);
      const file = join(mkdtempSync(join(tmpdir(), 'resume-')), 'resume.pdf');
      writeFileSync(file, await response.body());
      // pdftotext marks right-to-left runs with embedding characters (between runs, in place of a space), and gives a right-to-left paragraph's lines in
      // their visual order: what it must give back is each line's words, as written, ligatures (لا, لله) and Latin
      // words inside Arabic included. (Headings are set in capitals; punctuation may move to a word's other side, or lose its space.)
      const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/[\u202a-\u202e]/g, ' ');
      // (Words as the language divides them: Japanese writes no spaces, and a line may break inside a sentence.)
      const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
      const wordsIn = (line: string) => [...segmenter.segment(line.toLocaleLowerCase(language))].filter((part) => part.isWordLike).map((part) => part.segment);
      const read = new Set(wordsIn(text));
      const own = language === LANGUAGES[0] ? { site, experience, words: WORDS } : IN_LANGUAGE[language];
      const lines = [own.site.name, own.site.role, own.site.intro, own.words.present, ...Object.values(own.words.resumeHeadings), ...own.experience.entries.flatMap((job) => [job.title, ...(job.highlights ?? [])])];
      for (const line of lines)
        expect(
          wordsIn(line).filter((word) => !read.has(word)),
          `${language}: ${line}`,
        ).toEqual([]);
      const rtl = directionOf(language) === 'rtl';
      // A line its translation leaves in the first language's words runs in that language's direction: a project's
      // line reads back whole, its full stop last.
      const { entries } = language === LANGUAGES[0] ? projects : IN_LANGUAGE[language].projects;
      const lineByLine = text.replace(/\s+/g, ' ');
      for (const [i, { description }] of entries.entries()) if (description === projects.entries[i].description) expect(lineByLine, `${language}: ${description}`).toContain(description);
      // Its jobs' months as the language writes them (the first language's as the content does): the first job's start.
      const { startDate } = isoDates(experience.entries[0].dateRange);
      const start = language === LANGUAGES[0] ? experience.entries[0].dateRange.split(' - ')[0] : new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${startDate}-01T00:00:00Z`));
      expect(
        wordsIn(start).filter((word) => !read.has(word)),
        `${language}: ${start}`,
      ).toEqual([]);
      if (!rtl) expect(text.replace(/\s+/g, ' '), `${language}: ${start}`).toContain(start.replace(/\s+/g, ' '));
      // Every font embedded: no character left to the reader's.
      const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' }).split('\n').slice(2).filter(Boolean);
      expect(
        fonts.every((line) => / yes +yes +yes /.test(line)),
        fonts.join('\n'),
      ).toBe(true);
      const json = await (await request.get(inLanguage(language, `${BASE}/resume.json`))).json();
      expect(json.basics).toMatchObject({ name: own.site.name, label: own.site.role });
    }
  });

  test('each language’s pages have link previews of their own, in its words: a 1200 × 630 PNG a page and a project; its search, the blog’s', async ({ page, request }) => {
    for (const language of others) {
      for (const target of [PAGES[1], PROJECT_PAGES[0]]) {
        await page.goto(inLanguage(language, target.path));
        const image = await page.locator('head meta[property="og:image"]').getAttribute('content');
        expect(image, target.path).toMatch(new RegExp(`^${SITE_URL}${BASE}/${language}/previews/`));
        const alt = await page.locator('head meta[property="og:image:alt"]').getAttribute('content');
        expect(alt).toContain(target === PAGES[1] ? required(IN_LANGUAGE[language].site.navigation.find((link) => link.href === target.route)).label : wordsOf(language).previews.projectAlt);
        const png = await request.get(new URL(required(image)).pathname);
        expect(png.headers()['content-type']).toBe('image/png');
        expect(imageSize(await png.body())).toMatchObject({ width: 1200, height: 630 });
      }
      // A page of the blog's own making (its search) has the blog's preview, described in the language's own words.
      if (!posts.translations.some((post) => post.language === language)) continue;
      await page.goto(inLanguage(language, `${BASE}/Search/`));
      expect(await page.locator('head meta[property="og:image:alt"]').getAttribute('content')).toContain(`${IN_LANGUAGE[language].site.blog.label}: `);
    }
  });

  test('a browser that prefers another of the site’s languages is offered it once, never moved; the offer can be dismissed', async ({ browser }) => {
    const [language] = others;
    const context = await browser.newContext({ locale: language, baseURL: ORIGIN });
    const page = await context.newPage();
    await page.goto(PAGES[1].path);
    const offer = page.getByRole('complementary').filter({ has: page.getByRole('link', { name: nameOf(language), exact: true }) });
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(`${ORIGIN}${PAGES[1].path}`);
    await expect(offer.getByRole('link', { name: nameOf(language), exact: true })).toHaveAttribute('href', inLanguage(language, PAGES[1].path));
    await offer.getByRole('button', { name: wordsOf(LANGUAGES[0]).suggestion.dismiss }).click();
    await expect(offer).toBeHidden();
    // Offered once: not again on the next page.
    await page.goto(PAGES[2].path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await context.close();
  });
});
