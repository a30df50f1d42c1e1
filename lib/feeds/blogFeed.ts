import 'server-only';
import { Feed } from 'feed';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { picturePath } from '../pictures/responsivePicture';
import { absoluteUrl, pageUrl } from '../seo/siteUrl';
import { addressIn, inLanguage } from '../i18n/languages';
import { contentIn } from '../content/contentIn';
import { FEEDS } from '../pages/pageKinds.mjs';
import { type Post, postPath, postsIn } from '../posts/posts';

export type FeedFormat = keyof typeof FEEDS;

/** A post's day as the feeds date it: midnight UTC. */
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * A post's body as a feed reader shows it: the sanitized HTML of its page (its code unhighlighted: a reader has none
 * of the site's styles), every link and picture absolute, each picture the widest JPEG or PNG the build wrote (a
 * reader may not show AVIF or WebP), at its size.
 */
export function feedHtml(post: Post): string {
  const tree: Root = structuredClone(post.tree);
  const page = pageUrl(postPath(post));
  // Every link resolves against the post's page (one from the site's root already has the base path: markdown.ts).
  const absolute = (href: string) => new URL(href, page).href;
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'a' && typeof node.properties.href === 'string') node.properties.href = absolute(node.properties.href);
    if (node.tagName === 'img') {
      const picture = post.pictures.get(String(node.properties.src));
      if (!picture) return;
      node.properties = { src: absoluteUrl(picturePath(picture)), alt: picture.alt, width: picture.width, height: picture.height };
    }
  });
  return toHtml(tree);
}

/** A language's newest `site.blog.feedItems` posts, in full, as one feed that writes each format. */
async function blogFeed(language: string): Promise<Feed> {
  const { site } = await contentIn(language);
  const shown = postsIn(language).slice(0, site.blog.feedItems);
  const feedUrl = (format: FeedFormat) => absoluteUrl(inLanguage(language, FEEDS[format].path));
  const feed = new Feed({
    title: `${site.blog.label} · ${site.name}`,
    description: site.blog.description,
    id: pageUrl(addressIn(language, 'blog')),
    link: pageUrl(addressIn(language, 'blog')),
    language,
    image: absoluteUrl(picturePath(site.logo)),
    copyright: `© ${site.name}`,
    updated: new Date(Math.max(...shown.map((post) => dayOf(post.updated ?? post.date).getTime()))),
    feedLinks: { rss: feedUrl('rss'), atom: feedUrl('atom'), json: feedUrl('json') },
    author: { name: site.name, link: pageUrl('/') },
  });
  for (const post of shown) {
    feed.addItem({
      title: post.title,
      id: pageUrl(postPath(post)),
      link: pageUrl(postPath(post)),
      description: post.summary,
      content: feedHtml(post),
      date: dayOf(post.updated ?? post.date),
      published: dayOf(post.date),
      author: [{ name: site.name, link: pageUrl('/') }],
      category: post.tags.map((tag) => ({ name: tag.name, term: tag.name })),
      image: post.image ? absoluteUrl(picturePath(post.image)) : undefined,
    });
  }
  return feed;
}

const WRITE: Record<FeedFormat, (feed: Feed) => string> = { rss: (feed) => feed.rss2(), atom: (feed) => feed.atom1(), json: (feed) => feed.json1() };

/** Each other language's feed in one format, at /<code>/feed.xml…: its route's handler. */
export const languageFeed =
  (format: FeedFormat) =>
  async (_request: Request, { params }: { params: Promise<{ lang: string }> }) =>
    feedResponse(format, (await params).lang);

/** A language's feed in one format, as its route answers at build time (written into the export as a file). */
export async function feedResponse(format: FeedFormat, language: string): Promise<Response> {
  return new Response(WRITE[format](await blogFeed(language)), { headers: { 'Content-Type': `${FEEDS[format].type}; charset=utf-8` } });
}
