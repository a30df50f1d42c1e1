import Link from 'next/link';
import type { Site } from '@/content/schema';
import { addressIn, arrowsOf } from '@/lib/i18n/languages';
import type { Words } from '@/lib/i18n/words';
import { pageTitle } from '@/lib/posts/postPages';
import { type PostsPage, type Tag, tagPath } from '@/lib/posts/posts';
import article from '../Article.module.css';
import PostsListing from './PostsListing';

/**
 * One page of a tag's posts in a language (the blog and its words in it): "Posts tagged React" (" · Page 2" from the
 * second on), with links back to that language's blog and tags.
 */
export default function TagListing({ tag, page, language, blog, words }: { tag: Tag; page: PostsPage; language: string; blog: Site['blog']; words: Words['blogPage'] }) {
  return (
    <PostsListing heading={pageTitle(`${words.tagged} ${tag.name}`, page.page, words.pageNumber)} pageAddress={(n) => tagPath(tag, n, language)} page={page} words={words} language={language}>
      <p className={article.back}>
        <Link href={addressIn(language, 'blog')} aria-label={`${words.all}: ${blog.label}`}>
          {`${arrowsOf(language).back} ${words.all}`}
        </Link>
        <span aria-hidden="true"> · </span>
        <Link href={addressIn(language, 'tags')}>{words.allTags}</Link>
      </p>
    </PostsListing>
  );
}
