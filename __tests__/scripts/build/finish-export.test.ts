/** @jest-environment node */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { finishExport, finishPages, PASSES, unreferenced } from '../../../scripts/build/finish-export.mjs';
import { deferredScripts } from '../../../scripts/build/passes/defer-scripts.mjs';
import { FIXTURE_PAGES, FIXTURES, nextVersion } from '../../../scripts/test/next-export-fixtures.mjs';
import { sitePolicy } from '@/lib/pages/pagePolicy';
import { nextPage } from '../../support/nextExport';
import { required } from '../../../lib/required';

const emailApi = 'https://api.emailjs.com';
/** A site in one language that chose no third party. */
const noChoices = sitePolicy({ languages: ['en'] });
const pages = () => FIXTURE_PAGES.map((path) => ({ path, html: nextPage(path) }));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('the export’s passes', () => {
  it('are tested against the pages of the Next version installed (else: node scripts/test/next-export-fixtures.mjs)', () => {
    expect(readFileSync(join(FIXTURES, 'NEXT_VERSION'), 'utf8').trim()).toBe(nextVersion());
  });

  it('run in the order written, the policy last, hashing what the others wrote', () => {
    expect(PASSES.map(([name]) => name)).toEqual(['trim-payload', 'defer-scripts', 'preload-first-picture']);
    const { pages: finished, runtimeScripts } = finishPages(pages(), { css: ['.chunk{}'], emailApi, policy: noChoices });
    const about = required(finished.find((page: { path: string }) => page.path === 'About/index.html')).html;
    expect(about).not.toMatch(/<script src="[^"]+" async="">/);
    expect(about).toMatch(/<link rel="preload" as="image" fetchpriority="high"/);
    const loader = required(/<script>(\(function\(\)\{var p=[\s\S]*?)<\/script>/.exec(about))[1];
    const policy = required(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(about))[1];
    expect(policy).toContain(sha256(loader));
    expect(policy).toContain(sha256('.chunk{}'));
    const sources = pages().flatMap(({ html }) => [...html.matchAll(/<script src="([^"]+)" async=""/g)].map((match) => match[1]));
    expect(runtimeScripts).toEqual([...new Set(sources)]);
  });

  it('allow the analytics the owner chose on every page, the comments’ frame on posts alone and WebAssembly on search alone, in any language', () => {
    const post = { path: 'Blog/a-post/index.html', html: nextPage('About/index.html') };
    const translated = { path: 'de/Blog/a-post/index.html', html: nextPage('About/index.html').replace('<html lang="en"', '<html lang="de"') };
    const blog = { path: 'Blog/page/2/index.html', html: nextPage('About/index.html') };
    const search = { path: 'de/Search/index.html', html: nextPage('Contact-me/index.html').replace('<html lang="en"', '<html lang="de"') };
    const chosen = sitePolicy({
      languages: ['en', 'de'],
      analytics: { provider: 'goatcounter', origin: 'https://stats.example' },
      comments: { provider: 'giscus', repo: 'a/b', repoId: 'R', category: 'C', categoryId: 'DIC', origin: 'https://giscus.app' },
    });
    const finished = finishPages([...pages(), post, translated, blog, search], { css: [], emailApi, policy: chosen }).pages;
    const policies = Object.fromEntries(finished.map(({ path, html }: { path: string; html: string }) => [path, required(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html))[1]]));
    for (const policy of Object.values(policies)) expect(policy).toMatch(/script-src 'self' https:\/\/stats\.example .*connect-src 'self' https:\/\/api\.emailjs\.com https:\/\/stats\.example;/);
    expect(Object.keys(policies).filter((path) => policies[path].includes('frame-src https://giscus.app'))).toEqual(['Blog/a-post/index.html', 'de/Blog/a-post/index.html']);
    expect(Object.keys(policies).filter((path) => policies[path].includes("'wasm-unsafe-eval'"))).toEqual(['de/Search/index.html']);
    const none = finishPages(pages(), { css: [], emailApi, policy: noChoices }).pages;
    expect(none.map(({ html }: { html: string }) => html).join('')).not.toMatch(/stats\.example|giscus|frame-src/);
  });

  it('stop at a page a pass does not understand, naming the pass, the page and what it looked for', () => {
    const broken = (path: string, edit: (html: string) => string) => pages().map((page) => (page.path === path ? { path, html: edit(page.html) } : page));
    expect(() =>
      finishPages(
        broken('About/index.html', (html) => html.replace(/<script src="[^"]+" async=""><\/script>/g, '')),
        { css: [], emailApi, policy: noChoices },
      ),
    ).toThrow('The export\'s pass defer-scripts failed on About/index.html: found no runtime script (<script src="…" async="">) to defer');
    expect(() =>
      finishPages(
        broken('Contact-me/index.html', (html) => html.replace(/ async=""/g, '')),
        { css: [], emailApi, policy: noChoices },
      ),
    ).toThrow(/^The export's pass defer-scripts failed on Contact-me\/index.html: found a runtime script that is not async/);
    expect(() =>
      finishPages(
        broken('About/index.html', (html) => html.replace('fetchPriority="high"', 'fetchPriority="low"')),
        { css: [], emailApi, policy: noChoices },
      ),
    ).toThrow(/^The export's pass preload-first-picture failed on About\/index.html: found 0 eager pictures/);
    expect(() =>
      finishPages(
        broken('index.html', (html) => html.replace('<meta charSet="utf-8"/>', '')),
        { css: [], emailApi, policy: noChoices },
      ),
    ).toThrow(/^The export's pass content-security-policy failed on index.html: found no <meta charSet/);
  });

  it('handle a page whose attributes change case', () => {
    const changed = pages().map(({ path, html }) => ({ path, html: html.replace(/fetchPriority="high"/g, 'fetchpriority="high"') }));
    const preloads = (finished: { html: string }[]) => finished.map(({ html }) => /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0]);
    expect(preloads(finishPages(changed, { css: [], emailApi, policy: noChoices }).pages)).toEqual(preloads(finishPages(pages(), { css: [], emailApi, policy: noChoices }).pages));
  });
});

describe('finishExport', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'export-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };

  it('writes each page once finished, marks the runtime scripts for eager compilation, and drops what no page uses', async () => {
    for (const page of FIXTURE_PAGES) cpSync(join(FIXTURES, page), join(root, page), { recursive: true });
    const sources = new Set(FIXTURE_PAGES.flatMap((page) => [...nextPage(page).matchAll(/<script src="\/portfolio\/_next\/([^"]+)" async=""/g)].map((m) => m[1])));
    for (const source of sources) write(`_next/${source}`, 'self.chunk=1');
    write('_next/static/chunks/lazy.js', 'self.lazy=1');
    write('_next/static/chunks/never.js', 'self.never=1');
    write('_next/static/build-id/_buildManifest.js', 'self.m=1');
    write('_next/static/media/particlesWorker.abc.ts', 'export {}');
    write('_next/static/chunks/x.js.map', '{}');
    write('_next/static/chunks/runtime.js', '"static/chunks/lazy.js"');
    write('assets/resume.pdf', '%PDF');
    write('robots.txt', 'User-agent: *');
    // A route's payload: the CSS every page's <head> holds (the layout's), and its own.
    const layoutCss = required(/<style data-precedence="next" data-href="\/portfolio\/_next\/static\/chunks\/18bx-94rlfa1j\.css[^"]*">([\s\S]*?)<\/style>/.exec(nextPage('About/index.html')))[1].slice(0, 200);
    const payload = (css: string) =>
      `1:["$","style","0",{"precedence":"next","href":"/portfolio/_next/static/chunks/18bx-94rlfa1j.css","children":"$2"}]\n2:T${Buffer.byteLength(css).toString(16)},${css}` +
      `3:["$","style","1",{"precedence":"next","href":"/portfolio/_next/static/chunks/own.css","children":"$4"}]\n4:T7,.own{a}`;
    write('About/index.txt', payload(layoutCss));
    write('About/__next._full.txt', payload(layoutCss));
    const chunk = [...sources][0];
    writeFileSync(join(root, `_next/${chunk}`), '"static/chunks/runtime.js"');

    expect(await finishExport(root, emailApi, noChoices)).toMatch(
      /^Finished 3 pages of .*; 1 copies of every page's CSS taken out of the route payloads; dropped what no page uses: .*particlesWorker\.abc\.ts.*; dropped 1 navigation payloads nothing fetches .*\.\nThe export weighs 0\.1 MB in 22 files, against a budget of 1000 MB\.$/,
    );
    const about = readFileSync(join(root, 'About/index.html'), 'utf8');
    expect(about).toMatch(/^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/);
    // Each page's RSC payload, out of it, in the file its loader names.
    for (const page of FIXTURE_PAGES) {
      const { payload } = deferredScripts(readFileSync(join(root, page), 'utf8'));
      expect(payload.startsWith('/portfolio/')).toBe(true);
      expect(readFileSync(join(root, payload.slice('/portfolio/'.length)), 'utf8')).toContain('self.__next_f.push([1,');
    }
    expect(readFileSync(join(root, `_next/${chunk}`), 'utf8')).toBe('//# allFunctionsCalledOnLoad\n"static/chunks/runtime.js"');
    // A route's payload once, the one the router fetches, without the CSS every page has.
    expect(readFileSync(join(root, 'About/index.txt'), 'utf8')).toBe(payload(''));
    for (const kept of ['_next/static/chunks/runtime.js', '_next/static/chunks/lazy.js', 'assets/resume.pdf', 'robots.txt', 'About/index.txt']) expect(existsSync(join(root, kept))).toBe(true);
    for (const dropped of ['About/__next._full.txt', '_next/static/chunks/never.js', '_next/static/build-id', '_next/static/media/particlesWorker.abc.ts', '_next/static/chunks/x.js.map']) {
      expect(existsSync(join(root, dropped))).toBe(false);
    }
  });

  it('drops every navigation payload of a page that always loads whole, which no link changes to on the client', async () => {
    for (const page of FIXTURE_PAGES) cpSync(join(FIXTURES, page), join(root, page), { recursive: true });
    for (const source of new Set(FIXTURE_PAGES.flatMap((page) => [...nextPage(page).matchAll(/<script src="\/portfolio\/_next\/([^"]+)" async=""/g)].map((m) => m[1])))) {
      write(`_next/${source}`, 'self.chunk=1');
    }
    for (const page of ['About', 'Contact-me']) for (const file of ['index.txt', '__next._tree.txt', '__next.!KHNpdGUp.txt']) write(`${page}/${file}`, '0:{}');
    await finishExport(root, emailApi, { ...noChoices, alwaysLoadsWhole: (address: string) => address === '/About/' });
    expect(existsSync(join(root, 'About/index.html'))).toBe(true);
    expect(['index.txt', '__next._tree.txt', '__next.!KHNpdGUp.txt'].filter((file) => existsSync(join(root, 'About', file)))).toEqual([]);
    expect(['index.txt', '__next._tree.txt', '__next.!KHNpdGUp.txt'].filter((file) => existsSync(join(root, 'Contact-me', file)))).toHaveLength(3);
  });

  it('fails, writing nothing, when a page fails a pass', async () => {
    write('About/index.html', nextPage('About/index.html').replace(/<script src="[^"]+" async=""><\/script>/g, ''));
    write('index.html', nextPage('index.html'));
    await expect(finishExport(root, emailApi, noChoices)).rejects.toThrow(/pass defer-scripts failed on About\/index.html/);
    expect(readFileSync(join(root, 'index.html'), 'utf8')).toBe(nextPage('index.html'));
  });
});

describe('unreferenced', () => {
  it('finds the bundler’s files no other file names, to a fixed point, and never the site’s own', () => {
    const texts: Record<string, string> = {
      'index.html': '<script src="/p/_next/static/chunks/a.js">',
      '_next/static/chunks/a.js': '"static/chunks/b.js"',
      '_next/static/chunks/b.js': '',
      '_next/static/chunks/c.js': '"static/chunks/d.js"',
      '_next/static/chunks/d.js': '',
      'assets/own.svg': '<svg/>',
    };
    expect(unreferenced(Object.keys(texts), (file: string) => texts[file])).toEqual(['_next/static/chunks/c.js', '_next/static/chunks/d.js']);
  });
});
