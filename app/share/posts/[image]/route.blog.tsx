import { drawPostShareImage } from '@/components/drawn-at-build/draw';
import { posts } from '@/lib/posts/posts';
import { postShareImageFile } from '@/lib/seo/previews';

// Written into the export at build time as share/posts/<slug>.png: one link preview a post (when there are posts,
// next.config.mjs: `route.blog.tsx`).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return posts.map((post) => ({ image: postShareImageFile(post) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const post = posts.find((candidate) => postShareImageFile(candidate) === image);
  if (!post) return new Response('Not found', { status: 404 });
  return drawPostShareImage(post);
}
