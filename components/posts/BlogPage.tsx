import type { Metadata } from 'next';
import { addressIn, languageOf, type LanguageParams } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import { blogListPages, otherBlogLanguages } from '@/lib/posts/postPages';
import { addressOf } from '@/lib/pages/pageKinds.mjs';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import type { PreviewedPage } from '@/lib/seo/previews';
import MarkedText from '@/components/MarkedText';
import PostsListing from './PostsListing';

/** Each other language with posts has its blog (app/[lang]/Blog/, a route only for them). */
export const generateStaticParams = otherBlogLanguages;

export async function generateMetadata(props: LanguageParams): Promise<Metadata> {
  const language = await languageOf(props);
  const { site, words } = await contentIn(language);
  return pageMetadata({ description: site.blog.description, path: addressOf('blog') as PreviewedPage, language, site, words });
}

/** A language's blog's first page: its newest posts; the older ones follow at /Blog/page/2/ and on. */
export default async function BlogPage(props: LanguageParams) {
  const language = await languageOf(props);
  const { site, words } = await contentIn(language);
  return (
    <PostsListing heading={<MarkedText text={site.blog.label} language={language} />} pageAddress={(n) => addressIn(language, 'blog', { page: n })} page={blogListPages(language)[0]} words={words.blogPage} language={language}>
      <MarkedText as="p" className="section-lead" text={site.blog.description} language={language} />
    </PostsListing>
  );
}
