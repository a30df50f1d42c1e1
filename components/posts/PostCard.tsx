import type { Words } from '@/lib/i18n/words';
import { type Post, postPath } from '@/lib/posts/posts';
import PageLink from '../PageLink';
import AssetImage from '../AssetImage';
import styles from '../Card.module.css';
import PostMeta from './PostMeta';
import TagLinks from './TagLinks';

type Props = {
  post: Post;
  /** The words of the blog in the post's language. */
  words: Words['blogPage'];
  /** The first card's picture is the page's first: load it at once. */
  eager?: boolean;
};

/** A post in a list: its picture, its title leading to it, its day and reading time, its summary and its tags. */
export default function PostCard({ post, words, eager = false }: Props) {
  return (
    <article className={styles.card}>
      {post.image && <AssetImage image={post.image} layout="card" className={styles.image} eager={eager} />}
      <div className={styles.body}>
        <h2 className={styles.title}>
          <PageLink href={postPath(post)}>{post.title}</PageLink>
        </h2>
        <PostMeta post={post} words={words} />
        <p className={styles.description}>{post.summary}</p>
        <TagLinks tags={post.tags} label={words.tags} language={post.language} />
      </div>
    </article>
  );
}
