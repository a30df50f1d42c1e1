import Link from 'next/link';
import { site } from '@/content/site';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';
import { FIRST_WORDS } from '@/lib/i18n/translations';
import { pageTitle } from '@/lib/posts/postPages';
import { type PostsPage, type Tag, TAGS_PATH, tagPath } from '@/lib/posts/posts';
import article from '../Article.module.css';
import PostsListing from './PostsListing';

/** One page of a tag's posts: "Posts tagged React" (" · Page 2" from the second on), with links back to the blog and the tags. */
export default function TagListing({ tag, page }: { tag: Tag; page: PostsPage }) {
  const { label } = site.blog;
  const words = FIRST_WORDS.blogPage;
  return (
    <PostsListing heading={pageTitle(`${words.tagged} ${tag.name}`, page.page, words.pageNumber)} first={tagPath(tag)} page={page} words={words} language={FIRST_LANGUAGE}>
      <p className={article.back}>
        <Link href="/Blog" aria-label={`${words.all}: ${label}`}>
          ← {words.all}
        </Link>
        <span aria-hidden="true"> · </span>
        <Link href={TAGS_PATH}>{words.allTags}</Link>
      </p>
    </PostsListing>
  );
}
