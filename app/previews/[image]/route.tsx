import { drawPreviewImage } from '@/components/drawn-at-build/draw';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';
import { previewedPages, routeOfPreviewImage, previewImageFile } from '@/lib/seo/previews';

// Written into the export at build time as previews/home.png, previews/About.png, … (previews/Blog.png with
// posts): one link preview a page.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return previewedPages().map((route) => ({ image: previewImageFile(route) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const route = routeOfPreviewImage((await params).image);
  if (!route) return new Response('Not found', { status: 404 });
  return drawPreviewImage(route, FIRST_LANGUAGE);
}
