/** @jest-environment node */
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { drawablePicture, encodeVariant, encoderStats } from '@/lib/pictures/pictureEncoder';
import type { Variant, VariantFormat } from '@/lib/pictures/responsivePicture';

// The variants the build writes, decoded again: upright, in sRGB, at their width, and made once for good.

let publicDir: string;
let cacheDir: string;
const saved = { PUBLIC_DIR: process.env.PUBLIC_DIR, PICTURE_CACHE: process.env.PICTURE_CACHE };

beforeAll(async () => {
  publicDir = mkdtempSync(join(tmpdir(), 'encoder-public-'));
  mkdirSync(join(publicDir, 'assets'));
  process.env.PUBLIC_DIR = publicDir;
  // A portrait as a phone stores it: 300 × 200 pixels on their side, EXIF orientation 6, red along its upright top.
  const upright = await sharp({ create: { width: 200, height: 300, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .composite([{ input: { create: { width: 200, height: 60, channels: 3, background: { r: 220, g: 30, b: 30 } } }, top: 0, left: 0 }])
    .png()
    .toBuffer();
  await sharp(upright)
    .rotate(270)
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .toFile(join(publicDir, 'assets', 'portrait.jpg'));
  // A screenshot taken on a wide-gamut display: pure Display P3 red, with its profile.
  await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .withIccProfile('p3')
    .png()
    .toFile(join(publicDir, 'assets', 'p3.png'));
});

beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'encoder-cache-'));
  process.env.PICTURE_CACHE = cacheDir;
});

afterAll(() => Object.assign(process.env, saved));

const variant = (src: string, width: number, format: VariantFormat, hash = src): Variant => ({
  src,
  hash,
  sourceFormat: src.endsWith('.jpg') ? 'jpg' : 'png',
  width,
  format,
  file: 'unused',
});

describe('a variant', () => {
  it.each(['avif', 'webp', 'jpeg'] as const)('of a photo a phone stored sideways is upright, at its width, as %s', async (format) => {
    const data = await encodeVariant(variant('/assets/portrait.jpg', 100, format));
    const { width, height, format: written, orientation } = await sharp(data).metadata();
    expect({ width, height, written, orientation }).toEqual({ width: 100, height: 150, written: format === 'avif' ? 'heif' : format, orientation: undefined });
    // Its top edge is the red one.
    const [r, g, b] = await sharp(data).extract({ left: 50, top: 5, width: 1, height: 1 }).raw().toBuffer();
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(140);
  });

  it('is never wider than its picture', async () => {
    const data = await encodeVariant(variant('/assets/p3.png', 400, 'png'));
    expect((await sharp(data).metadata()).width).toBe(120);
  });

  it('of a wide-gamut picture is in sRGB, with no profile left for a browser to misread', async () => {
    const data = await encodeVariant(variant('/assets/p3.png', 60, 'webp'));
    const { icc, space } = await sharp(data).metadata();
    expect(icc).toBeUndefined();
    expect(space).toBe('srgb');
    // P3's red lies outside sRGB: converted, it is sRGB's most saturated red, not a duller one read as sRGB.
    const [r, g, b] = await sharp(data).extract({ left: 30, top: 30, width: 1, height: 1 }).raw().toBuffer();
    expect(r).toBeGreaterThan(240);
    expect(g + b).toBeLessThan(30);
  });
});

describe('the cache', () => {
  it('keeps each variant by the picture’s bytes and the settings, so a second build encodes nothing', async () => {
    const first = { ...encoderStats };
    const made = await encodeVariant(variant('/assets/portrait.jpg', 80, 'webp', 'a1'));
    expect(encoderStats.encoded - first.encoded).toBe(1);
    expect(readdirSync(cacheDir)).toHaveLength(1);
    const second = { ...encoderStats };
    expect(await encodeVariant(variant('/assets/portrait.jpg', 80, 'webp', 'a1'))).toEqual(made);
    expect(encoderStats.encoded - second.encoded).toBe(0);
    expect(encoderStats.cached - second.cached).toBe(1);
  });

  it('makes a new variant when the bytes (their hash), the width or the format change', async () => {
    await encodeVariant(variant('/assets/portrait.jpg', 80, 'webp', 'a1'));
    const before = encoderStats.encoded;
    await encodeVariant(variant('/assets/portrait.jpg', 80, 'webp', 'b2'));
    await encodeVariant(variant('/assets/portrait.jpg', 90, 'webp', 'a1'));
    await encodeVariant(variant('/assets/portrait.jpg', 80, 'avif', 'a1'));
    expect(encoderStats.encoded - before).toBe(3);
    expect(readdirSync(cacheDir)).toHaveLength(4);
  });

  it('only costs the encoding again when it cannot be written', async () => {
    writeFileSync(join(cacheDir, 'blocked'), '');
    process.env.PICTURE_CACHE = join(cacheDir, 'blocked', 'inside-a-file');
    const data = await encodeVariant(variant('/assets/portrait.jpg', 40, 'webp'));
    expect((await sharp(data).metadata()).width).toBe(40);
  });
});

describe('what link previews and icons draw', () => {
  it('is the picture upright, cropped to fill the box it is drawn in', async () => {
    const url = await drawablePicture('/assets/portrait.jpg', 'p1', { width: 90, height: 120, fit: 'cover' });
    const data = Buffer.from(url.replace(/^data:image\/png;base64,/, ''), 'base64');
    expect(await sharp(data).metadata()).toMatchObject({ format: 'png', width: 90, height: 120 });
    // Cropped from the middle of the upright portrait, whose red band runs along its top.
    const [r, g, b] = await sharp(data).extract({ left: 45, top: 2, width: 1, height: 1 }).raw().toBuffer();
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(140);
  });
});
