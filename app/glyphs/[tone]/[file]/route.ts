import { ICON_TONES, type IconTone, iconFiles, iconSvg } from '@/lib/icons';

// Written into the export at build time as glyphs/<tone>/<drawing>.svg: every icon the pages show, in its tone.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return iconFiles();
}

export async function GET(_request: Request, { params }: { params: Promise<{ tone: string; file: string }> }) {
  const { tone, file } = await params;
  const svg = ICON_TONES.includes(tone as IconTone) ? iconSvg(tone as IconTone, file) : undefined;
  if (!svg) return new Response('Not found', { status: 404 });
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml' } });
}
