import { policyExtras } from '@/lib/pages/pagePolicy';
import { loadsWholePage, someLinkLoadsWhole } from '@/lib/pages/wholePageLinks';

const comments = { provider: 'giscus', repo: 'alex/site', repoId: 'R_1', category: 'Comments', categoryId: 'DIC_1', origin: 'https://giscus.app' } as const;
const withComments = { languages: ['en', 'de', 'ar'], comments };
const without = { languages: ['en', 'de'] };

describe('what a page’s policy allows beyond every page’s', () => {
  it('WebAssembly on the search page alone, in every language, however its address is written', () => {
    for (const address of ['/Search', '/Search/', '/de/Search', '/de/Search/']) expect(policyExtras(address, without)).toEqual({ wasm: true });
    for (const address of ['/', '/de', '/About', '/Blog', '/Blog/search', '/Searching']) expect(policyExtras(address, without)).toEqual({ wasm: false });
  });

  it('the comments’ frame on a post’s page alone, in every language, where the owner chose comments', () => {
    for (const address of ['/Blog/hello-world', '/Blog/hello-world/', '/de/Blog/hello-world', '/ar/Blog/hello-world/']) {
      expect(policyExtras(address, withComments)).toEqual({ wasm: false, frames: 'https://giscus.app' });
      expect(policyExtras(address, without)).toEqual({ wasm: false });
    }
    for (const address of ['/Blog', '/Blog/page/2', '/Blog/tags', '/Blog/tags/rust', '/de/Blog/tags', '/Projects/quiz-app', '/fr/Blog/hello-world/extra']) {
      expect(policyExtras(address, withComments).frames).toBeUndefined();
    }
  });
});

describe('a link loads the whole page', () => {
  it('into a post’s page, always, in every language, from anywhere, another post included', () => {
    for (const choices of [without, withComments]) {
      for (const address of ['/Blog/hello-world', '/de/Blog/hello-world/']) {
        for (const from of [undefined, '/', '/Blog', '/Blog/newer', '/Search']) expect(loadsWholePage(address, choices, from)).toBe(true);
      }
    }
  });

  it('into the archive’s pages (a list’s pages after the first, a tag’s pages), always, in every language', () => {
    for (const address of ['/Blog/page/2', '/Blog/page/12/', '/Blog/tags/rust', '/Blog/tags/rust/page/3', '/de/Blog/page/2', '/ar/Blog/tags/rust/page/2/']) {
      for (const from of [undefined, '/', '/Blog', '/Blog/tags']) expect(loadsWholePage(address, withComments, from)).toBe(true);
    }
  });

  it('into the search page, whose policy alone allows WebAssembly, but not from search to search', () => {
    expect(loadsWholePage('/Search', without)).toBe(true);
    expect(loadsWholePage('/Search', withComments, '/Blog/older')).toBe(true);
    expect(loadsWholePage('/de/Search', without, '/de/Search')).toBe(false);
  });

  it('nowhere else: every other link is a client-side change', () => {
    for (const address of ['/', '/About', '/Projects/quiz-app', '/Blog', '/de/Blog/', '/Blog/tags', '/de/Blog/tags', '/de/Contact-me', '/Blog/page', '/Blog/tags/rust/extra']) {
      expect(loadsWholePage(address, withComments)).toBe(false);
      expect(loadsWholePage(address, without, '/Blog/hello-world')).toBe(false);
    }
  });
});

describe('the rules that prerender whole-page links', () => {
  it('are carried where some link loads whole: with a blog (its posts) or another language (its links), never on the spec’s site alone', () => {
    expect(someLinkLoadsWhole({ languages: ['en'] }, false)).toBe(false);
    expect(someLinkLoadsWhole({ languages: ['en'] }, true)).toBe(true);
    expect(someLinkLoadsWhole({ languages: ['en', 'de'] }, false)).toBe(true);
  });
});
