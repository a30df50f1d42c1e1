// Every reader's screen: a page of each kind in each direction, each language's Home and every kind of page in each
// pseudo-language, at a ladder of widths from a small phone's to a wide monitor's, with WCAG 2.2's text spacing and at
// twice the text size, in a contrast theme and on paper. The pages come from the export (e2e/exported.ts); what the
// header holds, from the page itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { isPseudo } from '../lib/i18n/pseudo';
import { A_PAGE_A_KIND, EXPORTED_PAGES, expect, PROJECT_PAGES, test } from './support';
import { largestOfEach } from './exported';

/** From the narrowest phone WCAG's reflow names (320 px) to a desktop's, through every common tablet and laptop width. */
const WIDTHS = [320, 360, 390, 480, 600, 768, 820, 900, 1024, 1180, 1280, 1440, 1920];
/**
 * Every other rung, the narrowest and the widest among them: for a reader's text spacing (where the row wraps rather than
 * switch) and twice the text size (whose switch the em media query moves with the labels).
 */
const EVERY_OTHER_WIDTH = WIDTHS.filter((_, i) => i % 2 === 0);

/**
 * What is wrong with the page as laid out now, a line each: it scrolls sideways; a control of the navbar is off the
 * screen, overlaps another or has its label broken over two lines; both or neither of the link row and the menu button
 * are shown; more than one link is marked as the current page.
 */
function layoutProblems(): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) problems.push(`scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth}`);
  const header = document.querySelector('header')!;
  const shown = (element: Element) => element.getClientRects().length > 0 && !element.closest('[popover]');
  const controls = [...header.querySelectorAll('a, button, select')].filter(shown);
  const nameOf = (element: Element) => (element.textContent ?? '').trim() || element.getAttribute('aria-label') || element.tagName;
  const boxes = controls.map((element) => [element, element.getBoundingClientRect()] as const);
  for (const [element, box] of boxes) {
    if (box.left < -0.5 || box.right > root.clientWidth + 0.5) problems.push(`off the screen: "${nameOf(element)}" (${Math.round(box.left)}–${Math.round(box.right)} px)`);
    // Its label's text, leaving out what only a screen reader reads: one line, or a word broken across two.
    const lines = new Set<number>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only, option')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) lines.add(Math.round(rect.top + rect.height / 2));
    }
    if (lines.size > 1) problems.push(`label on ${lines.size} lines: "${nameOf(element)}"`);
  }
  for (const [i, [a, boxA]] of boxes.entries()) {
    for (const [b, boxB] of boxes.slice(i + 1)) {
      if (a.contains(b) || b.contains(a)) continue;
      const across = Math.min(boxA.right, boxB.right) - Math.max(boxA.left, boxB.left);
      const down = Math.min(boxA.bottom, boxB.bottom) - Math.max(boxA.top, boxB.top);
      if (across > 1 && down > 1) problems.push(`"${nameOf(a)}" overlaps "${nameOf(b)}"`);
    }
  }
  const nav = header.querySelector('nav')!;
  const row = [...nav.querySelectorAll('ul')].filter((list) => shown(list) && !list.hasAttribute('aria-label') && list.querySelector('a'));
  const menuButton = [...nav.querySelectorAll('button[popovertarget]')].filter(shown).filter((button) => !button.closest('ul') && button.querySelector('svg'));
  if (row.length + menuButton.length !== 1) problems.push(`${row.length} link rows and ${menuButton.length} menu buttons shown`);
  const current = controls.filter((element) => element.getAttribute('aria-current') === 'page');
  if (current.length > 1) problems.push(`${current.length} links marked as the current page: ${current.map(nameOf).join(', ')}`);
  return problems;
}

/** Each width of a ladder in turn, as a window is resized: what is wrong at each. */
async function problemsAcross(page: Page, widths = WIDTHS): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    found.push(...(await page.evaluate(layoutProblems)).map((problem) => `${width} px: ${problem}`));
  }
  return found;
}

