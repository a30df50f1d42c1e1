/** @jest-environment node */
import { translatedIn } from '@/lib/i18n/overlay';
import { fingerprint, stateOf } from '@/lib/i18n/staleness';

// What a record of a translation keeps (each translated text's original, fingerprinted), and how the build reads it.
describe('what a translation translated', () => {
  const original = { heading: 'About me', paragraphs: ['One.', 'Two.'], cards: [{ title: 'Go', id: 'go' }, { title: 'Rust', id: 'rust' }], url: 'https://a.example' };

  it('is each text it gives, with the original’s there; a list of words given whole is one text; settings are none', () => {
    expect(translatedIn(original, { heading: 'Über mich', cards: [{}, { title: 'Rost' }], paragraphs: ['Eins.'] }, '')).toEqual([
      { path: 'heading', original: 'About me' },
      { path: 'paragraphs', original: JSON.stringify(['One.', 'Two.']) },
      { path: 'cards[1].title', original: 'Rust' },
    ]);
    expect(translatedIn(original, undefined, '')).toEqual([]);
  });

  it('is current while the original says what was recorded, stale once it changes, unchecked with no record', () => {
    expect(stateOf(fingerprint('About me'), fingerprint('About me'))).toBe('current');
    expect(stateOf(fingerprint('About me'), fingerprint('A little about me'))).toBe('stale');
    expect(stateOf(undefined, fingerprint('About me'))).toBe('unchecked');
    expect(fingerprint('About me')).toMatch(/^[0-9a-f]{12}$/);
  });
});
