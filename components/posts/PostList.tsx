import type { Words } from '@/lib/i18n/words';
import type { Post } from '@/lib/posts/posts';
import grid from '../CardGrid.module.css';
import PostCard from './PostCard';

/** Posts as cards, newest first; the first card's picture, if it has one, is the page's first. */
export default function PostList({ posts, words }: { posts: Post[]; words: Words['blogPage'] }) {
  return (
    <ul className={grid.grid}>
      {posts.map((post, i) => (
        <li key={post.slug}>
          <PostCard post={post} words={words} eager={i === 0} />
        </li>
      ))}
    </ul>
  );
}
