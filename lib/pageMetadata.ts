import type { Metadata } from 'next';
import type { Route } from '@/content/schema';
import { site } from '@/content/site';
import { absoluteUrl } from './siteUrl';

/** A page's title, description, canonical URL and link-preview tags, all with absolute URLs. */
export function pageMetadata({ title, description, path }: { title?: string; description: string; path: Route }): Metadata {
  // With `trailingSlash`, every page's own address ends in '/'.
  const url = absoluteUrl(path === '/' ? '/' : `${path}/`);
  const fullTitle = title ? `${title} · ${site.name}` : `${site.name} · ${site.role}`;
  const { src, width, height, alt } = site.shareImage;
  const images = [{ url: absoluteUrl(src), width, height, alt }];
  return {
    title: title ?? { absolute: fullTitle },
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', siteName: site.name, title: fullTitle, description, url, locale: 'en', images },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images },
  };
}
