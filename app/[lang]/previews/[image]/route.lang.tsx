import { drawPreviewImage } from '@/components/drawn-at-build/draw';
import { OTHER_LANGUAGES } from '@/lib/i18n/languages';
import { previewedPagesIn, routeOfPreviewImage, previewImageFile } from '@/lib/seo/previews';

// Each other language's page previews, written at build time as /<code>/previews/home.png,
// /<code>/previews/About.png, …
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return OTHER_LANGUAGES.flatMap((lang) => previewedPagesIn(lang).map((route) => ({ lang, image: previewImageFile(route) })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ lang: string; image: string }> }) {
  const { lang, image } = await params;
  const route = routeOfPreviewImage(image, lang);
  if (!route) return new Response('Not found', { status: 404 });
  return drawPreviewImage(route, lang);
}
