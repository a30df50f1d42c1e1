import { drawShareImage } from '@/components/drawn-at-build/draw';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';
import { previewedPages, routeOfShareImage, shareImageFile } from '@/lib/seo/previews';

// Written into the export at build time as share/home.png, share/About.png, … (share/Blog.png with posts): one link preview a page.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return previewedPages().map((route) => ({ image: shareImageFile(route) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const route = routeOfShareImage((await params).image);
  if (!route) return new Response('Not found', { status: 404 });
  return drawShareImage(route, FIRST_LANGUAGE);
}
