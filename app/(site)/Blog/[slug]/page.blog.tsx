import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import JsonLd from '@/components/JsonLd';
import PostArticle from '@/components/posts/PostArticle';
import { highlightCode } from '@/lib/posts/highlight';
import { postBySlug, posts, relatedPosts } from '@/lib/posts/posts';
import { postMetadata } from '@/lib/seo/pageMetadata';
import { postData } from '@/lib/seo/structuredData';

type Props = { params: Promise<{ slug: string }> };

// One page a post, at /Blog/<slug>/, written at build time.
export const dynamicParams = false;

export function generateStaticParams() {
  return posts.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = postBySlug((await params).slug);
  return found ? postMetadata(found.post) : {};
}

export default async function PostPage({ params }: Props) {
  const found = postBySlug((await params).slug);
  if (!found) notFound();
  return (
    <>
      <JsonLd data={postData(found.post)} />
      <PostArticle {...found} related={relatedPosts(found.post)} body={await highlightCode(found.post.tree)} />
    </>
  );
}
