import type { Metadata } from 'next';
import { inLanguage, languageOf, type LanguageParams } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/i18n/translations';
import { blogListPages, otherBlogLanguages } from '@/lib/posts/postPages';
import { pageMetadata } from '@/lib/seo/pageMetadata';
import MarkedText from '@/components/MarkedText';
import PostsListing from './PostsListing';

/** Each other language with posts has its blog (app/[lang]/Blog/, a route only for them). */
export const generateStaticParams = otherBlogLanguages;

export async function generateMetadata(props: LanguageParams): Promise<Metadata> {
  const language = await languageOf(props);
  const { site } = await contentIn(language);
  return pageMetadata({ description: site.blog.description, path: '/Blog', language, site });
}

/** A language's blog's first page: its newest posts; the older ones follow at /Blog/page/2/ and on. */
export default async function BlogPage(props: LanguageParams) {
  const language = await languageOf(props);
  const { site, words } = await contentIn(language);
  return (
    <PostsListing heading={<MarkedText text={site.blog.label} language={language} />} first={inLanguage(language, '/Blog')} page={blogListPages(language)[0]} words={words.blogPage} language={language}>
      <MarkedText as="p" className="section-lead" text={site.blog.description} language={language} />
    </PostsListing>
  );
}
