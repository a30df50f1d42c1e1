import { encodeVariant } from '@/lib/pictures/pictureEncoder';
import { allVariants, variantMediaType } from '@/lib/pictures/responsivePicture';

// Written into the export at build time as pictures/<name>-<hash>-<width>.<format>: every raster picture of the
// content at the widths its layouts show it at, in each of its formats (lib/pictures/responsivePicture.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return allVariants().map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const variant = allVariants().find((candidate) => candidate.file === file);
  if (!variant) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(await encodeVariant(variant)), { headers: { 'content-type': variantMediaType(variant.format) } });
}
