import 'server-only';
import { textWidth } from '@/lib/fonts/textWidth';

/**
 * The narrowest screen on which the navbar's whole row fits, in CSS px: the logo, every link, the language control and
 * the theme control, each at the widest a reader's font sets its words (lib/fonts/textWidth.ts). Narrower, the links
 * and the languages move into the menu. The figures are the CSS modules' (Navbar, NavLinks, LanguageLinks,
 * LanguageMenu, ThemeControl); e2e/every-page.spec.ts proves the row fits from this width up and that the menu takes
 * over below it, in the pseudo-languages too. `row`: how wide the row is, gutters included; one wider than the page's column
 * (--page-width) is given that width, where the screen has it. A row wider than the widest screen (`WIDEST_SCREEN`)
 * never fits: then `Infinity`, the menu at every width.
 */
export function headerWideFrom({ links, languages, themeChoices }: { links: string[]; languages: LanguageControl; themeChoices: string[] }): { wideFrom: number; row: number } {
  const gap = { nav: 16, links: 4 };
  const linksRow = links.reduce((sum, label) => sum + textWidth(label, LABEL) + 2 * LINK_PADDING, 0) + gap.links * (links.length - 1);
  const themeControl = Math.max(...themeChoices.map((choice) => textWidth(choice, SMALL))) + SELECT_CHROME;
  const row = Math.ceil(LOGO + gap.nav + linksRow + gap.nav + languageControlWidth(languages) + themeControl + 2 * GUTTER);
  return { wideFrom: row + SCROLLBAR > WIDEST_SCREEN ? Infinity : row + SCROLLBAR, row };
}

/** What the row holds for the languages: nothing with one, a link to the other with two, a button naming the page's beyond. */
export type LanguageControl = { kind: 'none' } | { kind: 'link'; name: string } | { kind: 'menu'; name: string };

function languageControlWidth(control: LanguageControl): number {
  if (control.kind === 'none') return 0;
  const chrome = control.kind === 'link' ? LANGUAGE_LINK_CHROME : LANGUAGE_BUTTON_CHROME;
  return textWidth(control.name, SMALL) + chrome + 8;
}

// px, as the CSS modules write them (1 rem = 16 px).
const LABEL = 17; // body's 1.0625rem
const SMALL = 15.2; // 0.95rem: the language and theme controls
const LINK_PADDING = 14.4; // 0.9rem each side
const LOGO = 40;
const GUTTER = 32; // --gutter at its widest
// The widest screen the site is laid out for (a 27-inch monitor at 1×).
const WIDEST_SCREEN = 2560;
const LANGUAGE_LINK_CHROME = 2 * 12 + 2; // padding 0.75rem, border
const LANGUAGE_BUTTON_CHROME = 2 * 12 + 2 + 6 + 14; // padding, border, the gap and the caret
const SELECT_CHROME = 2 * 9.6 + 2 + 28; // padding 0.6rem, border, the arrow
// A desktop scrollbar takes its room from the width a media query reads.
const SCROLLBAR = 17;
