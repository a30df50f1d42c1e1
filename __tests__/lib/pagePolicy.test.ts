import { loadsWholePage, policyExtras } from '@/lib/pagePolicy';

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
  it('into a page whose policy allows more than every page’s: search, and a post where comments are chosen', () => {
    expect(loadsWholePage('/Search', without)).toBe(true);
    expect(loadsWholePage('/de/Blog/hello-world', withComments)).toBe(true);
    expect(loadsWholePage('/de/Blog/hello-world', without)).toBe(false);
    for (const address of ['/', '/About', '/Projects/quiz-app', '/Blog', '/Blog/page/2', '/Blog/tags/rust', '/de/Contact-me']) {
      expect(loadsWholePage(address, withComments)).toBe(false);
    }
  });

  it('but not from a page whose policy allows as much: a post to another, search to search', () => {
    expect(loadsWholePage('/Blog/older', withComments, '/Blog/newer')).toBe(false);
    expect(loadsWholePage('/de/Blog/older', withComments, '/de/Blog/newer')).toBe(false);
    expect(loadsWholePage('/Search', without, '/Search')).toBe(false);
    // From search to a post: search allows WebAssembly, not the comments' frame.
    expect(loadsWholePage('/Blog/older', withComments, '/Search')).toBe(true);
    expect(loadsWholePage('/Search', withComments, '/Blog/older')).toBe(true);
  });
});
