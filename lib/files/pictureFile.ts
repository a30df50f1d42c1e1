import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { missingPublicFile, publicFile, shownPath } from './publicFile';

/** The largest picture the build takes: beyond this, the owner should scale it down first. */
export const PICTURE_LIMITS = { megapixels: 50, megabytes: 25 } as const;

/** Formats a browser shows and the build's picture pipeline (sharp) reads, as image-size names them. */
const rasterFormats = { png: 'PNG', jpg: 'JPEG', gif: 'GIF', webp: 'WebP', avif: 'AVIF' } as const;
export type PictureFormat = keyof typeof rasterFormats | 'svg';

/**
 * What the build knows of a picture file: its upright size, its format, whether it may be transparent (a PNG with
 * an alpha channel or a transparent colour; any WebP, AVIF or GIF, whose headers say less plainly; any SVG, which
 * leaves what it does not draw clear), and a short hash of its bytes.
 */
export type PictureFile = { width: number; height: number; format: PictureFormat; transparent: boolean; hash: string };

/**
 * Where the build keeps what it has worked out from pictures (this check's results, and the resized variants):
 * keyed by the pictures' bytes, so it is never stale, and git-ignored. `PICTURE_CACHE` moves it.
 */
export function pictureCacheDir(): string {
  return process.env.PICTURE_CACHE || join(process.cwd(), '.cache', 'pictures');
}

/** HEIF's brands for HEVC pictures (an iPhone's HEIC photos), which sharp's prebuilt libvips cannot decode. */
const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
/** A PNG's colour type (in its header) has alpha, or a tRNS chunk, which comes before the pixels, makes a colour transparent. */
const isTransparentPng = (bytes: Buffer) => [4, 6].includes(bytes[25]) || bytes.subarray(0, bytes.indexOf('IDAT', 0, 'latin1')).includes('tRNS', 0, 'latin1');

const isHeic = (bytes: Buffer) => bytes.toString('latin1', 4, 8) === 'ftyp' && heicBrands.has(bytes.toString('latin1', 8, 12));

/**
 * Whether sharp decodes every pixel of the picture (a truncated download or a damaged file fails here, where its
 * header alone reads fine), or why not. The decoders are asynchronous and the content is checked synchronously
 * when its module loads, so it runs in a child process, once per picture: the answer is cached by the bytes' hash.
 */
function decodeProblem(file: string, hash: string): string | undefined {
  const marker = join(pictureCacheDir(), 'decoded', hash);
  if (existsSync(marker)) return undefined;
  const script = "require('sharp')(process.argv[1], { failOn: 'warning', limitInputPixels: false }).stats().catch((e) => { console.error(e.message); process.exit(1); })";
  const run = spawnSync(process.execPath, ['-e', script, file], { cwd: process.cwd(), encoding: 'utf8' });
  if (run.status !== 0) return (run.stderr || run.error?.message || 'it could not be decoded').trim().split('\n')[0];
  try {
    mkdirSync(join(pictureCacheDir(), 'decoded'), { recursive: true });
    writeFileSync(marker, '');
  } catch {
    // A cache that cannot be written only costs the next build the same check.
  }
  return undefined;
}

/** A picture under public/ as the build uses it, or the sentence that says what is wrong with it. */
export function readPictureFile(src: string): PictureFile | string {
  const missing = missingPublicFile(src);
  if (missing) return missing;
  const file = publicFile(src);
  const shown = shownPath(file);
  const bytes = readFileSync(file);
  if (bytes.length > PICTURE_LIMITS.megabytes * 1024 * 1024) {
    return `${shown} is ${(bytes.length / 1024 / 1024).toFixed(1)} MB, over the limit of ${PICTURE_LIMITS.megabytes} MB: scale it down or export it again (for example as a JPEG at quality 85)`;
  }
  if (isHeic(bytes)) {
    return `${shown} is a HEIC photo, which the build cannot read: convert it to JPEG (on a Mac, open it in Preview and choose File → Export → JPEG; on an iPhone, set Settings → Camera → Formats → Most Compatible)`;
  }
  let size: ReturnType<typeof imageSize> | undefined;
  try {
    size = imageSize(bytes);
  } catch {
    // Reported below.
  }
  if (!size || !(size.width > 0 && size.height > 0)) {
    return `${shown} is not a picture whose size can be read (PNG, JPEG, GIF, WebP, AVIF, or SVG with a width and height or a viewBox)`;
  }
  const type = size.type === 'jpeg' ? 'jpg' : size.type;
  if (type !== 'svg' && !(String(type) in rasterFormats)) {
    return `${shown} is a ${String(size.type).toUpperCase()} picture, which browsers do not all show: convert it to PNG or JPEG`;
  }
  const format = type as PictureFormat;
  // EXIF orientations 5 to 8 turn the picture a quarter: the browser shows it, and the build writes it, upright.
  const sideways = (size.orientation ?? 1) >= 5;
  const width = sideways ? size.height : size.width;
  const height = sideways ? size.width : size.height;
  if (format !== 'svg' && width * height > PICTURE_LIMITS.megapixels * 1e6) {
    return `${shown} is ${width} × ${height} px (${((width * height) / 1e6).toFixed(0)} megapixels), over the limit of ${PICTURE_LIMITS.megapixels}: scale it down first`;
  }
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  if (format !== 'svg') {
    const problem = decodeProblem(file, hash);
    if (problem) return `${shown} cannot be read as a ${rasterFormats[format]} picture (${problem}): it is damaged or incomplete; save or download it again`;
  }
  const transparent = format === 'png' ? isTransparentPng(bytes) : ['gif', 'webp', 'avif', 'svg'].includes(format);
  return { width, height, format, transparent, hash };
}