// WCAG 2.2's text spacing (1.4.12), as a reader's own style sheet sets it.
const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-block-end: 2em !important }';

/**
 * The pages looked at: a page of each kind in each direction, each language's Home and the 404 page
 * (e2e/exported.ts), and every page kind of each pseudo-language, whose words are the longest.
 */
const TARGETS = [
  ...new Set([...A_PAGE_A_KIND, ...largestOfEach(EXPORTED_PAGES.filter(({ language }) => isPseudo(language)), ({ kind, language }) => `${kind} ${language}`)]),
];

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

// Each page is loaded once and looked at every way in turn, as a reader's settings change it live: a load costs more
// than all the looks.
test.describe('every reader’s screen', () => {
  // A reader's own style sheet (text spacing) is not the page's: the page's policy would refuse it as an inline style.
  test.use({ bypassCSP: true, colorScheme: 'dark' });
  for (const target of TARGETS) {
    test(`${target.name}: from 320 to 1920 px, also with text spacing and at twice the text size, no sideways scroll and every navbar control on the screen, apart and on one line, one current link; in forced colours, edges, the current link and focus; on paper, the text alone`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(target.path);
      expect.soft(await problemsAcross(page), 'at the browser’s own text size').toEqual([]);

      const spacing = await page.addStyleTag({ content: TEXT_SPACING });
      expect.soft(await problemsAcross(page, EVERY_OTHER_WIDTH), 'with WCAG 2.2’s text spacing').toEqual([]);
      await spacing.evaluate((style) => (style as HTMLStyleElement).remove());

      // The setting behind "Font size" in Chromium's preferences, changed live: media queries' em follow it.
      const session = await page.context().newCDPSession(page);
      await session.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
      expect.soft(await problemsAcross(page, EVERY_OTHER_WIDTH), 'at twice the browser’s text size').toEqual([]);
      await session.send('Page.setFontSizes', { fontSizes: { standard: 16 } });

      await page.emulateMedia({ forcedColors: 'active' });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        expect.soft(await page.evaluate(edgelessControls), `forced colours, at ${width} px: controls without an edge`).toEqual([]);
        const current = page.locator('header [aria-current="page"]:visible');
        if (await current.count()) {
          const marks = await current.evaluate((link) => {
            const style = getComputedStyle(link);
            return { underline: style.textDecorationLine.includes('underline'), outline: style.outlineStyle !== 'none' };
          });
          expect.soft(marks, `forced colours, at ${width} px: the current page's link`).toEqual({ underline: true, outline: true });
        }
        // The first controls a keyboard reaches each show an outline when focused.
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        for (let i = 0; i < 4; i += 1) {
          await page.keyboard.press('Tab');
          const ring = await page.evaluate(() => {
            const focused = document.activeElement!;
            const style = getComputedStyle(focused);
            return { name: focused.outerHTML.slice(0, 80), visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 };
          });
          expect.soft(ring.visible, `forced colours, at ${width} px: focus on ${ring.name}`).toBe(true);
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
});

test.describe('on paper', () => {
  const printed = [PROJECT_PAGES[0], ...EXPORTED_PAGES.filter(({ kind }) => kind === '/Blog/[slug]').slice(0, 1)];
  for (const target of printed) {
    for (const format of ['A4', 'Letter'] as const) {
      test(`${target.name} prints on ${format} with text on every page, none empty`, async ({ page }) => {
        await page.goto(target.path);
        const file = join(mkdtempSync(join(tmpdir(), 'printed-')), 'page.pdf');
        writeFileSync(file, await page.pdf({ format }));
        const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
        const empty = Array.from({ length: pages }, (_, i) => i + 1).filter(
          (n) => !execFileSync('pdftotext', ['-f', String(n), '-l', String(n), file, '-'], { encoding: 'utf8' }).trim(),
        );
        expect(empty, `empty pages of ${pages}`).toEqual([]);
        // Its heading, which may wrap.
        const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
        expect(text).toContain(target.heading);
      });
    }
  }
});
