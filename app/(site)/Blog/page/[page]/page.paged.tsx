import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import PostsListing from '@/components/posts/PostsListing';
import { site } from '@/content/site';
import { blogPages, pageTitle } from '@/lib/posts/postPages';
import { blogPageMetadata } from '@/lib/seo/pageMetadata';

type Props = { params: Promise<{ page: string }> };

// The blog's pages after the first, at /Blog/page/<n>/: a route only when the posts fill more than one page
// (next.config.mjs: `page.paged.tsx`). Page 1 is /Blog/ alone.
export const dynamicParams = false;

export function generateStaticParams() {
  return blogPages()
    .slice(1)
    .map(({ page }) => ({ page: String(page) }));
}

const pageOf = async ({ params }: Props) => {
  const n = (await params).page;
  return blogPages().find(({ page }) => page > 1 && String(page) === n);
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await pageOf(props);
  return page ? blogPageMetadata(page.page) : {};
}

export default async function BlogPageN(props: Props) {
  const page = await pageOf(props);
  if (!page) notFound();
  return (
    <PostsListing heading={pageTitle(site.blog.label, page.page)} first="/Blog" page={page}>
      <p className="section-lead">{site.blog.description}</p>
    </PostsListing>
  );
}
