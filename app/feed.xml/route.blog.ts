import { Feed } from 'feed';
import { site } from '@/content/site';
import { postPath, posts } from '@/lib/posts/posts';
import { picturePath } from '@/lib/pictures/responsivePicture';
import { absoluteUrl, pageUrl } from '@/lib/seo/siteUrl';

// Written into the export at build time as feed.xml (RSS 2.0), when there are posts (next.config.mjs: `route.blog.ts`).
export const dynamic = 'force-static';

/** The published posts, newest first, with absolute addresses under the base path. */
export function GET() {
  const feed = new Feed({
    title: `${site.blog.label} · ${site.name}`,
    description: site.blog.description,
    id: pageUrl('/Blog'),
    link: pageUrl('/Blog'),
    language: 'en',
    image: absoluteUrl(picturePath(site.logo)),
    copyright: `© ${site.name}`,
    updated: new Date(`${posts[0].date}T00:00:00Z`),
    feedLinks: { rss: absoluteUrl('/feed.xml') },
    author: { name: site.name, link: pageUrl('/') },
  });
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: pageUrl(postPath(post)),
      link: pageUrl(postPath(post)),
      description: post.summary,
      date: new Date(`${post.date}T00:00:00Z`),
      category: post.tags.map((tag) => ({ name: tag.name })),
      image: post.image ? absoluteUrl(picturePath(post.image)) : undefined,
    });
  }
  return new Response(feed.rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
