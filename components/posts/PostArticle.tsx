import type { Root } from 'hast';
import dynamic from 'next/dynamic';
import type { ComponentProps, ComponentType } from 'react';
import Link from 'next/link';
import type { Site } from '@/content/schema';
import { discussionHref, discussionTerm } from '@/lib/comments/giscus';
import { addressIn, arrowsOf, FIRST_LANGUAGE } from '@/lib/i18n/languages';
import type { Words } from '@/lib/i18n/words';
import { type Post, postPath } from '@/lib/posts/posts';
import { indexedAs, indexedDay, notIndexed } from '@/lib/search/searchIndex';
import { pageUrl } from '@/lib/seo/siteUrl';
import ArticlePager from '../ArticlePager';
import article from '../Article.module.css';
import ShareLinks from '../share/ShareLinks';
import PostBody from './PostBody';
import PostContents from './PostContents';
import PostLinks from './PostLinks';
import PostMeta from './PostMeta';
import PostTranslations from './PostTranslations';
import type CommentsSection from './Comments';
import StaleNotice from '@/components/StaleNotice';
import TagLinks from './TagLinks';

// Split from the post's own code, and left out of the bundles of a site without comments (next.config.mjs, leftOut).
const Comments: ComponentType<ComponentProps<typeof CommentsSection>> = process.env.NEXT_PUBLIC_WITHOUT_COMMENTS ? () => null : dynamic(() => import('./Comments'));

type Props = {
  post: Post;
  previous?: Post;
  next?: Post;
  /** The posts sharing the most of its tags (lib/posts/posts.ts, relatedPosts). */
  related: Post[];
  /** Its body, its code highlighted (lib/posts/highlight.ts, which is asynchronous: the page awaits it). */
  body: Root;
  /** The site in the post's language: the blog's name, the share links' Mastodon server, the comments chosen. */
  site: Pick<Site, 'blog' | 'share' | 'comments'>;
  words: Words;
};

/**
 * A post's page: its title, day, reading time and tags, its contents, what it says, the posts related to it, and the
 * older and newer posts.
 */
export default function PostArticle({ post, previous, next, related, body, site, words }: Props) {
  const { label } = site.blog;
  const page = words.blogPage;
  const arrows = arrowsOf(post.language);
  // Its discussion is this page's own; what is shared is its canonical address (the original's, for a post first
  // published elsewhere).
  const url = pageUrl(postPath(post));
  const term = discussionTerm(url);
  return (
    <article className={`container section ${article.article}`} aria-labelledby="post-heading" {...indexedDay(post.date)}>
      <Link href={addressIn(post.language, 'blog')} className={article.back} aria-label={`${page.all}: ${label}`} {...notIndexed()}>
        {`${arrows.back} ${page.all}`}
      </Link>
      <h1 id="post-heading" {...indexedAs('post')}>
        {post.title}
      </h1>
      <PostMeta post={post} words={page} />
      {post.stale && <StaleNotice words={words.stale} original={postPath({ slug: post.slug, language: FIRST_LANGUAGE })} className="" />}
      <TagLinks tags={post.tags} label={page.tags} language={post.language} />
      <PostTranslations post={post} label={page.alsoIn} />
      <PostContents contents={post.contents} label={page.contents} />
      <PostBody tree={body} pictures={post.pictures} labels={page} />
      <ShareLinks page={{ url: post.canonical ?? url, title: post.title }} mastodon={site.share.mastodon} words={words} />
      {site.comments && <Comments comments={site.comments} term={term} href={discussionHref(site.comments, term)} language={post.language} words={words.comments} />}
      <PostLinks id="related-heading" heading={page.related} posts={related} from={postPath(post)} words={page} />
      <ArticlePager label={label} from={postPath(post)} previous={previous && { href: postPath(previous), title: previous.title }} next={next && { href: postPath(next), title: next.title }} labels={page} arrows={arrows} />
    </article>
  );
}
