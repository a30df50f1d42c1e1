import 'server-only';
import { oncePer } from '../oncePer';
import { drawingFonts, fontFile } from './drawingFonts';

/**
 * How wide the widest common interface font sets `text` at `size` px in bold: the build's fonts (Inter, and a fallback
 * package for each script it cannot draw), shaped run by run, times `WIDEST_UI_FONT`. A visitor's system font is not
 * known when the page is built: the measure is made for the widest one a reader is likely to have, so a row sized by
 * it fits every narrower one too (the browser suite checks it in DejaVu Sans, Debian's). A character no font draws
 * counts as 1 em, as wide as a CJK ideograph.
 */
export function textWidth(text: string, size: number): number {
  return emsOf(text) * WIDEST_UI_FONT * size;
}

/** How many em the build's fonts set `text` in: once a text, as every page of a language asks for its navbar's labels. */
const emsOf = oncePer((text: string): number => {
  const fonts = drawingFonts().filter((font) => font.weight === 700);
  let width = 0;
  let run = '';
  let runFont: (typeof fonts)[number] | undefined;
  const flush = () => {
    if (run && runFont) width += fontFile(runFont).layout(run).advanceWidth / fontFile(runFont).unitsPerEm;
    else width += [...run].length;
    run = '';
  };
  for (const character of text) {
    const font = /\s|\p{Cf}/u.test(character) ? runFont : fonts.find((candidate) => fontFile(candidate).hasGlyphForCodePoint(character.codePointAt(0) ?? 0));
    if (font !== runFont) {
      flush();
      runFont = font;
    }
    run += character;
  }
  flush();
  return width;
});

/**
 * DejaVu Sans Bold (Linux's default sans-serif) sets Latin labels 1.12–1.19 times as wide as Inter Bold; Segoe UI,
 * San Francisco and Roboto are narrower than DejaVu. 1.25 leaves room for the rest.
 */
const WIDEST_UI_FONT = 1.25;
