import { pseudoText, pseudoTranslation } from '@/lib/i18n/pseudo';

describe('a pseudo-language', () => {
  it('accents every letter it can, brackets the text and makes it about 40 % longer', () => {
    expect(pseudoText('Projects')).toBe('[Pŕöĵéçţš one two]');
    expect(pseudoText('Write to me')).toBe('[Ŵŕîţé ţö mé one two]');
    for (const text of ['About', 'Contact', 'A much longer sentence, with punctuation.']) {
      expect(pseudoText(text).length / text.length).toBeGreaterThanOrEqual(1.4);
    }
  });

  it('keeps what the site fills in', () => {
    expect(pseudoText('{count} results')).toBe('[{count} ŕéšûļţš one two]');
  });

  it('makes over every word of a module, and no address, name or setting', () => {
    const about = {
      bio: { heading: 'Hi', picture: { src: '/assets/me.jpg', alt: 'Me', width: 400 } },
      links: [{ label: 'Code', href: '/Projects' }],
      theme: { default: 'system' },
    };
    expect(pseudoTranslation(about)).toEqual({
      bio: { heading: '[Ĥî one]', picture: { src: '/assets/me.jpg', alt: '[Mé one]', width: 400 } },
      links: [{ label: '[Çöďé one]', href: '/Projects' }],
      theme: { default: 'system' },
    });
  });
});
