import type { Site } from '@/content/schema';
import type { Post } from '@/lib/posts/posts';
import grid from '../CardGrid.module.css';
import PostCard from './PostCard';

/** Posts as cards, newest first; the first card's picture, if it has one, is the page's first. */
export default function PostList({ posts, blog }: { posts: Post[]; blog: Site['blog'] }) {
  return (
    <ul className={grid.grid}>
      {posts.map((post, i) => (
        <li key={post.slug}>
          <PostCard post={post} blog={blog} eager={i === 0} />
        </li>
      ))}
    </ul>
  );
}
