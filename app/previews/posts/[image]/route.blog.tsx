import { drawPostPreviewImage } from '@/components/drawn-at-build/draw';
import { posts } from '@/lib/posts/posts';
import { postPreviewImageFile } from '@/lib/seo/previews';

// Written into the export at build time as previews/posts/<slug>.png: one link preview a post (when there are posts,
// app/routeKinds.mjs: `route.blog.tsx`).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return posts.map((post) => ({ image: postPreviewImageFile(post) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const { image } = await params;
  const post = posts.find((candidate) => postPreviewImageFile(candidate) === image);
  if (!post) return new Response('Not found', { status: 404 });
  return drawPostPreviewImage(post);
}
