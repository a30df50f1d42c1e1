import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { pageUrl } from '@/lib/siteUrl';

export const dynamic = 'force-static';

/** The four pages, at the addresses GitHub Pages serves them (with the trailing slash). */
export default function sitemap(): MetadataRoute.Sitemap {
  return site.navigation.map(({ href }) => ({ url: pageUrl(href) }));
}
