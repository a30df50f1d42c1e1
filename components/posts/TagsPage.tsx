import type { Metadata } from 'next';
import Link from 'next/link';
import article from '@/components/Article.module.css';
import { addressIn, arrowsOf, languageOf, type LanguageParams, OTHER_LANGUAGES } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import { tagsIn } from '@/lib/posts/posts';
import { tagsMetadata } from '@/lib/seo/pageMetadata';
import TagIndex from './TagIndex';

/** Each other language with tags (app/[lang]/Blog/tags/). */
export const generateStaticParams = () => OTHER_LANGUAGES.filter((lang) => tagsIn(lang).length).map((lang) => ({ lang }));

export async function generateMetadata(props: LanguageParams): Promise<Metadata> {
  const language = await languageOf(props);
  const { site, words } = await contentIn(language);
  return tagsMetadata(tagsIn(language).length, language, site, words);
}

/** Every tag of a language's posts, with how many posts it has, at /Blog/tags/ (and /<code>/Blog/tags/). */
export default async function TagsPage(props: LanguageParams) {
  const language = await languageOf(props);
  const { site, words } = await contentIn(language);
  const { all, allTags, postCount } = words.blogPage;
  return (
    <section className="container section" aria-labelledby="tags-heading">
      <Link href={addressIn(language, 'blog')} className={article.back} aria-label={`${all}: ${site.blog.label}`}>
        {`${arrowsOf(language).back} ${all}`}
      </Link>
      <h1 id="tags-heading">{allTags}</h1>
      <TagIndex tags={tagsIn(language)} label={allTags} postCount={postCount} language={language} />
    </section>
  );
}
