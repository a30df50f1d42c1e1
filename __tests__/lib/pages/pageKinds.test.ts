/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { addressOf, addressOfFile, kindOf, kindOfFile, PAGE_KINDS, type PageKindName } from '@/lib/pages/pageKinds.mjs';

const LANGUAGES = ['en', 'de', 'ar'];

describe('every address, from the page table', () => {
  it('keeps the first language’s addresses as the site has always had them', () => {
    expect(addressOf('home')).toBe('/');
    expect(addressOf('about')).toBe('/About');
    expect(addressOf('projects')).toBe('/Projects');
    expect(addressOf('project', { slug: 'ecommerce-webapp' })).toBe('/Projects/ecommerce-webapp');
    expect(addressOf('contact')).toBe('/Contact-me');
    expect([1, 2, 3].map((page) => addressOf('blog', { page }))).toEqual(['/Blog', '/Blog/page/2', '/Blog/page/3']);
    expect(addressOf('tags')).toBe('/Blog/tags');
    expect([1, 2].map((page) => addressOf('tag', { tag: 'react', page }))).toEqual(['/Blog/tags/react', '/Blog/tags/react/page/2']);
    expect(addressOf('post', { slug: 'hello-world' })).toBe('/Blog/hello-world');
    expect(addressOf('search')).toBe('/Search');
  });

  it('puts another language’s under its code, its Home at the code alone', () => {
    const at = (language: string) => ({ language, languages: LANGUAGES });
    expect(addressOf('home', {}, at('de'))).toBe('/de');
    expect(addressOf('post', { slug: 'hello' }, at('ar'))).toBe('/ar/Blog/hello');
    expect(addressOf('tag', { tag: 'react', page: 2 }, at('de'))).toBe('/de/Blog/tags/react/page/2');
    expect(addressOf('about', {}, at('en'))).toBe('/About');
  });

  it('says which parameter is missing', () => {
    expect(() => addressOf('post')).toThrow("addressOf('post'): no slug given");
  });

  it('reads each address back as its kind, language and parameters, with or without the last slash', () => {
    // A value for each parameter a pattern names (a page beyond the first, as page 1 is the list's own address).
    const values: Record<string, string> = { slug: 'a-b', tag: 'react', page: '3' };
    const samples = (Object.keys(PAGE_KINDS) as PageKindName[]).map((kind): [PageKindName, Record<string, string>] => [kind, Object.fromEntries([...PAGE_KINDS[kind].pattern.matchAll(/:(\w+)/g)].map(([, name]) => [name, values[name]]))]);
    expect(samples.flatMap(([, params]) => Object.values(params))).not.toContain(undefined);
    for (const language of LANGUAGES) {
      for (const [kind, params] of samples) {
        const address = addressOf(kind, params, { language, languages: LANGUAGES });
        expect(kindOf(address, LANGUAGES)).toEqual({ kind, language, params });
        expect(kindOf(`${address}/`.replace('//', '/'), LANGUAGES)).toEqual({ kind, language, params });
      }
    }
  });

  it('never reads a word of the table as a post or a tag, and knows no other address', () => {
    expect(kindOf('/Blog/page', LANGUAGES)).toBeUndefined();
    expect(kindOf('/Blog/tags/page', LANGUAGES)).toBeUndefined();
    expect(kindOf('/Blog/page/0', LANGUAGES)).toBeUndefined();
    expect(kindOf('/Elsewhere', LANGUAGES)).toBeUndefined();
    expect(kindOf('/fr/About', LANGUAGES)).toBeUndefined();
  });

  it('reads a finished page’s kind from its file in the export', () => {
    expect(['index.html', 'About/index.html', 'Blog/hello/index.html', 'Blog/tags/react/page/2/index.html', 'Search/index.html', '404.html', '404/index.html', '_not-found/index.html'].map(kindOfFile)).toEqual([
      'home',
      'about',
      'post',
      'tagPage',
      'search',
      'notFound',
      'notFound',
      'notFound',
    ]);
    expect(['index.html', 'de/index.html', 'de/Blog/hello/index.html', '404.html'].map(addressOfFile)).toEqual(['/', '/de/', '/de/Blog/hello/', '/404']);
  });
});

/** A file's code without its comments, which may name an address to explain one. */
const codeOf = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

describe('no address written outside the page table', () => {
  const files = ['lib', 'components', 'scripts']
    .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)))
    .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && file !== join('lib', 'pages', 'pageKinds.mjs'));

  it('finds the blog’s, search’s and a project’s nowhere else in lib/, components/ or scripts/', () => {
    expect(files.length).toBeGreaterThan(50);
    const written = files.flatMap((file) => [...codeOf(readFileSync(file, 'utf8')).matchAll(/['"`]\/(?:Blog|Search)\b[^'"`]*['"`]?|['"`]\/Projects\/[^'"`]*/g)].map((found) => `${file}: ${found[0]}`));
    expect(written).toEqual([]);
  });

  it('would catch one', () => {
    expect(codeOf("const a = inLanguage(language, '/Blog'); // '/Search'")).toMatch(/'\/Blog'/);
    expect(codeOf('/** `/Blog/hello` */ const b = 1;')).not.toMatch(/Blog/);
  });
});
