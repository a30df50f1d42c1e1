/** @jest-environment node */
import { fontsFor } from '@/lib/fonts/drawingFonts';
import { SHIPPED_WORDS } from '@/lib/i18n/words';

// Which fonts the build draws a text in (the resume, the link previews): Inter, and for a script it cannot draw a font
// package among the dependencies that can; a character none draws stops the build.
const families = (text: string) => [...new Set(fontsFor(text, 'The test text').map((font) => font.family))];

describe('the fonts that draw a text', () => {
  it('are Inter alone for Latin, with its extended subset for the rest of Europe’s letters', () => {
    expect(families('Hello, world')).toEqual(['Inter', 'Inter Extended']);
    expect(families('Łódź, Ångström, Straße')).toEqual(['Inter', 'Inter Extended']);
  });

  it('add a font that draws Arabic, in both weights the drawings use', () => {
    const fonts = fontsFor('مهندسة منصات, Platform Engineer', 'The test text');
    const arabic = fonts.filter((font) => !font.family.startsWith('Inter'));
    expect(arabic.length).toBeGreaterThan(0);
    expect(new Set(arabic.map((font) => font.weight))).toEqual(new Set([400, 700]));
  });

  it.each([
    ['Hebrew', 'he', /hebrew/],
    ['Japanese', 'ja', /^noto-sans-jp/],
  ])('add a font that draws %s, which ships with its words, for every word of them, in both weights', (_, language, family) => {
    const fonts = fontsFor(JSON.stringify(SHIPPED_WORDS[language]), `The ${language} words`).filter((font) => !font.family.startsWith('Inter'));
    expect(fonts.map((font) => font.family)).toEqual(expect.arrayContaining([expect.stringMatching(family)]));
    expect(new Set(fonts.map((font) => font.weight))).toEqual(new Set([400, 700]));
  });

  it('draw every word of every language whose words ship', () => {
    for (const [language, words] of Object.entries(SHIPPED_WORDS)) expect(() => fontsFor(JSON.stringify(words), `The ${language} words`)).not.toThrow();
  });

  it('stop the build on a character no font draws, naming what was drawn, the character and how to add a font', () => {
    expect(() => fontsFor('이력서', 'The ko resume')).toThrow(
      /^The ko resume: no font the build has draws "이" \(U\+C774\), "력" \(U\+B825\), "서" \(U\+C11C\)\. Add a font package for its script, such as "npm install @fontsource\/noto-sans-kr"/,
    );
  });
});
