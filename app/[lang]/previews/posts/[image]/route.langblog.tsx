import { drawPostPreviewImage } from '@/components/drawn-at-build/draw';
import { OTHER_LANGUAGES } from '@/lib/i18n/languages';
import { postsIn } from '@/lib/posts/posts';
import { postPreviewImageFile } from '@/lib/seo/previews';

// Each translated post's preview, in its language: /<code>/previews/posts/<slug>.png (app/routeKinds.mjs:
// `route.langblog.tsx`).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return OTHER_LANGUAGES.flatMap((lang) => postsIn(lang).map((post) => ({ lang, image: postPreviewImageFile(post) })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; image: string }> }) {
  const { lang, image } = await params;
  const post = postsIn(lang).find((candidate) => postPreviewImageFile(candidate) === image);
  if (!post) return new Response('Not found', { status: 404 });
  return drawPostPreviewImage(post);
}
