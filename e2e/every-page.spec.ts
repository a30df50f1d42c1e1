// Every page a reader can reach, loaded once and looked at every way in turn as a reader's window and settings change
// it live (a load, its runtime and its background cost more than all the looks): its health at a phone's width and a
// laptop's, the other theme's contrast; a ladder of widths, with text spacing and at twice the text size; forced
// colours; paper. The pages come from the export (e2e/exported.ts); what the header holds, from the page itself.
import AxeBuilder from '@axe-core/playwright';
import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { directionOf } from '../lib/i18n/paths';
import { isPseudo } from '../lib/i18n/pseudo';
import { THEME_COLOURS } from '../lib/theme/theme';
import { COLOURS_SETTLED, EVERYTHING_SHOWN_IS_DRAWN, rgb, scrollThrough } from './drawing';
import { largestOfEach } from './exported';
import { focusedStop, HIDDEN_WHEN_REACHED, keyboardWalk, toStart } from './keyboard';
import { readingProblems } from './reading';
import { layoutProblems, WIDTHS } from './layout';
import { A_PAGE_A_KIND, EVERY_PAGE, EXPORTED_PAGES, expect, expectStrictPolicy, NOT_FOUND, ORIGIN, PROJECT_PAGES, recordViolations, site, type SitePage, test, unanswered, watch, type Watched } from './support';
import { OWNER_RUN } from '../scripts/test/test-exports.mjs';
import { required } from '../lib/required';

/** Where a page's health and its keyboard walk are checked, and forced colours: the narrowest phone's width and a laptop's. */
const [PHONE, LAPTOP] = [320, 1280];
/** axe's rules for WCAG 2.2 A and AA (target size among them), its best practices, and label in name (2.5.3). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** Every other rung, the ends among them: for text spacing (the row wraps) and twice the text size (the em query moves). */
const EVERY_OTHER_WIDTH = WIDTHS.filter((_, i) => i % 2 === 0);

/**
 * Health: every page of the first language and a page of each kind in each other direction (the owner run: a page of each
 * kind, as the main run checked every page of the same code). Screens: a page of each kind in each direction, each
 * language's Home and the 404 page, and every kind of page in each pseudo-language, whose words are the longest.
 */
const HEALTH = new Set(OWNER_RUN ? A_PAGE_A_KIND : [...EVERY_PAGE, ...A_PAGE_A_KIND]);
const SCREENS = new Set([
  ...A_PAGE_A_KIND,
  ...largestOfEach(
    EXPORTED_PAGES.filter(({ language }) => isPseudo(language)),
    ({ kind, language }) => `${kind} ${language}`,
  ),
]);
const TARGETS = [...new Set([...HEALTH, ...SCREENS])];

