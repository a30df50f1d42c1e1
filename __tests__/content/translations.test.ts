/** @jest-environment node */
import { about } from '@/content/about';
import { projects } from '@/content/projects';
import { siteSchema } from '@/content/schema';
import { site } from '@/content/site';
import { LANGUAGES } from '@/lib/i18n/languages';
import { contentIn, hasStale, recordNow, translate, translationState, untranslated } from '@/lib/content/contentIn';
import { SHIPPED_WORDS } from '@/lib/i18n/words';
import { fingerprint } from '@/lib/i18n/staleness';
import { en } from '@/lib/i18n/words/en';

// Run against the second owner's content (the 'owner fixture' project): English first, German in part, Arabic, Hebrew
// and Japanese in part.
describe('a language’s content: its translations over the first language’s', () => {
  it('the fixture names English, German and Arabic, Hebrew and Japanese in part, and the two pseudo-languages', () => {
    expect(LANGUAGES).toEqual(['en', 'de', 'ar', 'he', 'ja', 'en-XA', 'ar-XB']);
  });

  it('gives what a translation translates, and the first language’s for what it leaves out', async () => {
    const de = await contentIn('de');
    expect(de.about.bio.heading).toBe('Ein wenig über mich');
    expect(de.site.contact.heading).toBe('Sagen Sie Hallo');
    // Left out: the contact page's invitation, the cards, every project's line but the first.
    expect(de.site.contact.description).toBe(site.contact.description);
    expect(de.about.skills.cards).toEqual(about.skills.cards);
    expect(de.projects.entries[0].description).toBe('Doppelte Buchführung für Ereignisströme.');
    expect(de.projects.entries[1].description).toBe(projects.entries[1].description);
    // Addresses, links and icons are shared.
    expect(de.site.navigation.map((link) => link.href)).toEqual(site.navigation.map((link) => link.href));
    expect(de.site.profiles).toEqual(site.profiles);
  });

  it('keeps a picture’s file and size when a translation gives only its alt text', async () => {
    const de = await contentIn('de');
    expect(de.about.bio.picture).toEqual({ ...about.bio.picture, alt: 'Priya Natarajan an einem Berghang' });
  });

  it('gives the interface’s words in the language itself, and the owner’s own over them in the first (content/words.ts)', async () => {
    const [en, de, ar] = [await contentIn('en'), await contentIn('de'), await contentIn('ar')];
    expect(de.words.projectPage).toEqual(SHIPPED_WORDS.de.projectPage);
    expect(de.words.theme).toEqual(SHIPPED_WORDS.de.theme);
    expect(ar.words.form.required).toBe(SHIPPED_WORDS.ar.form.required);
    // The first language: the owner's words as written (the fixture's content/words.ts), the rest as shipped.
    expect(en.words.blogPage.tags).toBe('Topics');
    expect(en.words.theme.choices.light).toBe('Day');
    expect(en.words.form).toEqual(SHIPPED_WORDS.en.form);
  });

  it('takes the owner’s own interface words over the shipped ones (content/<code>/words.ts)', async () => {
    const { words } = await contentIn('de');
    expect(words.suggestion.dismiss).toBe('Ausblenden');
    expect(words.form).toEqual(SHIPPED_WORDS.de.form);
  });

  it('lists what each language leaves untranslated, file by file, never the interface’s words', async () => {
    const list = await untranslated('de');
    expect(list).toEqual(expect.arrayContaining(['content/de/site.ts: contact.description', 'content/de/experience.ts: heading', 'content/de/about.ts: skills.cards[0].title']));
    expect(list.filter((entry) => /: theme\.|\.href$|\.src$|: url$|\.id$/.test(entry))).toEqual([]);
    expect(list).not.toContain('content/de/about.ts: bio.heading');
    expect(await untranslated('en')).toEqual([]);
  });

  it('knows what it translated: a field or post whose original changed since is stale, one with no record unchecked, never stale', async () => {
    // The fixture's German record (content/de/translated.json) is of an older About heading and an older post.
    const de = await translationState('de');
    expect(de.stale).toEqual(['content/de/about.ts: bio.heading (content/about.ts changed since)', expect.stringMatching(/ledger-in-three-languages\.de\.md \(content\/posts\/ledger-in-three-languages\.md changed since\)$/)]);
    expect(de.unchecked).toEqual([]);
    expect(await hasStale('de', 'about')).toBe(true);
    expect(await hasStale('de', 'projects')).toBe(false);
    // Arabic keeps no record: all it translated is unchecked.
    const ar = await translationState('ar');
    expect(ar.stale).toEqual([]);
    expect(ar.unchecked).toEqual(expect.arrayContaining(['content/ar/about.ts: bio.heading']));
    // The record as things stand now: today's fingerprints, which the record's two old ones differ from.
    const now = await recordNow('de');
    expect(now.fields['content/about.ts']['bio.heading']).toBe(fingerprint(about.bio.heading));
    expect(Object.keys(now.posts)).toEqual(['content/posts/ledger-in-three-languages.md']);
  });

  it('a language the site ships no words for has English’s, and the build names each missing word and where to write it', async () => {
    // Swedish, which ships no words.
    expect(SHIPPED_WORDS.sv).toBeUndefined();
    const sv = await contentIn('sv');
    expect(sv.words).toEqual(en);
    expect(await untranslated('sv')).toEqual(expect.arrayContaining(['content/sv/words.ts: form.required', 'content/sv/words.ts: menu']));
  });
});

describe('a translation that does not fit what it translates fails, naming its file and the field', () => {
  it('a field the original does not have', () => {
    expect(() => translate('content/de/site.ts', siteSchema, site, { greting: 'Hallo' })).toThrow(/Invalid translation in content\/de\/site\.ts:\n {2}- greting: is not in the original/);
  });

  it('more entries than the original', () => {
    const navigation = [...site.navigation, { label: 'Extra' }].map(({ label }) => ({ label }));
    expect(() => translate('content/de/site.ts', siteSchema, site, { navigation })).toThrow(`navigation: has ${navigation.length} entries, the original ${site.navigation.length}`);
  });

  it('a value the schema refuses', () => {
    expect(() => translate('content/de/site.ts', siteSchema, site, { greeting: '  ' })).toThrow(/Invalid content in content\/de\/site\.ts:\n {2}- field "greeting": must not be empty/);
  });
});
