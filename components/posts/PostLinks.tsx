import type { Words } from '@/lib/i18n/words';
import { type Post, postPath } from '@/lib/posts/posts';
import PageLink from '@/components/PageLink';
import { notIndexed } from '@/lib/search/searchIndex';
import PostMeta from './PostMeta';
import styles from './PostLinks.module.css';

type Props = {
  /** Its heading's id and words: "Related posts" at a post's end, "Newest posts" on search's page without scripts. */
  id: string;
  heading: string;
  posts: Post[];
  /** The page the list is on, as next/link takes it: a post's, the search page. */
  from: string;
  /** The blog's words in the posts' language (their meta line's). */
  words: Words['blogPage'];
};

/** A short list of posts, each its title as a link and its day: nothing when there are none. Not indexed for search. */
export default function PostLinks({ id, heading, posts, from, words }: Props) {
  if (!posts.length) return null;
  return (
    <section aria-labelledby={id} className={styles.posts} {...notIndexed()}>
      <h2 id={id}>{heading}</h2>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.slug}>
            <PageLink href={postPath(post)} from={from} className={styles.title}>
              {post.title}
            </PageLink>
            <PostMeta post={post} words={words} />
          </li>
        ))}
      </ul>
    </section>
  );
}
