import type { Metadata } from 'next';
import PostLinks from '@/components/posts/PostLinks';
import TagIndex from '@/components/posts/TagIndex';
import { asset } from '@/lib/asset';
import { addressIn, languageOf, type LanguageParams } from '@/lib/i18n/languages';
import { contentIn, firstLanguageMark } from '@/lib/content/contentIn';
import { otherBlogLanguages } from '@/lib/posts/postPages';
import { tagsIn, postsIn } from '@/lib/posts/posts';
import { searchMetadata } from '@/lib/seo/pageMetadata';
import Search from './Search';

/**
 * Each other language with posts has its search too (app/[lang]/Search/): Pagefind keeps an index a language, by
 * each page's `<html lang>`, and a page loads its own language's.
 */
export const generateStaticParams = otherBlogLanguages;

export async function generateMetadata(props: LanguageParams): Promise<Metadata> {
  const language = await languageOf(props);
  const { site, words } = await contentIn(language);
  return searchMetadata(language, site, words);
}

/** How many of the newest posts the page offers until search can run. */
const NEWEST = 5;

/**
 * Search across the site in a language. Its index is Pagefind's, written by `npm run build`
 * (scripts/build/finish-export.mjs); this page alone loads it, and its policy alone allows the WebAssembly that runs it.
 */
export default async function SearchPage(props: LanguageParams) {
  const language = await languageOf(props);
  const { words } = await contentIn(language);
  const { search, blogPage: page } = words;
  return (
    <section className="container section" aria-labelledby="search-heading">
      <h1 id="search-heading">{search.label}</h1>
      <Search words={search} language={language} untranslated={firstLanguageMark(language)} bundle={asset('/pagefind/pagefind.js')} baseUrl={asset('/')} tagsLabel={page.tags}>
        {/* Until search runs (scripts off, or not arrived yet): what it needs, and the ways in it can offer instead. */}
        <p>{search.needsScript}</p>
        {tagsIn(language).length > 0 && (
          <>
            <h2>{page.allTags}</h2>
            <TagIndex tags={tagsIn(language)} label={page.allTags} postCount={page.postCount} language={language} />
          </>
        )}
        <PostLinks id="newest-heading" heading={search.newest} posts={postsIn(language).slice(0, NEWEST)} from={addressIn(language, 'search')} words={page} />
      </Search>
    </section>
  );
}
