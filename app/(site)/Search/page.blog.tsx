import type { Metadata } from 'next';
import PostLinks from '@/components/posts/PostLinks';
import TagIndex from '@/components/posts/TagIndex';
import Search from '@/components/search/Search';
import { site } from '@/content/site';
import { asset } from '@/lib/asset';
import { allTags, posts } from '@/lib/posts/posts';
import { searchMetadata } from '@/lib/seo/pageMetadata';

// Search across the site, at /Search/: a route only when there are posts (next.config.mjs: `page.blog.tsx`). Its
// index is Pagefind's, written by `npm run build` (scripts/build/finish-export.mjs); this page alone loads it, and its
// policy alone allows the WebAssembly that runs it.
export const metadata: Metadata = searchMetadata();

/** How many of the newest posts the page offers until search can run. */
const NEWEST = 5;

export default function SearchPage() {
  const { search, page } = site.blog;
  return (
    <section className="container section" aria-labelledby="search-heading">
      <h1 id="search-heading">{search.label}</h1>
      <Search words={search} bundle={asset('/pagefind/pagefind.js')} baseUrl={asset('/')} tagsLabel={page.tags}>
        {/* Until search runs (scripts off, or not arrived yet): what it needs, and the ways in it can offer instead. */}
        <p>{search.needsScript}</p>
        <h2>{page.allTags}</h2>
        <TagIndex tags={allTags()} />
        <PostLinks id="newest-heading" heading={search.newest} posts={posts.slice(0, NEWEST)} />
      </Search>
    </section>
  );
}
