// The navbar's layout at a width, in any engine (e2e/every-page.spec.ts, e2e/engines/languages.spec.ts).

/** From the narrowest phone WCAG's reflow names (320 px) to a desktop's, through every common tablet and laptop width. */
export const WIDTHS = [320, 360, 390, 480, 600, 768, 820, 900, 1024, 1180, 1280, 1440, 1920];
/**
 * What is wrong with the page as laid out now, a line each: it scrolls sideways; a control of the navbar is off the
 * screen, overlaps another or has its label broken over two lines; both or neither of the link row and the menu button
 * are shown; the row takes more than one line (but where a reader's text spacing widens it: `rowMayWrap`); a popover
 * of it opens over it; more than one link is marked as the current page. Self-contained: the engines' journeys run its
 * text (e2e/engines/languages.spec.ts).
 */
export function layoutProblems(rowMayWrap = false): string[] {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) problems.push(`scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth}`);
  const header = document.querySelector('header') as HTMLElement;
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
  const nav = header.querySelector('nav') as HTMLElement;
  const row = [...nav.querySelectorAll('ul')].filter((list) => shown(list) && !list.hasAttribute('aria-label') && list.querySelector('a'));
  const menuButton = [...nav.querySelectorAll('button[popovertarget]')].filter(shown).filter((button) => !button.closest('ul') && button.querySelector('svg'));
  if (row.length + menuButton.length !== 1) problems.push(`${row.length} link rows and ${menuButton.length} menu buttons shown`);
  // Where the row is shown, it fits on one line: the header's measure chose it for that (data-wide-from).
  const links = row.flatMap((list) => [...list.querySelectorAll('a')].map((link) => link.getBoundingClientRect()));
  if (!rowMayWrap && links.some((box) => box.top >= links[0].bottom - 1)) problems.push(`the link row wraps: ${Math.round(row[0].getBoundingClientRect().height)} px high`);
  // Each of its popovers (the menu, the list of languages) opens below it, however many lines it takes.
  for (const button of controls.filter((element): element is HTMLButtonElement => element.matches('button[popovertarget]'))) {
    const panel = button.popoverTargetElement as HTMLElement;
    panel.showPopover();
    const [top, bottom] = [panel.getBoundingClientRect().top, header.getBoundingClientRect().bottom];
    panel.hidePopover();
    if (top < bottom - 0.5) problems.push(`"${nameOf(button)}" opens over the navbar: at ${Math.round(top)} px, its bottom ${Math.round(bottom)} px`);
  }
  const current = controls.filter((element) => element.getAttribute('aria-current') === 'page');
  if (current.length > 1) problems.push(`${current.length} links marked as the current page: ${current.map(nameOf).join(', ')}`);
  return problems;
}
