import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { addressIn, languageOf } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import { blogListPages, otherBlogLanguages, pageTitle } from '@/lib/posts/postPages';
import { blogPageMetadata } from '@/lib/seo/pageMetadata';
import MarkedText from '@/components/MarkedText';
import PostsListing from './PostsListing';

type Props = { params: Promise<{ page: string; lang?: string }> };

/** A language's blog's pages after the first (page 1 is /Blog/ alone), for each of `languages` with that many. */
export function pagesIn(languages: readonly string[]) {
  return languages.flatMap((lang) =>
    blogListPages(lang)
      .slice(1)
      .map(({ page }) => ({ lang, page: String(page) })),
  );
}

/** Each other language's (app/[lang]/Blog/page/[page]/). */
export const generateStaticParams = () => pagesIn(otherBlogLanguages().map(({ lang }) => lang));

const pageOf = async (props: Props) => {
  const language = await languageOf(props);
  const n = (await props.params).page;
  return { language, page: blogListPages(language).find(({ page }) => page > 1 && String(page) === n) };
};

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { language, page } = await pageOf(props);
  const { site, words } = await contentIn(language);
  return page ? blogPageMetadata(page.page, language, site, words) : {};
}

/** Page n of a language's blog. */
export default async function BlogPageN(props: Props) {
  const { language, page } = await pageOf(props);
  if (!page) notFound();
  const { site, words } = await contentIn(language);
  return (
    <PostsListing heading={pageTitle(site.blog.label, page.page, words.blogPage.pageNumber)} pageAddress={(n) => addressIn(language, 'blog', { page: n })} page={page} words={words.blogPage} language={language}>
      <MarkedText as="p" className="section-lead" text={site.blog.description} language={language} />
    </PostsListing>
  );
}
