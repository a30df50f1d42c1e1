/** @jest-environment node */
import { parseFeed } from '@rowanmanning/feed-parser';
import { GET } from '@/app/feed.xml/route.blog';
import { site } from '@/content/site';
import { posts } from '@/lib/posts/posts';
import { BASE_PATH } from '../../support/basePath';

describe('the feed', () => {
  it('is RSS that a feed reader parses, with every published post, newest first, at absolute addresses under the base path', async () => {
    const response = GET();
    expect(response.headers.get('Content-Type')).toMatch(/^application\/rss\+xml/);
    const feed = parseFeed(await response.text());
    expect(feed.meta.type).toBe('rss');
    expect(feed.title).toBe(`${site.blog.label} · ${site.name}`);
    expect(feed.items.map((item) => item.title)).toEqual(posts.map((post) => post.title));
    feed.items.forEach((item, i) => {
      const post = posts[i];
      expect(new URL(item.url!).pathname).toBe(`${BASE_PATH}/Blog/${post.slug}/`);
      expect(item.description).toBe(post.summary);
      expect(item.published?.toISOString().slice(0, 10)).toBe(post.date);
      expect(item.categories.map((category) => category.label ?? category.term)).toEqual(post.tags.map((tag) => tag.name));
    });
  });
});
