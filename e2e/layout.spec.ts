// Every reader's screen: each kind of page in each language, at a ladder of widths from a small phone's to a wide
// monitor's, with WCAG 2.2's text spacing, in a contrast theme and on paper. The pages come from the export
// (e2e/exported.ts); what the header holds, from the page itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { A_PAGE_A_KIND, EXPORTED_PAGES, expect, NOT_FOUND, PROJECT_PAGES, test } from './support';
import type { ExportedPage } from './exported';

/** From the narrowest phone WCAG's reflow names (320 px) to a desktop's, through every common tablet and laptop width. */
const WIDTHS = [320, 360, 390, 480, 600, 768, 820, 900, 1024, 1180, 1280, 1440, 1920];

/** A page of each kind in each language (its largest: the one with the most to lay out), and the 404 page. */
function aPageAKindALanguage(pages: ExportedPage[]): { name: string; path: string }[] {
  const chosen = new Map<string, ExportedPage>();
  for (const page of pages) {
    const key = `${page.kind} ${page.language}`;
    if ((chosen.get(key)?.size ?? -1) < page.size) chosen.set(key, page);
  }
  return [...chosen.values(), NOT_FOUND];
}

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

/** Each width of the ladder in turn, as a window is resized: what is wrong at each. */
async function problemsAcross(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    found.push(...(await page.evaluate(layoutProblems)).map((problem) => `${width} px: ${problem}`));
  }
  return found;
}

// WCAG 2.2's text spacing (1.4.12), as a reader's own style sheet sets it.
const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-block-end: 2em !important }';

test.describe('every width', () => {
  for (const target of aPageAKindALanguage(EXPORTED_PAGES)) {
    test(`${target.name}: no sideways scroll, every navbar control on the screen, apart and on one line, one current link, from 320 to 1920 px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(target.path);
      expect(await problemsAcross(page)).toEqual([]);
    });
  }
});

test.describe('with WCAG 2.2 text spacing', () => {
  // A reader's style sheet is not the page's: the page's policy would refuse it as an inline style.
  test.use({ bypassCSP: true });
  for (const target of A_PAGE_A_KIND) {
    test(`${target.name}: still fits, from 320 to 1920 px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.goto(target.path);
      await page.addStyleTag({ content: TEXT_SPACING });
      expect(await problemsAcross(page)).toEqual([]);
    });
  }
});

test.describe('at twice the browser’s text size', () => {
  for (const target of A_PAGE_A_KIND) {
    test(`${target.name}: the menu takes over where the larger labels no longer fit, and nothing scrolls sideways`, async ({ page }) => {
      test.setTimeout(60_000);
      // The setting behind "Font size" in Chromium's preferences: media queries' em follow it.
      const session = await page.context().newCDPSession(page);
      await session.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
      await page.goto(target.path);
      expect(await problemsAcross(page)).toEqual([]);
    });
  }
});

test.describe('in a contrast theme (forced colours)', () => {
  test.use({ colorScheme: 'dark' });
  for (const target of A_PAGE_A_KIND) {
    test(`${target.name}: every control keeps an edge, the current page is told apart by more than colour, focus shows`, async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' });
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(target.path);
        const edgeless = await page.evaluate(() =>
          // A checkbox or a radio button draws its own box in a contrast theme.
          [...document.querySelectorAll('button, select, input:not([type=checkbox], [type=radio]), textarea, .button, .icon-button')]
            .filter((element) => element.getClientRects().length && !element.closest('[popover], .sr-only'))
            .filter((element) => {
              const style = getComputedStyle(element);
              return parseFloat(style.borderTopWidth) === 0 && parseFloat(style.borderBottomWidth) === 0 && style.outlineStyle === 'none';
            })
            .map((element) => element.outerHTML.slice(0, 120)),
        );
        expect(edgeless, `at ${width} px`).toEqual([]);
        const current = page.locator('header [aria-current="page"]:visible');
        if (await current.count()) {
          const marks = await current.evaluate((link) => {
            const style = getComputedStyle(link);
            return { underline: style.textDecorationLine.includes('underline'), outline: style.outlineStyle !== 'none' };
          });
          expect(marks, `the current page's link at ${width} px`).toEqual({ underline: true, outline: true });
        }
        // The first controls a keyboard reaches each show an outline when focused.
        for (let i = 0; i < 4; i += 1) {
          await page.keyboard.press('Tab');
          const ring = await page.evaluate(() => {
            const focused = document.activeElement!;
            const style = getComputedStyle(focused);
            return { name: focused.outerHTML.slice(0, 80), visible: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 };
          });
          expect(ring.visible, `focus on ${ring.name} at ${width} px`).toBe(true);
        }
      }
    });
  }
});

test.describe('on paper', () => {
  for (const target of A_PAGE_A_KIND) {
    test(`${target.name}: the page's text in black on white, without the navbar, the background or what only a screen uses`, async ({ page }) => {
      await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
      await page.goto(target.path);
      const printed = await page.evaluate(() => {
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
      });
      expect(printed).toEqual({ navbar: false, background: false, screenOnly: [], darkText: true, lightPaper: true });
      // A link leaving the site prints its address after its text (the footer's profiles, their icons').
      for (const away of [page.locator('main a[href^="http"]').first(), page.locator('footer a[href^="http"]').first()]) {
        if (!(await away.count())) continue;
        const after = await away.evaluate((link) => getComputedStyle(link, '::after').content);
        expect(after).toContain(await away.getAttribute('href'));
      }
    });
  }

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
