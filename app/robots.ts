import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/siteUrl';

export const dynamic = 'force-static';

// Crawlers read robots.txt only at a host's root: this one counts when the site is deployed at a domain's root.
export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: absoluteUrl('/sitemap.xml') };
}
