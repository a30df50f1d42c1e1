import { iconFiles, iconSvg } from '@/lib/glyphs/glyphSheets';

// Written into the export at build time as glyphs/<sheet>.svg: the drawings of each part of the site (lib/glyphs/glyphSheets).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return iconFiles().map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const svg = iconSvg((await params).file);
  if (!svg) return new Response('Not found', { status: 404 });
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
}
