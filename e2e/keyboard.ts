// A keyboard reader's walk through a page, in Chromium (e2e/every-page.spec.ts): every control met in reading order,
// its focus seen and never hidden, each popover closed by Escape with focus given back. WCAG 2.1.1, 2.4.3, 2.4.7,
// 2.4.11, 1.4.11 (the focus ring), 1.4.13 and 2.1.2 (no trap).
import type { Page } from '@playwright/test';

/**
 * The focused element (null: none, the walk has left the page), as a reader sees it: `hidden` names what covers it whole
 * or mostly (three of its centre and four corners show something else: a sticky header, a fixed card); `ring` says why
 * its focus indicator falls short (none, or under 3:1 against the ground around it: WCAG 1.4.11's contrast for it).
 * Given `element`, that one as it stands, its ring not read (`hidden` alone).
 */
export function focusedStop(element?: HTMLElement): { name: string; hidden: string | null; ring: string | null; popover: boolean } | null {
  const focused = element ?? (document.activeElement as HTMLElement | null);
  if (!focused || focused === document.body) return null;
  const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') || focused.textContent || '').trim().slice(0, 40)}"`;
  const box = focused.getBoundingClientRect();
  const inset = Math.min(2, box.width / 2, box.height / 2);
  const [left, right, top, bottom] = [box.left + inset, box.right - inset, box.top + inset, box.bottom - inset];
  const points = [
    [(left + right) / 2, (top + bottom) / 2],
    [left, top],
    [right, top],
    [left, bottom],
    [right, bottom],
  ];
  const covers = points.map(([x, y]) => document.elementFromPoint(x, y)).filter((hit) => !hit || !(focused.contains(hit) || hit.contains(focused)));
  const hidden = covers.length >= 3 ? covers.map((hit) => (hit ? (hit.closest('header, aside, footer, [class*="toggle"]') ?? hit).tagName.toLowerCase() : 'off the screen')).join(', ') : null;
  if (element) return { name, hidden, ring: null, popover: false };
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map((v) => Number(v) / 255)
      .map((v) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05;
  };
  // The ground the ring is drawn on: the nearest opaque background around the element, the body's at the latest.
  let ground = focused.parentElement ?? document.body;
  while (ground.parentElement && /^rgba\(.*, 0\)$/.test(getComputedStyle(ground).backgroundColor)) ground = ground.parentElement;
  const [style, groundColour] = [getComputedStyle(focused), getComputedStyle(ground).backgroundColor];
  const [ring, around] = [luminance(style.outlineColor), luminance(groundColour)];
  const [contrast, drawn] = [Math.max(ring, around) / Math.min(ring, around), style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1];
  const ringProblem = !drawn ? 'no outline' : contrast < 3 ? `outline ${style.outlineColor} on ${groundColour}: ${contrast.toFixed(2)}:1` : null;
  return { name, hidden, ring: ringProblem, popover: focused.hasAttribute('popovertarget') };
}

/** The controls the keyboard should reach, in the document's order: shown, enabled, not taken out of the order. */
export function tabbables(): HTMLElement[] {
  const selector = 'a[href], button:not(:disabled), input:not(:disabled, [type=hidden]), select:not(:disabled), textarea:not(:disabled), summary, [tabindex]';
  return [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => element.tabIndex >= 0 && element.checkVisibility({ visibilityProperty: true }) && !element.closest('[inert], [popover]:not(:popover-open)'));
}

/** The controls the keyboard should reach (tabbables), each named as focusedStop names it. */
export const TABBABLE_IN_ORDER = `(${tabbables})().map((element) => (${focusedStop})(element).name)`;

/**
 * Each control that something fixed or sticky covers (focusedStop's `hidden`) where Tab brings it into view: going
 * down, at the window's foot; going up, at its top (each as far as the page's scroll padding lets it). The walk's check
 * at a width where the keyboard does not walk, with no key pressed.
 */
export const HIDDEN_WHEN_REACHED = `(async () => {
  // Once the page has heard of the window's new size (a fixed card's height sets the scroll padding that clears it).
  await new Promise((framed) => requestAnimationFrame(() => requestAnimationFrame(framed)));
  const found = new Set();
  for (const control of (${tabbables})()) {
    for (const [block, key] of [['end', 'Tab'], ['start', 'Shift+Tab']]) {
      control.scrollIntoView({ block });
      // Focused, as Tab leaves it: what shows only on focus (the skip link) shows.
      control.focus({ preventScroll: true });
      const stop = (${focusedStop})(control);
      if (stop?.hidden) found.add(\`\${key}: \${stop.name} hidden by \${stop.hidden}\`);
    }
  }
  document.activeElement.blur();
  scrollTo(0, 0);
  return [...found];
})()`;

/** Focus back at the document's start, as a new page has it (with nothing focused, Chromium tabs on from where the page last scrolled). */
export const toStart = (page: Page) =>
  page.evaluate(() => {
    window.scrollTo(0, 0);
    document.body.tabIndex = -1;
    document.body.focus();
    document.body.removeAttribute('tabindex');
  });

/**
 * Tab from the document's start to its end, then Shift+Tab back, each stop read as the reader meets it; at each popover's
 * button on the way down, Enter opens it and Escape must close it and give focus back; then the skip link. Returns what
 * is wrong, a line each.
 */
export async function keyboardWalk(page: Page, at: string): Promise<string[]> {
  const problems: string[] = [];
  await toStart(page);
  const met: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    // Bounded, for a page that would hold focus in a loop (2.1.2).
    for (let i = 0; i < 500; i += 1) {
      await page.keyboard.press(key);
      const stop = await page.evaluate(focusedStop, undefined);
      if (!stop) break;
      if (key === 'Tab') met.push(stop.name);
      if (stop.hidden) problems.push(`${at}, ${key}: ${stop.name} hidden by ${stop.hidden}`);
      if (stop.ring) problems.push(`${at}, ${key}: ${stop.name}'s focus: ${stop.ring}`);
      if (stop.popover && key === 'Tab') {
        await page.keyboard.press('Enter');
        const opened = await page.evaluate(() => document.querySelector(':popover-open') !== null);
        await page.keyboard.press('Escape');
        const after = await page.evaluate(() => ({ open: document.querySelector(':popover-open') !== null, back: (document.activeElement as HTMLElement).hasAttribute('popovertarget') }));
        if (!opened || after.open || !after.back) problems.push(`${at}: ${stop.name}: Enter opened it ${opened}, Escape closed it ${!after.open}, focus back ${after.back}`);
      }
    }
  }
  // What should have been met, read once the walk is done (the background's button arrives when the page is idle).
  const expected = await page.evaluate<string[]>(TABBABLE_IN_ORDER);
  if (met.join('\n') !== expected.join('\n')) problems.push(`${at}: the tab order\n    ${met.join('\n    ')}\n  is not every control in reading order\n    ${expected.join('\n    ')}`);
  // The skip link (2.4.1): the first Tab's, whose Enter puts focus in main.
  await toStart(page);
  for (const key of ['Tab', 'Enter']) await page.keyboard.press(key);
  if (!(await page.evaluate(() => document.activeElement?.closest('main')))) problems.push(`${at}: the first Tab, then Enter, leave focus outside main (the skip link)`);
  return problems;
}
