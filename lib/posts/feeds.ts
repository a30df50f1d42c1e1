import 'server-only';
import { Feed } from 'feed';
import type { Element, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { visit } from 'unist-util-visit';
import { site } from '@/content/site';
import { picturePath } from '../pictures/responsivePicture';
import { absoluteUrl, pageUrl } from '../seo/siteUrl';
import { type Post, postPath, posts } from './posts';

/** The blog's feeds, each at its address in the export, with the media type its page-head link announces. */
export const FEEDS = {
  rss: { path: '/feed.xml', type: 'application/rss+xml', title: 'RSS' },
  atom: { path: '/atom.xml', type: 'application/atom+xml', title: 'Atom' },
  json: { path: '/feed.json', type: 'application/feed+json', title: 'JSON Feed' },
} as const;

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

/** The newest `site.blog.feedItems` posts, in full, as one feed that writes each format. */
function blogFeed(): Feed {
  const shown = posts.slice(0, site.blog.feedItems);
  const feed = new Feed({
    title: `${site.blog.label} · ${site.name}`,
    description: site.blog.description,
    id: pageUrl('/Blog'),
    link: pageUrl('/Blog'),
    language: 'en',
    image: absoluteUrl(picturePath(site.logo)),
    copyright: `© ${site.name}`,
    updated: new Date(Math.max(...shown.map((post) => dayOf(post.updated ?? post.date).getTime()))),
    feedLinks: { rss: absoluteUrl(FEEDS.rss.path), atom: absoluteUrl(FEEDS.atom.path), json: absoluteUrl(FEEDS.json.path) },
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

/** The feed in one format, as its route answers at build time (written into the export as a file). */
export function feedResponse(format: FeedFormat): Response {
  return new Response(WRITE[format](blogFeed()), { headers: { 'Content-Type': `${FEEDS[format].type}; charset=utf-8` } });
}
