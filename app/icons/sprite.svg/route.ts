import { spriteSvg } from '@/lib/iconSprite';

// Written into the export at build time as icons/sprite.svg: every icon the pages draw, once.
export const dynamic = 'force-static';

export function GET() {
  return new Response(spriteSvg(), { headers: { 'content-type': 'image/svg+xml' } });
}
