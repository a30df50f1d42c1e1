import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { languageOf } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import { tagListPages } from '@/lib/posts/postPages';
import { tagsIn } from '@/lib/posts/posts';
import { tagMetadata } from '@/lib/seo/pageMetadata';
import TagListing from './TagListing';

type Props = { params: Promise<{ tag: string; page?: string; lang?: string }> };

/**
 * A tag's pages in each of `languages`: its first (/Blog/tags/<tag>/), or those after it (/Blog/tags/<tag>/page/<n>/),
 * as the routes in app/(site)/ and app/[lang]/ give them.
 */
export function tagPageParams(languages: readonly string[], first: boolean) {
  return languages.flatMap((lang) =>
    tagsIn(lang).flatMap((tag) =>
      tagListPages(tag)
        .filter(({ page }) => (page === 1) === first)
        .map(({ page }) => ({ lang, tag: tag.slug, ...(!first && { page: String(page) }) })),
    ),
  );
}

const found = async (props: Props) => {
  const language = await languageOf(props);
  const { tag: slug, page: n = '1' } = await props.params;
  const tag = tagsIn(language).find((candidate) => candidate.slug === slug);
  const page = tag && tagListPages(tag).find((candidate) => String(candidate.page) === n);
  return tag && page && { language, tag, page };
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await found(props);
  if (!page) return {};
  const { site, words } = await contentIn(page.language);
  return tagMetadata(page.tag, page.page.page, page.language, site, words);
}

/** A tag's page n, in the page's language: its posts in that language, newest first. */
export default async function TagPage(props: Props) {
  const page = await found(props);
  if (!page) notFound();
  const { site, words } = await contentIn(page.language);
  return <TagListing {...page} blog={site.blog} words={words.blogPage} />;
}
