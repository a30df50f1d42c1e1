import type { Metadata } from 'next';
import type { Route } from '@/content/schema';
import { site } from '@/content/site';
import { pageLabel, SHARE_IMAGE_SIZE, shareImageAlt, shareImagePath } from './previews';
import { absoluteUrl, pageUrl } from './siteUrl';

/**
 * A page's title (its navigation label; Home's is the owner's name and role), description, canonical URL and
 * link-preview tags with the page's own share image, all with absolute URLs.
 */
export function pageMetadata({ description, path }: { description: string; path: Route }): Metadata {
  const url = pageUrl(path);
  const title = path === '/' ? undefined : pageLabel(path);
  const fullTitle = title ? `${title} · ${site.name}` : `${site.name} · ${site.role}`;
  const images = [{ url: absoluteUrl(shareImagePath(path)), ...SHARE_IMAGE_SIZE, alt: shareImageAlt(path), type: 'image/png' }];
  return {
    title: title ?? { absolute: fullTitle },
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', siteName: site.name, title: fullTitle, description, url, locale: 'en', images },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images },
  };
}
