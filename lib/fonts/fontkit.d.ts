// The part of fontkit (a dependency of @react-pdf/renderer, used directly by lib/fonts/drawingFonts.ts) this site
// reads: whether a font file draws a character. fontkit ships no types of its own.
declare module 'fontkit' {
  export function openSync(path: string): { hasGlyphForCodePoint(codePoint: number): boolean };
}
