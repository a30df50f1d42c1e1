import { iconSprite } from '@/lib/icons';

// Written into the export at build time as glyphs/icons-<hash>.svg: every icon the pages show (lib/icons.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ file: iconSprite.file }];
}

export async function GET() {
  return new Response(iconSprite.svg, { headers: { 'content-type': 'image/svg+xml' } });
}