/** The theme the pages do not show before any choice (the owner's, or for `system` the browser's: light). */
const CHOSEN = site.theme.default === 'dark' ? 'light' : 'dark';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** One violation as a few readable lines: the rule, why, and each offending element. */
function describeViolation(violation: Violation): string {
  const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s*\n\s*/g, ' ')}`);
  return [`${violation.id} (${violation.impact}): ${violation.help} <${violation.helpUrl}>`, ...nodes].join('\n');
}

/**
 * Each width of a ladder in turn, as a window is resized: what is wrong at each; with `focus`, each control that
 * something fixed covers where Tab brings it into view (2.4.11, at the widths the keyboard's walk does not take).
 */
async function problemsAcross(page: Page, widths = WIDTHS, { focus = false, rowMayWrap = false } = {}): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const problems = [...(await page.evaluate(layoutProblems, rowMayWrap)), ...(focus ? await page.evaluate<string[]>(HIDDEN_WHEN_REACHED) : [])];
    found.push(...problems.map((problem) => `${width} px: ${problem}`));
  }
  return found;
}

/**
 * WCAG 2.2's text spacing (1.4.12), as a reader's own style sheet sets it: adopted by the document, as a user style
 * sheet is, outside the page's policy (which rightly refuses an inline style).
 */
const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-block-end: 2em !important }';
const readerSheet = (page: Page, css: string) =>
  page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = text ? [sheet] : [];
  }, css);

/**
 * What must show at 3:1 and does not (WCAG 1.4.11) in the theme shown: icons that carry meaning, fields' edges; read
 * with the background's particles hidden (moving decoration, not what is around a control).
 */
async function underThreeToOne(page: Page): Promise<string[]> {
  await readerSheet(page, '#tsparticles { visibility: hidden !important }');
  const found = [...(await faint(page, 'icons')), ...(await faint(page, 'fields'))];
  await readerSheet(page, '');
  return found;
}

/** Controls a contrast theme drops the background of, with no edge of their own left: none may be. */
function edgelessControls(): string[] {
  // A checkbox or a radio button draws its own box in a contrast theme.
  return [...document.querySelectorAll('button, select, input:not([type=checkbox], [type=radio]), textarea, .button, .icon-button')]
    .filter((element) => element.getClientRects().length && !element.closest('[popover], .sr-only'))
    .filter((element) => {
      const style = getComputedStyle(element);
      return parseFloat(style.borderTopWidth) === 0 && parseFloat(style.borderBottomWidth) === 0 && style.outlineStyle === 'none';
    })
    .map((element) => element.outerHTML.slice(0, 120));
}

/**
 * What must show at 3:1 against what is around it (WCAG 1.4.11), marked for a locator (`data-meaningful`, its index),
 * their names returned. Icons: those that carry meaning, each kind once: a picture or drawing with a name of its own (a
 * project's stack), or all that a link or button shows (the menu's, a profile's in the footer); decoration may fade.
 * Fields: each text field and select (a checkbox is the browser's own), unfocused, whose edge is all that shows where it is.
 */
function markMeaningful(what: 'icons' | 'fields'): string[] {
  const visibleText = (element: Element) => {
    const shown = element.cloneNode(true) as Element;
    for (const hidden of shown.querySelectorAll('.sr-only')) hidden.remove();
    return (shown.textContent ?? '').trim();
  };
  for (const marked of document.querySelectorAll('[data-meaningful]')) marked.removeAttribute('data-meaningful');
  (document.activeElement as HTMLElement | null)?.blur();
  const named = new Map<string, Element>();
  // (Not the contact form's trap for robots, hidden from all.)
  const fields = () => [...document.querySelectorAll('input:not([type=checkbox], [type=radio], [type=hidden]), select, textarea')].filter((field) => !field.closest('[aria-hidden="true"]'));
  const alone = () => [...document.querySelectorAll('a, button')].filter((control) => !visibleText(control)).flatMap((control) => [...control.querySelectorAll('.glyph')]);
  const icons = () => [...document.querySelectorAll('img.glyph:not([alt=""]), svg.glyph[role="img"]'), ...alone()];
  for (const element of (what === 'fields' ? fields : icons)()) {
    const label = element.getAttribute('alt') || element.getAttribute('aria-label') || element.getAttribute('name');
    const name = label || (element.closest('a, button') ?? element).outerHTML.slice(0, 60);
    if (element.getClientRects().length && !element.closest('[popover], .sr-only') && !named.has(name)) named.set(name, element);
  }
  for (const [i, element] of [...named.values()].entries()) element.setAttribute('data-meaningful', String(i));
  return [...named.keys()];
}

/**
 * Where the marked icons or fields (`unread`, their indices) show, 2 px beyond their box, once the first is scrolled to the middle
 * of the screen, as a reader scrolls to it: that one and each other that lies clear between the page's scroll paddings
 * (what is fixed at the screen's edges stays outside them), for one screenshot to read them all.
 */
function marksOnScreen(unread: number[]) {
  const at = (i: number) => document.querySelector(`[data-meaningful="${i}"]`) as Element;
  const style = getComputedStyle(document.documentElement);
  const [top, bottom] = [parseFloat(style.scrollPaddingTop) || 0, innerHeight - (parseFloat(style.scrollPaddingBottom) || 0)];
  const boxes = () =>
    unread.map((i) => {
      const box = at(i).getBoundingClientRect();
      const [x, y, right, foot] = [Math.floor(box.left) - 2, Math.floor(box.top) - 2, Math.ceil(box.right) + 2, Math.ceil(box.bottom) + 2];
      return { i, x, y, width: right - x, height: foot - y, clear: y >= top && foot <= bottom && x >= 0 && right <= innerWidth };
    });
  at(unread[0]).scrollIntoView({ block: 'center' });
  const shown = boxes();
  if (shown[0].clear) return shown.filter(({ clear }) => clear);
  // One fixed at the screen's edge (the background's control, the header's) is read at the page's foot, as a reader
  // who has scrolled through sees it: what scrolls behind it would otherwise depend on the icons read before.
  scrollTo(0, document.documentElement.scrollHeight);
  return boxes().slice(0, 1);
}

/**
 * The icons or fields (markMeaningful) that show nothing at 3:1 against what is around them, read 2 px beyond their
 * box's corner (a field by its edge alone, the 3 px within its box): each from a screen that shows it clear of what is
 * fixed at the screen's edges (marksOnScreen), a screenshot for as many as the screen holds.
 */
async function faint(page: Page, what: 'icons' | 'fields'): Promise<string[]> {
  const luminance = (data: Buffer, i: number) => {
    const [r, g, b] = [0, 1, 2].map((c) => data[i + c] / 255).map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05;
  };
  const faded: string[] = [];
  // Every picture and icon drawn before one is read (the page has been scrolled through already).
  await page.waitForFunction(new Function(EVERYTHING_SHOWN_IS_DRAWN) as () => boolean);
  // Two frames, once: the page hears of the new width (the suggestion's height sets the scroll padding, the foot moves).
  await page.evaluate(() => new Promise((framed) => requestAnimationFrame(() => requestAnimationFrame(framed))));
  const names = await page.evaluate(markMeaningful, what);
  // How far into the box read a field's pixels go: its ring of ground, then its edge.
  const depth = what === 'fields' ? 5 : Infinity;
  let unread = names.map((_, i) => i);
  while (unread.length) {
    const shown = await page.evaluate(marksOnScreen, unread);
    const png = await page.screenshot();
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    for (const { i, x, y, width, height } of shown) {
      const pixel = (column: number, row: number) => 3 * (Math.min(Math.max(row, 0), info.height - 1) * info.width + Math.min(Math.max(column, 0), info.width - 1));
      const ground = luminance(data, pixel(x, y));
      let most = 1;
      for (let row = y; row < y + height; row += 1) {
        for (let column = x; column < x + width; column += 1) {
          if (Math.min(row - y, y + height - 1 - row, column - x, x + width - 1 - column) >= depth) continue;
          const shade = luminance(data, pixel(column, row));
          most = Math.max(most, shade / ground, ground / shade);
        }
      }
      if (most < 3) faded.push(`${names[i]}: ${most.toFixed(2)}:1 at most`);
    }
    unread = unread.filter((i) => !shown.some((read) => read.i === i));
  }
  return faded;
}

/** What paper shows of the page: the navbar, the background, a screen's controls; its text's and paper's lightness. */
function onPaper() {
  const shownAny = (selector: string) => [...document.querySelectorAll(selector)].some((element) => element.getClientRects().length > 0);
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  };
  const body = getComputedStyle(document.body);
  return {
    navbar: shownAny('header'),
    background: shownAny('#tsparticles'),
    screenOnly: [...document.querySelectorAll('main button, main select')].filter((element) => element.getClientRects().length).map((element) => element.outerHTML.slice(0, 80)),
    darkText: luminance(body.color) < 0.3,
    lightPaper: luminance(body.backgroundColor) > 0.9,
  };
}

/** Where the logo and the theme control sit: the start of a line is its right in a right-to-left page. */
async function expectMirrored(page: Page, language: string, width: number) {
  const navbar = page.getByRole('navigation').first();
  const [logo, end] = await Promise.all([navbar.getByRole('link').first().boundingBox(), navbar.locator('select[name="theme"]').boundingBox()]);
  expect.soft(required(logo).x, `${width} px: the logo sits right of the theme control`).toBeGreaterThan(required(end).x);
  // The heading starts at the right, its right edge at the column's; one left in a left-to-right language (a project's
  // name untranslated, marked as its own block) starts at the left, as its own language does.
  const heading = await page.getByRole('heading', { level: 1 }).evaluate((h) => {
    const range = document.createRange();
    range.selectNodeContents(h);
    const text = range.getBoundingClientRect();
    const box = h.getBoundingClientRect();
    const direction = getComputedStyle(h).direction;
    return { direction, gapAtItsStart: direction === 'rtl' ? box.right - text.right : text.left - box.left, lang: h.closest('[lang]')?.getAttribute('lang') };
  });
  expect.soft(heading.gapAtItsStart, `${width} px: a heading in ${heading.lang}, ${heading.direction}`).toBeLessThanOrEqual(1);
  if (heading.direction === 'ltr') expect.soft(heading.lang, 'a left-to-right heading on a right-to-left page is marked as another language').not.toBe(language);
}

/**
 * The page's health at the width it is laid out at now: scrolled through, every picture drawn and every request the
 * page began answered; then axe, sideways scroll, and what went wrong meanwhile.
 */
async function expectHealthy(page: Page, target: SitePage, problems: Watched, pending: () => string[], width: number) {
  await scrollThrough(page);
  await expect.poll(pending, { message: `${width} px: requests still unanswered` }).toEqual([]);
  // What the page did, before axe asks anything more of it.
  const seen = structuredClone(problems);
  // A variant begun for the narrower layout and dropped once the window was widened, by a picture that now shows
  // another variant of itself, was superseded, not failed.
  const shown = await page.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc));
  seen.failedRequests = seen.failedRequests.filter((line) => {
    const variant = /^(.*\/pictures\/.*-)\d+\.\w+: net::ERR_ABORTED$/.exec(line);
    return !variant || !shown.some((src) => src.startsWith(variant[1]) && !line.startsWith(`${src}:`));
  });
  // Legacy mode runs axe.run in the page itself; its default's work across frames serves cross-origin ones, none here.
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .setLegacyMode()
    .analyze();
  expect.soft(violations.map(describeViolation), `${width} px: axe`).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect.soft(overflow, `${width} px: horizontal overflow in px`).toBeLessThanOrEqual(0);
  // Only the 404 page's own document may fail: that is its status.
  const notFound = target === NOT_FOUND;
  expect.soft(seen, `${width} px: what went wrong`).toEqual({
    consoleErrors: notFound ? ['Failed to load resource: the server responded with a status of 404 (Not Found)'] : [],
    pageErrors: [],
    failedRequests: notFound ? [`${ORIGIN}${target.path}: HTTP 404`] : [],
    foreignRequests: [],
  });
}

for (const target of TARGETS) {
  const health = HEALTH.has(target);
  const screens = SCREENS.has(target);
  const language = 'language' in target ? target.language : site.languages[0];
  const looks = [
    health && `at ${PHONE} then ${LAPTOP} px no error, outside request, axe violation, sideways scroll or policy violation; no contrast problem in the ${CHOSEN} theme; icons that carry meaning and fields' edges at 3:1 in both`,
    health &&
      `by keyboard at ${PHONE} px and in the ${CHOSEN} theme at ${LAPTOP} px, the language suggestion shown: the skip link into main, every control in reading order, its focus seen and never hidden, each popover closed by Escape; read as a screen reader reads it: the skip link first, landmarks and controls named, the background silent`,
    screens && 'from 320 to 1920 px (with text spacing, at twice the text size) no sideways scroll, the navbar whole and no control hidden where Tab brings it; forced colours; paper',
  ].filter(Boolean);
  test(`${target.name}: ${looks.join('; ')}`, async ({ page }) => {
    // A ceiling, for the page of most controls on a busy machine (the owner's Projects took 120 s there once).
    test.setTimeout(180_000);
    const mirrored = directionOf(language) === 'rtl' && target !== NOT_FOUND;
    await page.setViewportSize({ width: PHONE, height: 800 });
    const problems = watch(page);
    const pending = unanswered(page);
    const policyViolations = await recordViolations(page);
    // A browser that prefers another of the site's languages: the suggestion is shown over the page's foot throughout.
    const preferred = site.languages.find((code) => code !== language);
    if (preferred) await page.addInitScript((code) => Object.defineProperty(Navigator.prototype, 'languages', { get: () => [code] }), preferred);
    const response = await page.goto(target.path);
    if (preferred && target !== NOT_FOUND) await expect(page.locator(`aside a[hreflang="${preferred}"]`), 'the language suggestion').toBeVisible();
    await expectStrictPolicy(page);
    expect(response?.status()).toBe(target === NOT_FOUND ? 404 : 200);

    if (health) {
      for (const width of [PHONE, LAPTOP]) {
        await test.step(`at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          await expectHealthy(page, target, problems, pending, width);
          if (mirrored) await expectMirrored(page, language, width);
        });
      }
      // The page's own scripts, and the background once it has loaded and drawn, run within the policy.
      await expect(page.locator('#tsparticles canvas')).toBeAttached({ timeout: 10_000 });
      expect.soft(await policyViolations(), 'policy violations').toEqual([]);
      // By keyboard, once every control is there (the background's button among the last to arrive).
      await page.setViewportSize({ width: PHONE, height: 800 });
      expect.soft(await keyboardWalk(page, `${PHONE} px`), 'by keyboard').toEqual([]);
      await page.setViewportSize({ width: LAPTOP, height: 800 });
      // Read where the navbar is a row: at a phone's width its controls are in the closed menu, which is read once opened.
      expect.soft(await readingProblems(page, language), 'as a screen reader reads it').toEqual([]);
      expect.soft(await underThreeToOne(page), `at ${LAPTOP} px, under 3:1 (icons that carry meaning, fields' edges)`).toEqual([]);
      // The other theme, as a visitor chooses it, once the health checks are done (its new colour starts the background
      // again, ending what it was fetching): its contrast is axe's to check, every rule having run in the owner's.
      await test.step(`in the ${CHOSEN} theme`, async () => {
        await page.locator('header select[name="theme"]').selectOption(CHOSEN);
        await expect(page.locator('body')).toHaveCSS('background-color', rgb(THEME_COLOURS[CHOSEN]));
        // Each control's colours too, which ease in after the page's (axe once read a button half way: 4.48:1).
        await page.evaluate(new Function(COLOURS_SETTLED) as () => Promise<boolean>);
        const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).setLegacyMode().analyze();
        const unreadable = violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`));
        expect.soft(unreadable, `contrast in the ${CHOSEN} theme`).toEqual([]);
        expect.soft(await underThreeToOne(page), `in the ${CHOSEN} theme, under 3:1`).toEqual([]);
        expect.soft(await keyboardWalk(page, `${LAPTOP} px, ${CHOSEN}`), 'by keyboard').toEqual([]);
      });
    }
    // (After the health checks: the ladder begins picture variants for widths it leaves before they arrive.)
    if (!screens) return;

    expect.soft(await problemsAcross(page, WIDTHS, { focus: true }), 'at the browser’s own text size').toEqual([]);
    await readerSheet(page, TEXT_SPACING);
    expect.soft(await problemsAcross(page, EVERY_OTHER_WIDTH, { rowMayWrap: true }), 'with WCAG 2.2’s text spacing').toEqual([]);
    await readerSheet(page, '');

    // The setting behind "Font size" in Chromium's preferences, changed live: media queries' em follow it.
    const session = await page.context().newCDPSession(page);
    await session.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
    expect.soft(await problemsAcross(page, EVERY_OTHER_WIDTH), 'at twice the browser’s text size').toEqual([]);
    await session.send('Page.setFontSizes', { fontSizes: { standard: 16 } });

    await page.emulateMedia({ forcedColors: 'active' });
    // Every icon drawn before one is looked at (the health checks have scrolled through already).
    if (!health) await scrollThrough(page);
    for (const width of [PHONE, LAPTOP]) {
      await page.setViewportSize({ width, height: 800 });
      expect.soft(await page.evaluate(edgelessControls), `forced colours, at ${width} px: controls without an edge`).toEqual([]);
      expect.soft(await faint(page, 'icons'), `forced colours, at ${width} px: icons that carry meaning, faded`).toEqual([]);
      const current = page.locator('header [aria-current="page"]:visible');
      if (await current.count()) {
        const marks = await current.evaluate((link) => {
          const style = getComputedStyle(link);
          return { underline: style.textDecorationLine.includes('underline'), outline: style.outlineStyle !== 'none' };
        });
        expect.soft(marks, `forced colours, at ${width} px: the current page's link`).toEqual({ underline: true, outline: true });
      }
      // The first controls a keyboard reaches, from the document's start, each show an outline when focused.
      await toStart(page);
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Tab');
        const { name, ring } = required(await page.evaluate(focusedStop, undefined));
        expect.soft(ring === 'no outline', `forced colours, at ${width} px: focus on ${name}`).toBe(false);
      }
    }

    await page.emulateMedia({ media: 'print', forcedColors: 'none' });
    expect.soft(await page.evaluate(onPaper), 'on paper').toEqual({ navbar: false, background: false, screenOnly: [], darkText: true, lightPaper: true });
    // A link leaving the site prints its address after its text (the footer's profiles, their icons').
    for (const away of [page.locator('main a[href^="http"]').first(), page.locator('footer a[href^="http"]').first()]) {
      if (!(await away.count())) continue;
      const after = await away.evaluate((link) => getComputedStyle(link, '::after').content);
      expect.soft(after, 'on paper: a link leaving the site').toContain(await away.getAttribute('href'));
    }
  });
}

test.describe('on paper', () => {
  for (const target of [PROJECT_PAGES[0], ...EXPORTED_PAGES.filter(({ kind }) => kind === '/Blog/[slug]').slice(0, 1)]) {
    test(`${target.name} prints on A4 and on Letter with text on every page, none empty`, async ({ page }) => {
      await page.goto(target.path);
      for (const format of ['A4', 'Letter'] as const) {
        const file = join(mkdtempSync(join(tmpdir(), 'printed-')), 'page.pdf');
        writeFileSync(file, await page.pdf({ format }));
        const pages = Number(required(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' })))[1]);
        const empty = Array.from({ length: pages }, (_, i) => i + 1).filter((n) => !execFileSync('pdftotext', ['-f', String(n), '-l', String(n), file, '-'], { encoding: 'utf8' }).trim());
        expect.soft(empty, `${format}: empty pages of ${pages}`).toEqual([]);
        // Its heading, which may wrap.
        expect.soft(execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' '), format).toContain(target.heading);
      }
    });
  }
});
