import { routes } from '@/content/schema';
import { drawShareImage } from '@/components/drawn-at-build/draw';
import { routeOfShareImage, shareImageFile } from '@/lib/seo/previews';

// Written into the export at build time as share/home.png, share/About.png, …: one link preview a page.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return routes.map((route) => ({ image: shareImageFile(route) }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ image: string }> }) {
  const route = routeOfShareImage((await params).image);
  if (!route) return new Response('Not found', { status: 404 });
  return drawShareImage(route);
}
