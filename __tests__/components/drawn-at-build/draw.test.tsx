/** @jest-environment node */
import { fontsOf } from '@/components/drawn-at-build/draw';

describe('the fonts a link preview is drawn with', () => {
  // satori takes two fonts of one name and weight for one, and fetches from the network the glyphs the first lacks
  // ("Ł", "Ş", a pseudo-language's "Ŕ"): each file must be a font of its own.
  it('give each file its own name and weight, Latin Extended among them', () => {
    const fonts = fontsOf('Łukasz Şahin · [Ŕéšûļţš one two] · العربية · 日本語', 'A test drawing');
    const keys = fonts.map(({ name, weight }) => `${name} ${weight}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['Inter 400', 'Inter 700', 'Inter Extended 400', 'Inter Extended 700']));
  });
});
