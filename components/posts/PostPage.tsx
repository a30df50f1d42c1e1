import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import JsonLd from '@/components/JsonLd';
import { languageOf, OTHER_LANGUAGES } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import { highlightCode } from '@/lib/posts/highlight';
import { postBySlug, postsIn, relatedPosts } from '@/lib/posts/posts';
import { postMetadata } from '@/lib/seo/pageMetadata';
import { postData } from '@/lib/seo/structuredData';
import PostArticle from './PostArticle';

type Props = { params: Promise<{ slug: string; lang?: string }> };

/** One page a post in each of `languages` it is written in: /Blog/<slug>/, /de/Blog/<slug>/ for its German. */
export function postsParamsIn(languages: readonly string[]) {
  return languages.flatMap((lang) => postsIn(lang).map(({ slug }) => ({ lang, slug })));
}

/** Each other language's (app/[lang]/Blog/[slug]/). */
export const generateStaticParams = () => postsParamsIn(OTHER_LANGUAGES);

const postOf = async (props: Props) => postBySlug((await props.params).slug, await languageOf(props));

export async function generateMetadata(props: Props): Promise<Metadata> {
  const found = await postOf(props);
  if (!found) return {};
  const { site, words } = await contentIn(found.post.language);
  return postMetadata(found.post, site, words);
}

/** A post's page, in its language. */
export default async function PostPage(props: Props) {
  const found = await postOf(props);
  if (!found) notFound();
  const { site, words } = await contentIn(found.post.language);
  return (
    <>
      <JsonLd data={postData(found.post)} />
      <PostArticle {...found} related={relatedPosts(found.post, 3, postsIn(found.post.language))} body={await highlightCode(found.post.tree)} site={site} words={words} />
    </>
  );
}
