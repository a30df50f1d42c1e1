import { Font } from '@react-pdf/renderer';
import type { DrawingFont } from '@/lib/fonts/drawingFonts';

// Whole words only: a name or a title split by a hyphen at a line's end would not be found by a search.
Font.registerHyphenationCallback((word) => [word]);

/** A glyph as fontkit lays it out: the characters it draws, in the order the PDF's text map gives them. */
type Glyph = { codePoints: number[] };
type LaidOutFont = { layout: (...args: never[]) => { glyphs: Glyph[] } };

const rightToLeft = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const inReadingOrder = new WeakSet<Glyph>();

/**
 * A PDF maps each glyph to the characters it draws, and a reader of the PDF (pdftotext, pdf.js, a viewer's copy)
 * turns a right-to-left run, drawn left to right, back by reversing its characters; a glyph of several characters (the
 * Arabic ligatures لا and الله) then comes back reversed too ("ال", "هللا") unless it is mapped in the order it is drawn.
 * pdfkit maps each glyph to fontkit's `codePoints` (in the order written), so a right-to-left glyph's are turned, once
 * (fontkit keeps one glyph object an id). The renderer reads them only for their number.
 */
function mappedAsDrawn(font: LaidOutFont) {
  const layout = font.layout;
  font.layout = function (...args) {
    const run = layout.apply(this, args);
    for (const glyph of run.glyphs) {
      if (inReadingOrder.has(glyph)) continue;
      inReadingOrder.add(glyph);
      if (glyph.codePoints.length > 1 && rightToLeft.test(String.fromCodePoint(...glyph.codePoints))) glyph.codePoints.reverse();
    }
    return run;
  };
}

/** Registers a family's files with the PDF renderer, opens each and maps its glyphs to the text they draw. */
async function register(family: string, files: DrawingFont[]) {
  Font.register({ family, fonts: files.map(({ file, weight }) => ({ src: file, fontWeight: weight })) });
  for (const { weight } of files) {
    const descriptor = { fontFamily: family, fontWeight: weight };
    await Font.load(descriptor);
    mappedAsDrawn(Font.getFont(descriptor).data as unknown as LaidOutFont);
  }
}

/** Each family registered, once a process: registering a family again would add its files again, unmapped. */
const registered = new Map<string, Promise<void>>();

/**
 * Makes the fonts known to the PDF renderer, each family once, each file opened and its glyphs mapped to the text they
 * draw; returns their families, first tried first.
 */
export async function resumeFonts(fonts: DrawingFont[]): Promise<string[]> {
  const families = [...new Set(fonts.map((font) => font.family))];
  for (const family of families) {
    const itsFonts = fonts.filter((font) => font.family === family);
    if (!registered.has(family)) registered.set(family, register(family, itsFonts));
  }
  await Promise.all(families.map((family) => registered.get(family)));
  return families;
}
