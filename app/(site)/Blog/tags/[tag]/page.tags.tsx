import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import TagListing from '@/components/posts/TagListing';
import { tagListPages } from '@/lib/posts/postPages';
import { allTags } from '@/lib/posts/posts';
import { tagMetadata } from '@/lib/seo/pageMetadata';

type Props = { params: Promise<{ tag: string }> };

// One page a tag, at /Blog/tags/<tag>/ (its newest posts; the rest at /Blog/tags/<tag>/page/2/ and on): a route only
// when a post has a tag (app/routeKinds.mjs: `page.tags.tsx`).
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
  return <TagListing tag={tag} page={tagListPages(tag)[0]} />;
}
