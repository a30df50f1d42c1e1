/** @jest-environment node */
import { COMPILE_HINT, deferScripts, markedForEagerCompilation, runtimeScripts } from '../../../../scripts/build/passes/defer-scripts.mjs';
import { nextPage } from '../../../support/nextExport';

const sourcesOf = (html: string) => [...html.matchAll(/<script src="([^"]+)" async=""><\/script>/g)].map((match) => match[1]);
const loaderSources = (html: string) => JSON.parse(/<script>\(function\(\)\{var s=(\[[^\]]*\])/.exec(html)![1]) as string[];

describe.each(['index.html', 'About/index.html', 'Contact-me/index.html'])('deferScripts on %s as Next exports it', (path) => {
  const html = nextPage(path);
  const deferred = deferScripts(html);

  it('takes every runtime script and its preload out of the page, and has the loader append the same files in the same order', () => {
    const sources = sourcesOf(html);
    expect(sources.length).toBeGreaterThan(3);
    expect(runtimeScripts(html)).toEqual(sources);
    expect(sourcesOf(deferred)).toEqual([]);
    expect(deferred).not.toMatch(/<link[^>]*as="script"/);
    expect(loaderSources(deferred)).toEqual(sources);
    expect(deferred).toMatch(/<\/script><\/body>/);
    expect(deferred.indexOf('<script>(function(){var s=')).toBeGreaterThan(deferred.lastIndexOf('self.__next_f.push'));
  });

  it('keeps the noModule script, which a browser with modules never runs, and every inline script', () => {
    const noModule = /<script src="[^"]+" noModule=""><\/script>/.exec(html)![0];
    expect(deferred).toContain(noModule);
    for (const [inline] of html.matchAll(/<script>[\s\S]*?<\/script>/g)) expect(deferred).toContain(inline);
  });

  it('handles the attributes in any case or form', () => {
    const upper = html.replace(/ async=""/g, ' ASYNC').replace(/<script src=/g, '<script type="text/javascript" src=');
    expect(loaderSources(deferScripts(upper))).toEqual(sourcesOf(html));
    expect(deferScripts(upper)).not.toMatch(/<script[^>]*ASYNC/);
  });
});

describe('deferScripts, when the page is not what it defers', () => {
  const html = nextPage('Contact-me/index.html');

  it('says it found a runtime script it cannot defer without reordering it', () => {
    expect(() => deferScripts(html.replace(/ async=""/g, ''))).toThrow(/found a runtime script that is not async, which deferring could reorder: <script src="\/portfolio\/_next\/static\/chunks\//);
  });

  it('says it found no runtime script', () => {
    expect(() => deferScripts(html.replace(/<script src="[^"]+" async=""><\/script>/g, ''))).toThrow(/found no runtime script/);
  });

  it('says it found a script preload that is none of the page’s runtime scripts', () => {
    const other = html.replace('<link rel="preload" as="script"', '<link rel="preload" as="script" href="/portfolio/_next/static/chunks/other.js"/><link rel="preload" as="script"');
    expect(() => deferScripts(other)).toThrow(/found a script preload that is not one of the page's runtime scripts: .*other\.js/);
  });
});

describe('markedForEagerCompilation', () => {
  it('starts a script with V8’s compile hint, once', () => {
    expect(markedForEagerCompilation('self.x=1')).toBe(`${COMPILE_HINT}self.x=1`);
    expect(markedForEagerCompilation(markedForEagerCompilation('self.x=1'))).toBe(`${COMPILE_HINT}self.x=1`);
  });
});
