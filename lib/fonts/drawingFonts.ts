import 'server-only';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Font, openSync } from 'fontkit';
import { installedPackage } from '@/lib/files/installedPackage';
import { interFonts } from './interFonts';
import { required } from '../required';

/** A font file the build draws text with (the resume, the link previews), in a weight, under a family name. */
export type DrawingFont = { family: string; weight: 400 | 700; file: string };

/**
 * Fonts for the scripts Inter cannot draw (Arabic, CJK…): each `@fontsource/*` package among the project's
 * dependencies (package.json), every subset it ships, in the two weights the drawings use. The owner adds a script by
 * adding its package: `npm install @fontsource/noto-sans-kr`.
 */
function fallbackFonts(): DrawingFont[] {
  const { dependencies = {} } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return Object.keys(dependencies)
    .filter((name) => name.startsWith('@fontsource/'))
    .flatMap((name) => {
      const dir = join(installedPackage(name), 'files');
      return readdirSync(dir)
        .map((file) => /^(.+)-(400|700)-normal\.woff$/.exec(file))
        .filter((match) => match !== null)
        .map(([file, family, weight]) => ({ family, weight: Number(weight) as 400 | 700, file: join(dir, file) }));
    });
}

const inter: DrawingFont[] = interFonts.map(({ subset, weight, file }) => ({ family: subset === 'latin' ? 'Inter' : 'Inter Extended', weight, file }));
let candidates: DrawingFont[] | undefined;
const opened = new Map<string, Font>();
/** A font's file, opened once. */
export function fontFile(font: DrawingFont): Font {
  if (!opened.has(font.file)) opened.set(font.file, openSync(font.file));
  return required(opened.get(font.file), font.file);
}
const draws = (font: DrawingFont, codePoint: number) => fontFile(font).hasGlyphForCodePoint(codePoint);

/** Every font the build draws with: Inter first, then each fallback package's. */
export const drawingFonts = (): DrawingFont[] => (candidates ??= [...inter, ...fallbackFonts()]);

/**
 * The fonts that draw `text`: Inter, and for each character it cannot draw the first fallback family that can (both
 * weights). A character none draws stops the build, naming `what` (a language's resume, a preview) and the
 * characters, so nothing is drawn as a box.
 */
export function fontsFor(text: string, what: string): DrawingFont[] {
  const candidates = drawingFonts();
  const families = new Set(['Inter', 'Inter Extended']);
  const missing = new Set<string>();
  for (const character of new Set(text.replace(/\s/g, ''))) {
    const codePoint = character.codePointAt(0) ?? 0;
    // Marks that shape no glyph of their own (joiners, direction marks) need none.
    if (/[\p{Cf}]/u.test(character)) continue;
    const font = candidates.find((candidate) => candidate.weight === 400 && draws(candidate, codePoint));
    if (font) families.add(font.family);
    else missing.add(character);
  }
  if (missing.size) {
    const shown = [...missing].map((character) => `"${character}" (U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')})`).join(', ');
    throw new Error(`${what}: no font the build has draws ${shown}. Add a font package for its script, such as "npm install @fontsource/noto-sans-kr" (README, "Languages").`);
  }
  return candidates.filter((font) => families.has(font.family));
}
