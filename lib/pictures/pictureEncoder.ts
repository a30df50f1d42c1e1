import 'server-only';
import { readFileSync } from 'node:fs';
import { imageSize } from 'image-size';
import sharp from 'sharp';
import { keep, keptFile, readKept } from '@/lib/files/buildCache';
import { publicFile, shownPath } from '@/lib/files/publicFile';
import { pictureCacheDir, type PictureFormat } from '@/lib/files/pictureFile';
import type { Variant, VariantFormat } from './responsivePicture';

// Build time only: sharp (libvips, whose prebuilt binaries come as npm packages) writes the variants.

/**
 * How each format is encoded: AVIF at effort 3, several times faster than the default for files about as small,
 * and quality 45, the smallest that shows no loss in a screenshot; the others at each format's usual web settings.
 */
export const ENCODING = {
  avif: { quality: 45, effort: 3 },
  webp: { quality: 75 },
  jpeg: { quality: 78, mozjpeg: true },
  png: { compressionLevel: 9 },
  gif: {},
} as const satisfies Record<VariantFormat, object>;

/** Counts what was encoded rather than read from the cache, so a test can tell a second build does nothing. */
export const encoderStats = { encoded: 0, cached: 0 };

/**
 * The picture upright (its EXIF orientation applied), at `width` px, in sRGB (sharp converts from any embedded
 * colour profile and writes none): the same as every browser shows it. A GIF keeps its frames; an SVG is drawn
 * at that width.
 */
function pipeline(file: string, width: number, sourceFormat: PictureFormat) {
  if (sourceFormat === 'svg') {
    // Drawn at the density that gives `width` px, rather than at its own size and scaled up.
    const own = imageSize(readFileSync(file)).width;
    return sharp(file, { density: (72 * width) / own }).resize({ width });
  }
  return sharp(file, { animated: sourceFormat === 'gif', limitInputPixels: false })
    .rotate()
    .resize({ width, withoutEnlargement: true });
}

/** Reads the file the cache holds under `key`, or makes it, keeps it and returns it. */
function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = keptFile(pictureCacheDir(), key);
  const hit = readKept(file);
  if (hit) {
    encoderStats.cached++;
    return Promise.resolve(hit);
  }
  return make().then((data) => {
    encoderStats.encoded++;
    try {
      keep(file, data);
    } catch {
      // A cache that cannot be written only costs the next build the encoding again.
    }
    return data;
  });
}

/** The key a variant is kept under: the picture's bytes, and everything that decides the output. */
const cacheKey = (parts: object) => JSON.stringify({ sharp: sharp.versions.sharp, vips: sharp.versions.vips, ...parts });

/** One variant's bytes, from the cache when the same picture was written with the same settings before. */
export function encodeVariant(variant: Variant): Promise<Buffer> {
  const { src, hash, width, format, sourceFormat } = variant;
  const key = cacheKey({ hash, width, format, options: ENCODING[format] });
  return cached(key, () =>
    pipeline(publicFile(src), width, sourceFormat)
      .toFormat(format, ENCODING[format])
      .toBuffer()
      .catch((error: Error) => {
        throw new Error(`${shownPath(publicFile(src))} could not be written at ${width} px as ${format}: ${error.message}`);
      }),
  );
}

/**
 * A raster picture as a PNG data URL that fills a `width` × `height` box (`cover` crops to it, `contain` fits
 * inside), upright and in sRGB: what next/og draws into the link previews and home-screen icons, which would
 * otherwise embed the whole original and ignore its orientation.
 */
export async function drawablePicture(src: string, hash: string, box: { width: number; height: number; fit: 'cover' | 'contain' }): Promise<string> {
  const key = cacheKey({ hash, drawable: box });
  const data = await cached(key, () =>
    sharp(publicFile(src), { limitInputPixels: false })
      .rotate()
      .resize({ ...box, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer(),
  );
  return `data:image/png;base64,${data.toString('base64')}`;
}
