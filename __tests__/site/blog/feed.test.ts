/** @jest-environment node */
import { parseFeed } from '@rowanmanning/feed-parser';
import { toString as textOf } from 'hast-util-to-string';
import { JSDOM } from 'jsdom';
import { GET as atom } from '@/app/atom.xml/route.blog';
import { GET as json } from '@/app/feed.json/route.blog';
import { GET as rss } from '@/app/feed.xml/route.blog';
import { site } from '@/content/site';
import { posts } from '@/lib/posts/posts';
import { siteOrigin } from '@/lib/seo/siteUrl';
import { BASE_PATH } from '../../support/basePath';
import { required } from '../../../lib/required';

/** The newest posts the feeds carry: as many as content/site.ts says. */
const carried = posts.slice(0, site.blog.feedItems);

/** What every feed says of each post's body: its words, every link and picture absolute, each picture a JPEG or PNG. */
function expectFullBody(html: string | undefined, post: (typeof posts)[number]) {
  const body = new JSDOM(`<body>${html}</body>`).window.document.body;
  const words = (text: string) => text.replace(/\s+/g, ' ').trim();
  // The whole post's words, not its summary.
  expect(words(required(body.textContent))).toBe(words(textOf(post.tree)));
  for (const link of body.querySelectorAll('a[href]')) expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  // A link to the site's own page carries the base path once, as every other address of the site.
  const own = [...body.querySelectorAll('a[href]')].map((link) => new URL(required(link.getAttribute('href')))).filter((url) => url.origin === new URL(siteOrigin).origin);
  for (const url of own) expect(url.pathname.startsWith(`${BASE_PATH}/`) && !(BASE_PATH && url.pathname.startsWith(`${BASE_PATH}${BASE_PATH}/`))).toBe(true);
  expect(body.querySelectorAll('img')).toHaveLength(post.pictures.size);
  for (const img of body.querySelectorAll('img')) {
    expect(img.getAttribute('src')).toMatch(new RegExp(`^https://[^/]+${BASE_PATH}/pictures/.+\\.(jpg|png)$`));
    expect(img.getAttribute('alt')).toBeTruthy();
  }
  expect(body.querySelectorAll('script, style, [style], [onclick]')).toHaveLength(0);
}

/**
 * Each item's body as a reader gets it: the HTML the XML carries (the parser above decodes its entities once more,
 * which would turn a post's code into markup).
 */
function bodiesOf(xml: string, kind: string): string[] {
  const document = new JSDOM(xml, { contentType: 'text/xml' }).window.document;
  const content = kind === 'rss' ? document.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded') : document.getElementsByTagName('content');
  return [...content].map((element) => element.textContent ?? '');
}

describe.each([
  ['RSS', rss, /^application\/rss\+xml/, 'rss'],
  ['Atom', atom, /^application\/atom\+xml/, 'atom'],
])('the %s feed', (_name, GET, type, kind) => {
  it('is one a feed reader parses: the newest posts in full, with their days and tags, at absolute addresses under the base path', async () => {
    const response = await GET();
    expect(response.headers.get('Content-Type')).toMatch(type);
    const xml = await response.text();
    const feed = parseFeed(xml);
    const bodies = bodiesOf(xml, kind);
    expect(feed.meta.type).toBe(kind);
    expect(feed.title).toBe(`${site.blog.label} · ${site.name}`);
    expect(feed.items.map((item) => item.title)).toEqual(carried.map((post) => post.title));
    expect(carried.length).toBeLessThan(posts.length);
    feed.items.forEach((item, i) => {
      const post = carried[i];
      expect(new URL(required(item.url)).pathname).toBe(`${BASE_PATH}/Blog/${post.slug}/`);
      expect(item.published?.toISOString().slice(0, 10)).toBe(post.date);
      if (kind === 'atom') expect(item.updated?.toISOString().slice(0, 10)).toBe(post.updated ?? post.date);
      expect(item.categories.map((category) => category.label ?? category.term)).toEqual(post.tags.map((tag) => tag.name));
      expectFullBody(bodies[i], post);
    });
  });
});

describe('the JSON Feed', () => {
  it('is JSON Feed 1.1 with the newest posts in full, their days, tags and absolute addresses', async () => {
    const response = await json();
    expect(response.headers.get('Content-Type')).toMatch(/^application\/feed\+json/);
    const feed = await response.json();
    expect(feed.version).toMatch(/^https:\/\/jsonfeed\.org\/version\/1(\.1)?$/);
    expect(feed.title).toBe(`${site.blog.label} · ${site.name}`);
    expect(new URL(feed.feed_url).pathname).toBe(`${BASE_PATH}/feed.json`);
    expect(feed.items.map((item: { title: string }) => item.title)).toEqual(carried.map((post) => post.title));
    feed.items.forEach((item: Record<string, string & string[]>, i: number) => {
      const post = carried[i];
      expect(new URL(item.url).pathname).toBe(`${BASE_PATH}/Blog/${post.slug}/`);
      expect(item.id).toBe(item.url);
      expect(item.summary).toBe(post.summary);
      expect(item.date_published.slice(0, 10)).toBe(post.date);
      expect(item.date_modified.slice(0, 10)).toBe(post.updated ?? post.date);
      expect(item.tags).toEqual(post.tags.map((tag) => tag.name));
      expectFullBody(item.content_html, post);
    });
  });
});
