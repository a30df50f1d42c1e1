import { preloadFirstPicture } from '../../../../scripts/build/passes/preload-first-picture.mjs';

// The page as Next writes it (attribute names as React renders them), before the policy is added.
const page = (body: string) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/></head><body>${body}</body></html>`;
const sizes = '(width &lt; 400px) calc(100vw - 34px), 336.667px';
const lazy = '<picture><source type="image/avif" srcSet="/p/pictures/b-1-356.avif 356w" sizes="100vw"/><img loading="lazy" src="/p/pictures/b-1-356.jpg"/></picture>';
const first =
  `<picture><source type="image/avif" srcSet="/p/pictures/a-1-356.avif 356w, /p/pictures/a-1-712.avif 712w" sizes="${sizes}"/>` +
  `<source type="image/webp" srcSet="/p/pictures/a-1-356.webp 356w, /p/pictures/a-1-712.webp 712w" sizes="${sizes}"/>` +
  `<img loading="eager" fetchPriority="high" decoding="async" width="2560" height="1600" alt="A" sizes="${sizes}" srcSet="/p/pictures/a-1-356.jpg 356w" src="/p/pictures/a-1-712.jpg"/></picture>`;

describe('preloadFirstPicture (run after each build)', () => {
  it('preloads the eager picture from the head, in its best format, with the same srcset and sizes, at high priority', () => {
    const html = preloadFirstPicture(page(`${lazy}${first}`));
    expect(html).toContain(
      `<meta name="viewport" content="width=device-width"/><link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="/p/pictures/a-1-356.avif 356w, /p/pictures/a-1-712.avif 712w" imagesizes="${sizes}"/></head>`,
    );
    expect(html.match(/rel="preload"/g)).toHaveLength(1);
  });

  it('places it after the page’s viewport (a phone would otherwise choose as if 980 px wide) and its policy', () => {
    const policy = `<meta http-equiv="Content-Security-Policy" content="img-src 'self'"/>`;
    const html = preloadFirstPicture(page(first).replace('<meta charSet="utf-8"/>', `<meta charSet="utf-8"/>${policy}`));
    expect(html.indexOf('<link rel="preload"')).toBeGreaterThan(html.indexOf('<meta name="viewport"'));
    expect(html.indexOf('<link rel="preload"')).toBeGreaterThan(html.indexOf(policy));
  });

  it('says so when the first picture offers no format to preload, rather than preloading nothing', () => {
    expect(() => preloadFirstPicture(page('<picture><img loading="eager" fetchPriority="high" alt="B" src="/p/pictures/b-1-360.png"/></picture>'))).toThrow(/has no <source>/);
  });

  it('leaves a page with no eager picture as it is', () => {
    expect(preloadFirstPicture(page(lazy))).toBe(page(lazy));
  });

  it('says so when Next’s page has no viewport to write after', () => {
    expect(() => preloadFirstPicture(`<html><head></head><body>${first}</body></html>`)).toThrow(/no <meta name="viewport">/);
  });
});
