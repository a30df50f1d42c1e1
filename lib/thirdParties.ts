import type { Site } from '@/content/schema';

/**
 * The origins of the third parties the owner chose, which a page's policy allows where the page loads them
 * (lib/pagePolicy.ts, for scripts/build/finish-export.mjs): the analytics' on every page (its script, and where it
 * sends), the comments' on posts (as a frame). Neither is there unless chosen.
 */
export function thirdPartyOrigins(site: Pick<Site, 'analytics' | 'comments'>): { analytics?: string; comments?: string } {
  return { analytics: site.analytics?.origin, comments: site.comments?.origin };
}
