import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import article from '@/components/Article.module.css';
import PostList from '@/components/posts/PostList';
import { site } from '@/content/site';
import { allTags } from '@/lib/posts/posts';
import { tagMetadata } from '@/lib/seo/pageMetadata';

type Props = { params: Promise<{ tag: string }> };

// One page a tag, at /Blog/tags/<tag>/: a route only when a post has a tag (next.config.mjs: `page.tags.tsx`).
export const dynamicParams = false;

export function generateStaticParams() {
  return allTags().map(({ slug }) => ({ tag: slug }));
}

const tagOf = async ({ params }: Props) => {
  const slug = (await params).tag;
  return allTags().find((tag) => tag.slug === slug);
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const tag = await tagOf(props);
  return tag ? tagMetadata(tag, tag.posts.length) : {};
}

export default async function TagPage(props: Props) {
  const tag = await tagOf(props);
  if (!tag) notFound();
  const { label, page } = site.blog;
  return (
    <section className="container section" aria-labelledby="tag-heading">
      <Link href="/Blog" className={article.back} aria-label={`${page.all}: ${label}`}>
        ← {page.all}
      </Link>
      <h1 id="tag-heading">
        {page.tagged} {tag.name}
      </h1>
      <PostList posts={tag.posts} />
    </section>
  );
}
