/** @jest-environment node */
import { weighExport } from '../../../scripts/build/export-weight.mjs';

// A site at https://me.example/portfolio with two posts (one translated) beside its other pages.
const head = (type: string, url: string, image = '') =>
  `<html><head><meta property="og:type" content="${type}"/><meta property="og:url" content="https://me.example/portfolio${url}"/>${image && `<meta property="og:image" content="https://me.example/portfolio${image}"/>`}</head></html>`;
const pages = [
  { path: 'index.html', html: head('website', '/') },
  { path: 'About/index.html', html: head('website', '/About/') },
  { path: 'Blog/first/index.html', html: head('article', '/Blog/first/', '/previews/posts/first.png') },
  { path: 'de/Blog/first/index.html', html: head('article', '/de/Blog/first/', '/de/previews/posts/first.png') },
];
const KB = 1000;
const files = [
  { path: 'index.html', bytes: 40 * KB },
  { path: 'About/index.html', bytes: 30 * KB },
  { path: 'Blog/first/index.html', bytes: 50 * KB },
  { path: 'Blog/first/index.txt', bytes: 20 * KB },
  { path: 'Blog/first/__next._tree.txt', bytes: 1 * KB },
  { path: 'previews/posts/first.png', bytes: 30 * KB },
  { path: 'de/Blog/first/index.html', bytes: 60 * KB },
  { path: 'de/Blog/first/index.txt', bytes: 23 * KB },
  { path: 'de/Blog/first/__next._tree.txt', bytes: 1 * KB },
  { path: 'de/previews/posts/first.png', bytes: 34 * KB },
  { path: 'pagefind/index/en_1.pf_index', bytes: 700 * KB },
];

describe('what the export weighs', () => {
  it('says its bytes and files, and what a post adds: its page, its payloads and its link preview', () => {
    expect(weighExport(files, pages, 800)).toBe('The export weighs 1.0 MB in 11 files, against a budget of 800 MB; a post adds 110 KB ' + '(its page 55 KB, its payloads 23 KB, its link preview 32 KB; 2 post pages).');
  });

  it('says no post’s figure for a site without posts', () => {
    expect(weighExport(files.slice(0, 2), pages.slice(0, 2), 800)).toBe('The export weighs 0.1 MB in 2 files, against a budget of 800 MB.');
  });

  it('fails past the owner’s budget, with the figure and the folders that weigh most, a language’s by its own', () => {
    expect(() => weighExport(files, pages, 0.5)).toThrow(
      'The export weighs 1.0 MB in 11 files, against a budget of 0.5 MB; a post adds 110 KB (its page 55 KB, its payloads 23 KB, ' +
        'its link preview 32 KB; 2 post pages). It is over: GitHub Pages refuses a site over 1 GB. Most of it: pagefind/ 0.7 MB, ' +
        'de/Blog/ 0.1 MB, Blog/ 0.1 MB, index.html 0.0 MB, de/previews/ 0.0 MB. Raise deploy.maxMegabytes in content/site.ts if it still fits, ' +
        'or publish fewer posts or pictures.',
    );
  });
});
