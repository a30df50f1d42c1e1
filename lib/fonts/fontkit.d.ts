// The part of fontkit (a dependency of @react-pdf/renderer, used directly by lib/fonts/) this site reads: whether a
// font file draws a character (drawingFonts.ts), and how wide a run of text it shapes is (textWidth.ts). fontkit
// ships no types of its own.
declare module 'fontkit' {
  export type Font = {
    hasGlyphForCodePoint(codePoint: number): boolean;
    unitsPerEm: number;
    layout(text: string): { advanceWidth: number };
  };
  export function openSync(path: string): Font;
}
