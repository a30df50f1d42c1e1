import { z } from 'zod';
import { imageSchema, text } from '@/content/fields';
import { asData } from '@/content/wordsOrData';
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

  it('makes over every word of a module as its schema tells them, and no address, date, pattern, setting or name marked as data, whatever its key', () => {
    const schema = z.object({
      bio: z.object({ heading: text, picture: imageSchema.optional(), date: text }),
      links: z.array(z.object({ label: text, href: z.string().regex(/^\//), url: z.url().optional() })),
      talks: z.array(z.object({ date: z.iso.date(), slides: z.url(), event: asData(text) })),
      theme: z.object({ default: z.enum(['system', 'dark']) }),
    });
    const about = {
      bio: { heading: 'Hi', date: 'Spring' },
      links: [{ label: 'Code', href: '/Projects', url: 'https://example.com' }],
      talks: [{ date: '2026-03-14', slides: 'https://example.com/slides', event: 'JSConf' }],
      theme: { default: 'system' },
    };
    expect(pseudoTranslation(schema, about)).toEqual({
      bio: { heading: '[Ĥî one]', date: '[Špŕîñĝ one]' },
      links: [{ label: '[Çöďé one]', href: '/Projects', url: 'https://example.com' }],
      talks: [{ date: '2026-03-14', slides: 'https://example.com/slides', event: 'JSConf' }],
      theme: { default: 'system' },
    });
  });
});
