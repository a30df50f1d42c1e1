/** @jest-environment node */
import { z } from 'zod';
import { text } from '@/content/fields';
import { asData, wordsOnly } from '@/content/wordsOrData';
import { wordsAgainst } from '@/lib/i18n/overlay';
import { fingerprint, stateOf } from '@/lib/i18n/staleness';

// What a record of a translation keeps (each translated text's original, fingerprinted), and how the build reads it.
describe('what a translation translated', () => {
  const schema = z.object({ heading: text, paragraphs: z.array(text), cards: z.array(z.object({ title: text, id: asData(text) })), url: z.url() });
  const original = wordsOnly(schema, {
    heading: 'About me',
    paragraphs: ['One.', 'Two.'],
    cards: [
      { title: 'Go', id: 'go' },
      { title: 'Rust', id: 'rust' },
    ],
    url: 'https://a.example',
  });
  const given = (over: unknown) =>
    wordsAgainst(original, over, '')
      .filter(({ given }) => given)
      .map(({ path, text }) => ({ path, text }));

  it('is each text it gives, with the original’s there; a list of words given whole is one text; data, as its schema says, is none', () => {
    expect(given({ heading: 'Über mich', cards: [{ id: 'geh' }, { title: 'Rost' }], paragraphs: ['Eins.'], url: 'https://b.example' })).toEqual([
      { path: 'heading', text: 'About me' },
      { path: 'paragraphs', text: JSON.stringify(['One.', 'Two.']) },
      { path: 'cards[1].title', text: 'Rust' },
    ]);
    expect(given(undefined)).toEqual([]);
    expect(
      wordsAgainst(original, { cards: [{ title: 'Los' }] }, '')
        .filter(({ given }) => !given)
        .map(({ path }) => path),
    ).toEqual(['heading', 'paragraphs[0]', 'paragraphs[1]', 'cards[1].title']);
  });

  it('is current while the original says what was recorded, stale once it changes, unchecked with no record', () => {
    expect(stateOf(fingerprint('About me'), fingerprint('About me'))).toBe('current');
    expect(stateOf(fingerprint('About me'), fingerprint('A little about me'))).toBe('stale');
    expect(stateOf(undefined, fingerprint('About me'))).toBe('unchecked');
    expect(fingerprint('About me')).toMatch(/^[0-9a-f]{12}$/);
  });
});
