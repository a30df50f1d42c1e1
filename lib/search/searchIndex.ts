import { type PageKindName, traitsOf } from '../pages/pageKinds.mjs';
import { posts } from '../posts/posts';

/**
 * What the search index (Pagefind, run on the finished export by scripts/build/finish-export.mjs) reads from the
 * pages. There is search only when there are posts: with none, these mark nothing and every page stays as it was.
 */
export const searchable = posts.length > 0;

/** `<main>`'s marking: only what it holds is indexed, never the navigation or the footer. */
export const indexedRegion = () => (searchable ? { 'data-pagefind-body': '' } : {});

/** A part of an indexed page that is not its content (its contents, pager, related posts): left out of the index. */
export const notIndexed = () => (searchable ? { 'data-pagefind-ignore': '' } : {});

/**
 * The `<h1>` of a page of `kind`: marks the page as one the index holds, as its kind's `searchAs` says
 * (lib/pages/pageKinds.mjs); `npm run build` indexes only pages so marked: not the lists of posts, the tags, the
 * search page itself or the 404 page.
 */
export function indexedAs(kind: PageKindName) {
  const { searchAs } = traitsOf(kind);
  if (!searchAs) throw new Error(`indexedAs('${kind}'): search does not index this kind of page (lib/pages/pageKinds.mjs, searchAs)`);
  return searchable ? { 'data-pagefind-meta': `kind:${searchAs}` } : {};
}

/** A post's `<article>`: its day, which search results show. */
export const indexedDay = (day: string) => (searchable ? { 'data-pagefind-meta': `date:${day}` } : {});

/** A tag's link on a post: the value the search page filters by. */
export const tagFilter = (name: string) => (searchable ? { 'data-pagefind-filter': `tag:${name}` } : {});
