import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { publicFile } from '@/lib/files/publicFile';
import type { Image, Project } from '@/content/schema';
import { site } from '@/content/site';
import { interFonts } from '@/lib/fonts/interFonts';
import { drawablePicture } from '@/lib/pictures/pictureEncoder';
import { HOME_SCREEN_ICONS, type HomeScreenIcon, pageLabel, type PreviewedPage, SHARE_IMAGE_SIZE } from '@/lib/seo/previews';
import { formatPostDate } from '@/lib/posts/postDate';
import { type Post, postPath } from '@/lib/posts/posts';
import { projectPath } from '@/lib/projectPages';
import { pageUrl } from '@/lib/seo/siteUrl';
import HomeScreenIconArt, { homeScreenLogoSize } from './HomeScreenIconArt';
import PictureShareCard, { SHARE_PICTURE_SIZE } from './PictureShareCard';
import ShareCard from './ShareCard';

// Drawn at build time only: next/og (satori and resvg) turns these into the PNG files the export serves.

const fonts = interFonts.map(({ weight, file }) => ({ name: 'Inter', weight, style: 'normal' as const, data: readFileSync(file) }));

/**
 * A picture under public/ as a data URL, which next/og draws without fetching anything: an SVG as it is, a raster
 * picture upright, in sRGB and at the size it is drawn (next/og would embed the whole original, sideways if a
 * phone stored it so).
 */
function dataUrl(image: Image, box: { width: number; height: number; fit: 'cover' | 'contain' }): Promise<string> {
  if (image.format === 'svg') return Promise.resolve(`data:image/svg+xml;base64,${readFileSync(publicFile(image.src)).toString('base64')}`);
  return drawablePicture(image.src, image.hash, box);
}

/** The logo, made once for every picture, at the largest size any of them draws it (the 512 px icon's). */
const LOGO_BOX = Math.max(...Object.values(HOME_SCREEN_ICONS).map(homeScreenLogoSize));
let logo: Promise<string> | undefined;
const logoUrl = () => (logo ??= dataUrl(site.logo, { width: LOGO_BOX, height: LOGO_BOX, fit: 'contain' }));

/** A page's address as a link preview shows it: without the scheme or the trailing slash. */
const shownAddress = (path: string) => pageUrl(path).replace(/^https?:\/\//, '').replace(/\/$/, '');

/** A page's link preview: the page's label, the owner's name and role, and the page's address. */
export async function drawShareImage(route: PreviewedPage): Promise<ImageResponse> {
  return new ImageResponse(
    <ShareCard logo={await logoUrl()} kicker={pageLabel(route)} name={site.name} role={site.role} address={shownAddress(route)} />,
    { ...SHARE_IMAGE_SIZE, fonts },
  );
}

/** A project's link preview: its picture, its title and the owner's name, and its page's address. */
export async function drawProjectShareImage(project: Project): Promise<ImageResponse> {
  const picture = await dataUrl(project.image, { ...SHARE_PICTURE_SIZE, fit: 'cover' });
  return new ImageResponse(
    <PictureShareCard picture={picture} kicker={`A project by ${site.name}`} title={project.title} address={shownAddress(projectPath(project))} />,
    { ...SHARE_IMAGE_SIZE, fonts },
  );
}

/**
 * Where each post's link preview is kept between builds, by a hash of what it shows and of how it is drawn (the
 * drawing's own files and Next's version): a blog of hundreds draws only its new or changed posts' again.
 * `SHARE_CACHE` moves it.
 */
const shareCache = () => process.env.SHARE_CACHE || join(process.cwd(), '.cache', 'posts', 'share');
const DRAWING = ['draw.tsx', 'PictureShareCard.tsx']
  .map((file) => readFileSync(join(process.cwd(), 'components', 'drawn-at-build', file), 'utf8'))
  .concat(readFileSync(join(process.cwd(), 'node_modules', 'next', 'package.json'), 'utf8'))
  .join('\0');

async function drawnOnce(shown: unknown, draw: () => Promise<ImageResponse>): Promise<Response> {
  const file = join(shareCache(), `${createHash('sha256').update(`${DRAWING}\0${JSON.stringify(shown)}`).digest('hex')}.png`);
  let png: Buffer;
  try {
    png = readFileSync(file);
  } catch {
    png = Buffer.from(await (await draw()).arrayBuffer());
    mkdirSync(shareCache(), { recursive: true });
    writeFileSync(file, png);
  }
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}

/** A post's link preview: its picture (or the logo), its title, its author and date, and its page's address. */
export async function drawPostShareImage(post: Post): Promise<Response> {
  const card = { kicker: `${site.name} · ${formatPostDate(post.date, post.language)}`, title: post.title, address: shownAddress(postPath(post)) };
  // The picture by its file's hash, the logo likewise: the same files draw the same preview.
  const shown = { card, picture: post.image?.hash ?? site.logo.hash, logo: site.logo.src, size: SHARE_IMAGE_SIZE };
  return drawnOnce(shown, async () => {
    const picture = post.image ? await dataUrl(post.image, { ...SHARE_PICTURE_SIZE, fit: 'cover' }) : await logoUrl();
    return new ImageResponse(<PictureShareCard picture={picture} fit={post.image ? 'cover' : 'contain'} {...card} />, { ...SHARE_IMAGE_SIZE, fonts });
  });
}

/** A home-screen icon, drawn from the logo. */
export async function drawHomeScreenIcon(icon: HomeScreenIcon): Promise<ImageResponse> {
  const size = HOME_SCREEN_ICONS[icon];
  return new ImageResponse(<HomeScreenIconArt logo={await logoUrl()} size={size} />, { width: size, height: size, fonts });
}
