import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import TagListing from '@/components/posts/TagListing';
import { tagListPages } from '@/lib/posts/postPages';
import { allTags } from '@/lib/posts/posts';
import { tagMetadata } from '@/lib/seo/pageMetadata';

type Props = { params: Promise<{ tag: string; page: string }> };

// A tag's pages after the first, at /Blog/tags/<tag>/page/<n>/: a route only when a tag has more posts than one page
// holds (app/routeKinds.mjs: `page.tagpaged.tsx`). Page 1 is /Blog/tags/<tag>/ alone.
export const dynamicParams = false;

const everyTagPage = () => allTags().flatMap((tag) => tagListPages(tag).map((page) => ({ tag, page })));

export function generateStaticParams() {
  return everyTagPage()
    .filter(({ page }) => page.page > 1)
    .map(({ tag, page }) => ({ tag: tag.slug, page: String(page.page) }));
}

const pageOf = async ({ params }: Props) => {
  const { tag, page } = await params;
  return everyTagPage().find((found) => found.page.page > 1 && found.tag.slug === tag && String(found.page.page) === page);
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await pageOf(props);
  return found ? tagMetadata(found.tag, found.tag.posts.length, found.page.page) : {};
}

export default async function TagPageN(props: Props) {
  const found = await pageOf(props);
  if (!found) notFound();
  return <TagListing tag={found.tag} page={found.page} />;
}
