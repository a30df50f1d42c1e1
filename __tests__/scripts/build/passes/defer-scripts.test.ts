/** @jest-environment node */
import { COMPILE_HINT, deferredScripts, deferScripts, markedForEagerCompilation, runtimeScripts } from '../../../../scripts/build/passes/defer-scripts.mjs';
import { nextPage } from '../../../support/nextExport';
import { required } from '../../../../lib/required';

const sourcesOf = (html: string) => [...html.matchAll(/<script src="([^"]+)" async=""><\/script>/g)].map((match) => match[1]);
// What the loader appends, read back from it as the benches and the browser suite read it.
const loaderSources = (html: string) => deferredScripts(html).runtime as string[];
const loaderPayload = (html: string) => deferredScripts(html).payload as string;
const inlinePayload = /<script>(\(?self\.__next_f[^<]*)<\/script>/g;

describe.each(['index.html', 'About/index.html', 'Contact-me/index.html'])('deferScripts on %s as Next exports it', (path) => {
  const html = nextPage(path);
  const { html: deferred, files } = deferScripts(html, path);

  it('takes every runtime script and its preload out of the page, and has the loader append the same files in the same order', () => {
    const sources = sourcesOf(html);
    expect(sources.length).toBeGreaterThan(3);
    expect(runtimeScripts(html)).toEqual(sources);
    expect(sourcesOf(deferred)).toEqual([]);
    expect(deferred).not.toMatch(/<link[^>]*as="script"/);
    expect(loaderSources(deferred)).toEqual(sources);
    expect(deferred).toMatch(/<\/script><\/body>/);
  });

  it('moves the RSC payload out of the page into a file beside it, which the loader asks for first, under the base path', () => {
    const code = [...html.matchAll(inlinePayload)].map((match) => match[1]);
    expect(code[0]).toBe('(self.__next_f=self.__next_f||[]).push([0])');
    expect(code.length).toBeGreaterThan(1);
    expect(deferred).not.toContain('self.__next_f');
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file.path).toMatch(new RegExp(`^${path.replace(/\.html$/, '').replace(/\./g, '\\.')}\\.rsc\\.[0-9a-f]{12}\\.js$`));
    expect(file.text).toBe(`${code.join(';\n')};\n`);
    expect(loaderPayload(deferred)).toBe(`/portfolio/${file.path}`);
    // Run in order, the payload before the runtime that reads it.
    expect(deferred).toContain('[p].concat(s).forEach');
    expect(deferred).toContain('e.async=false');
  });

  it('names the payload’s file by what it holds', () => {
    expect(deferScripts(html, path).files[0].path).toBe(files[0].path);
    const other = html.replace('self.__next_f.push([1,"', 'self.__next_f.push([1,"0:\\n');
    expect(deferScripts(other, path).files[0].path).not.toBe(files[0].path);
  });

  it('keeps the noModule script, which a browser with modules never runs, and every other inline script', () => {
    const noModule = required(/<script src="[^"]+" noModule=""><\/script>/.exec(html))[0];
    expect(deferred).toContain(noModule);
    const others = [...html.matchAll(/<script\b[^>]*>[\s\S]*?<\/script>/g)].map(([tag]) => tag).filter((tag) => !/<script[^>]* src=/.test(tag) && !tag.includes('self.__next_f'));
    expect(others.length).toBeGreaterThan(0);
    for (const inline of others) expect(deferred).toContain(inline);
  });

  it('handles the attributes in any case or form', () => {
    const upper = html.replace(/ async=""/g, ' ASYNC').replace(/<script src=/g, '<script type="text/javascript" src=');
    expect(loaderSources(deferScripts(upper, path).html)).toEqual(sourcesOf(html));
    expect(deferScripts(upper, path).html).not.toMatch(/<script[^>]*ASYNC/);
  });
});

describe('deferScripts, when the page is not what it defers', () => {
  const html = nextPage('Contact-me/index.html');

  it('says it found a runtime script it cannot defer without reordering it', () => {
    expect(() => deferScripts(html.replace(/ async=""/g, ''), 'Contact-me/index.html')).toThrow(/found a runtime script that is not async, which deferring could reorder: <script src="\/portfolio\/_next\/static\/chunks\//);
  });

  it('says it found no runtime script', () => {
    expect(() => deferScripts(html.replace(/<script src="[^"]+" async=""><\/script>/g, ''), 'Contact-me/index.html')).toThrow(/found no runtime script/);
  });

  it('says it found no RSC payload to move', () => {
    expect(() => deferScripts(html.replace(/<script>\(?self\.__next_f[^<]*<\/script>/g, ''), 'Contact-me/index.html')).toThrow(/found no inline RSC payload/);
  });

  it('says it found no loader to read back on a page it has not finished', () => {
    expect(() => deferredScripts(html)).toThrow(/found no loader/);
  });

  it('says it found a script preload that is none of the page’s runtime scripts', () => {
    const other = html.replace('<link rel="preload" as="script"', '<link rel="preload" as="script" href="/portfolio/_next/static/chunks/other.js"/><link rel="preload" as="script"');
    expect(() => deferScripts(other, 'Contact-me/index.html')).toThrow(/found a script preload that is not one of the page's runtime scripts: .*other\.js/);
  });
});

describe('markedForEagerCompilation', () => {
  it('starts a script with V8’s compile hint, once', () => {
    expect(markedForEagerCompilation('self.x=1')).toBe(`${COMPILE_HINT}self.x=1`);
    expect(markedForEagerCompilation(markedForEagerCompilation('self.x=1'))).toBe(`${COMPILE_HINT}self.x=1`);
  });
});
