import type { Metadata } from 'next';
import PostsListing from '@/components/posts/PostsListing';
import { site } from '@/content/site';
import { blogPages } from '@/lib/posts/postPages';
import { pageMetadata } from '@/lib/seo/pageMetadata';

// A route only when there is a post to show (next.config.mjs: `page.blog.tsx`).
export const metadata: Metadata = pageMetadata({ description: site.blog.description, path: '/Blog' });

/** The blog's first page: the newest posts; the older ones follow at /Blog/page/2/ and on. */
export default function BlogPage() {
  return (
    <PostsListing heading={site.blog.label} first="/Blog" page={blogPages()[0]}>
      <p className="section-lead">{site.blog.description}</p>
    </PostsListing>
  );
}
