import type { z } from 'zod';
import type { commentsSchema } from '@/content/schema';

/** The comments the owner chose in content/site.ts (giscus). */
export type CommentsChoice = z.infer<typeof commentsSchema>;

/**
 * The discussion a page's comments live in, named as giscus's `pathname` mapping names it (the page's path without
 * its leading slash: `portfolio/Blog/my-post/`), worked out at build time, so the page's link to it needs no script.
 */
export function discussionTerm(pageUrl: string): string {
  return new URL(pageUrl).pathname.slice(1);
}

/** The discussion on GitHub, for readers without scripts: a search of the repository's discussions for its title. */
export function discussionHref(comments: Pick<CommentsChoice, 'repo'>, term: string): string {
  return `https://github.com/${comments.repo}/discussions?discussions_q=${encodeURIComponent(`in:title "${term}"`)}`;
}
