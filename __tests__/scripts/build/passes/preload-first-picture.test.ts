/** @jest-environment node */
import { preloadFirstPicture } from '../../../../scripts/build/passes/preload-first-picture.mjs';
import { nextPage } from '../../../support/nextExport';
import { required } from '../../../../lib/required';

const about = nextPage('About/index.html');
const eagerPicture = /<picture>(<source [^>]*>)(?:<source [^>]*>)*<img [^>]*fetchPriority="high"[^>]*>/;
const preloadOf = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];

describe('preloadFirstPicture on a page with a first picture (About, as Next exports it)', () => {
  it('preloads it from the head, after the viewport, in its best format, with the same srcset and sizes, at high priority', () => {
    const [, best] = required(eagerPicture.exec(about));
    const attribute = (name: string) => required(new RegExp(`${name}="([^"]*)"`).exec(best))[1];
    const html = preloadFirstPicture(about, 'About/index.html');
    expect(preloadOf(html)).toBe(`<link rel="preload" as="image" fetchpriority="high" type="${attribute('type')}" imagesrcset="${attribute('srcSet')}" imagesizes="${attribute('sizes')}"/>`);
    expect(attribute('type')).toBe('image/avif');
    expect(html.indexOf(required(preloadOf(html)))).toBe(html.indexOf('<meta name="viewport"') + required(/<meta name="viewport"[^>]*>/.exec(html))[0].length);
    expect(html.replace(required(preloadOf(html)), '')).toBe(about);
  });

  it('handles the attributes in any case', () => {
    const lower = about.replace(/fetchPriority="high"/, 'fetchpriority="HIGH"').replace(/srcSet=/g, 'srcset=');
    expect(preloadOf(preloadFirstPicture(lower, 'About/index.html'))).toBe(preloadOf(preloadFirstPicture(about, 'About/index.html')));
  });
});

describe('preloadFirstPicture, when the page is not what it expects', () => {
  it('says a page has no eager picture, unless its kind never has one', () => {
    const none = about.replace('fetchPriority="high"', 'fetchPriority="low"');
    expect(() => preloadFirstPicture(none, 'About/index.html')).toThrow(/found 0 eager pictures .* or its kind \(about\) another firstPicture in lib\/pages\/pageKinds.mjs/);
    const home = nextPage('index.html');
    expect(preloadFirstPicture(home, 'index.html')).toBe(home);
  });

  it('takes a blog page as its content gives it: its one eager picture preloaded, or none', () => {
    const none = about.replace('fetchPriority="high"', 'fetchPriority="low"');
    expect(preloadFirstPicture(none, 'Blog/index.html')).toBe(none);
    expect(preloadFirstPicture(about, 'Blog/a-post/index.html')).toBe(preloadFirstPicture(about, 'About/index.html'));
    const two = about.replace(eagerPicture, (match) => `${match}${match}`);
    expect(() => preloadFirstPicture(two, 'Blog/a-post/index.html')).toThrow(/found 2 eager pictures/);
  });

  it('says a page whose kind never has a first picture has one', () => {
    expect(() => preloadFirstPicture(about, 'index.html')).toThrow(/found an eager picture .* on a page of kind home, whose firstPicture is 'never'/);
  });

  it('says the first picture offers no format to preload, or no viewport to put it after', () => {
    expect(() =>
      preloadFirstPicture(
        about.replace(eagerPicture, (match) => match.replace(/<source [^>]*>/g, '')),
        'About/index.html',
      ),
    ).toThrow(/found no <source>/);
    expect(() => preloadFirstPicture(about.replace(/<meta name="viewport"[^>]*>/, ''), 'About/index.html')).toThrow(/found no <meta name="viewport">/);
  });
});
