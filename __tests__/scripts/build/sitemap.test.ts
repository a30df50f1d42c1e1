/** @jest-environment node */
import { sitemapOf } from '@/scripts/build/sitemap.mjs';

// The sitemap is written from the finished pages themselves (e2e/seo.spec.ts checks it against each export's pages).
const page = (path: string, head: string) => ({ path, html: `<!DOCTYPE html><html lang="${/^de\//.test(path) ? 'de' : 'en'}"><head>${head}</head><body><h1>x</h1></body></html>` });

describe('the sitemap, from the pages', () => {
  it('lists each page at its own address, with its alternates and the day a post last changed, in address order', () => {
    const xml = sitemapOf([
      page('de/index.html', '<meta property="og:url" content="https://a.example/de/"/><link rel="alternate" hrefLang="en" href="https://a.example/"/><link rel="alternate" hrefLang="de" href="https://a.example/de/"/>'),
      page('Blog/a&b/index.html', '<meta property="og:url" content="https://a.example/Blog/a&amp;b/"/><meta property="article:published_time" content="2026-01-02"/><meta property="article:modified_time" content="2026-03-04"/>'),
      page('index.html', '<meta property="og:url" content="https://a.example/"/><link rel="alternate" type="application/rss+xml" href="https://a.example/feed.xml"/>'),
    ]);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)).toEqual(['https://a.example/', 'https://a.example/Blog/a&#38;b/', 'https://a.example/de/']);
    expect(xml).toContain('<loc>https://a.example/de/</loc>\n<xhtml:link rel="alternate" hreflang="en" href="https://a.example/" />\n<xhtml:link rel="alternate" hreflang="de" href="https://a.example/de/" />\n</url>');
    expect(xml).toContain('<lastmod>2026-03-04</lastmod>');
    // A feed is an alternate of another kind, not a language.
    expect(xml).not.toContain('feed.xml');
  });

  it('leaves out a page kept from search engines (the 404 page), and names a page without its address', () => {
    expect(sitemapOf([page('404.html', '<meta name="robots" content="noindex"/>')])).not.toContain('<url>');
    expect(() => sitemapOf([page('About/index.html', '<title>About</title>')])).toThrow('About/index.html has no <meta property="og:url">');
  });

  it('fails on a page whose head and kind disagree (lib/pages/pageKinds.mjs, listed), or that is no kind of page', () => {
    expect(() => sitemapOf([page('About/index.html', '<meta name="robots" content="noindex"/>')])).toThrow('About/index.html: its kind (about) is listed in the sitemap, but its head says noindex');
    expect(() => sitemapOf([page('404.html', '<meta property="og:url" content="https://a.example/404"/>')])).toThrow('404.html: its kind (notFound) is not listed in the sitemap, but its head says no noindex');
    expect(() => sitemapOf([page('Elsewhere/deep/index.html', '')])).toThrow('Elsewhere/deep/index.html is no kind of page');
  });
});
