import { drawHomeScreenIcon } from '@/components/drawn-at-build/draw';
import { HOME_SCREEN_ICONS, type HomeScreenIcon } from '@/lib/seo/previews';

// Written into the export at build time as icons/apple-touch-icon.png, icons/icon-192.png and icons/icon-512.png.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return Object.keys(HOME_SCREEN_ICONS).map((icon) => ({ icon }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ icon: string }> }) {
  const { icon } = await params;
  if (!(icon in HOME_SCREEN_ICONS)) return new Response('Not found', { status: 404 });
  return drawHomeScreenIcon(icon as HomeScreenIcon);
}
