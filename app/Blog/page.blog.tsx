import type { Metadata } from 'next';
import PostList from '@/components/posts/PostList';
import { site } from '@/content/site';
import { posts } from '@/lib/posts/posts';
import { pageMetadata } from '@/lib/seo/pageMetadata';

// A route only when there is a post to show (next.config.mjs: `page.blog.tsx`).
export const metadata: Metadata = pageMetadata({ description: site.blog.description, path: '/Blog' });

export default function BlogPage() {
  return (
    <section className="container section" aria-labelledby="blog-heading">
      <h1 id="blog-heading">{site.blog.label}</h1>
      <p className="section-lead">{site.blog.description}</p>
      <PostList posts={posts} />
    </section>
  );
}
