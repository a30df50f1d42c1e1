import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import sharp from 'sharp';
import { keep, keptFile, readKept } from '@/lib/files/buildCache';
import { importedSources } from '@/lib/files/importedSources';
import { installedPackage } from '@/lib/files/installedPackage';
import { publicFile } from '@/lib/files/publicFile';
import type { Image } from '@/content/fields';
import type { Project } from '@/content/schema';
import { site } from '@/content/site';
import { fontsFor } from '@/lib/fonts/drawingFonts';
import { oncePer } from '@/lib/oncePer';
import { directionOf, inLanguage } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import { drawablePicture } from '@/lib/pictures/pictureEncoder';
import { HOME_SCREEN_ICONS, type HomeScreenIcon, pageLabel, type PreviewedPage, SHARE_IMAGE_SIZE } from '@/lib/seo/previews';
import { formatPostDate } from '@/lib/i18n/dates';
import { type Post, postPath } from '@/lib/posts/posts';
import { projectPath } from '@/lib/projectPages';
import { pageUrl } from '@/lib/seo/siteUrl';
import HomeScreenIconArt, { homeScreenLogoSize } from './HomeScreenIconArt';
import PicturePreviewCard, { SHARE_PICTURE_SIZE } from './PicturePreviewCard';
import PreviewCard from './PreviewCard';

// Drawn at build time only: next/og (satori and resvg) turns these into the PNG files the export serves.

const fontData = oncePer((file: string) => readFileSync(file));

/**
 * The fonts that draw a preview's text: Inter, its Latin Extended subset under a name of its own, and for a script it
 * cannot draw a font that can (lib/fonts/drawingFonts.ts; a character none draws stops the build, naming the preview).
 * Two files of one name and weight are one font to satori, which then fetched what the first lacks ("Ł", "Ş") from
 * the network, and drew nothing when it could not.
 */
export function fontsOf(text: string, what: string) {
  return fontsFor(text, what).map(({ family, weight, file }) => ({ name: family, weight, style: 'normal' as const, data: fontData(file) }));
}

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
const shownAddress = (path: string) =>
  pageUrl(path)
    .replace(/^https?:\/\//, '')
    .replace(/\/$/, '');

/**
 * A link preview as the export serves it: a PNG of at most 256 colours, a third or less of next/og's full-colour file
 * for the same 1200 × 630 picture, which every site that shows previews (LinkedIn, X, Bluesky, Mastodon…) takes as any
 * PNG. A blog's posts each have one, so it is much of what a post costs the deploy: dithered lightly (0.3), which
 * keeps the background's glow from banding at a fifth fewer bytes than full dithering (docs/performance.md).
 */
async function asPreviewPng(drawn: ImageResponse): Promise<Buffer> {
  return sharp(Buffer.from(await drawn.arrayBuffer()))
    .png({ palette: true, quality: 90, dither: 0.3, effort: 7 })
    .toBuffer();
}
const pngResponse = (png: Buffer) => new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });

/** A page's link preview in a language: the page's label, the owner's name and role, and the page's address. */
export async function drawPreviewImage(route: PreviewedPage, language: string): Promise<Response> {
  const { site: content, words } = await contentIn(language);
  const card = { kicker: pageLabel(route, content, words), name: content.name, role: content.role, address: shownAddress(inLanguage(language, route)) };
  const drawn = new ImageResponse(<PreviewCard logo={await logoUrl()} {...card} rtl={directionOf(language) === 'rtl'} />, {
    ...SHARE_IMAGE_SIZE,
    fonts: fontsOf(Object.values(card).join(' '), `The ${language} link preview of ${route}`),
  });
  return pngResponse(await asPreviewPng(drawn));
}

/** A project's link preview in a language: its picture, its title and the owner's name, and its page's address. */
export async function drawProjectPreviewImage(project: Project, language: string): Promise<Response> {
  const { site: content, words } = await contentIn(language);
  const picture = await dataUrl(project.image, { ...SHARE_PICTURE_SIZE, fit: 'cover' });
  const card = { kicker: `${words.previews.projectBy} ${content.name}`, title: project.title, address: shownAddress(projectPath(project, language)) };
  const drawn = new ImageResponse(<PicturePreviewCard picture={picture} {...card} rtl={directionOf(language) === 'rtl'} />, {
    ...SHARE_IMAGE_SIZE,
    fonts: fontsOf(Object.values(card).join(' '), `The ${language} link preview of ${project.title}`),
  });
  return pngResponse(await asPreviewPng(drawn));
}

/**
 * Where each post's link preview is kept between builds, by a hash of what it shows and of how it is drawn (this
 * file and every module it imports, content/ aside, found from the imports; and Next's version): a blog of hundreds draws only its new or changed posts' again.
 * `PREVIEW_CACHE` moves it.
 */
const previewCache = () => process.env.PREVIEW_CACHE || join(process.cwd(), '.cache', 'posts', 'previews');
let drawing: string | undefined;
const drawingKey = () => (drawing ??= `${importedSources(join('components', 'drawn-at-build', 'draw.tsx'))}\0${readFileSync(join(installedPackage('next'), 'package.json'), 'utf8')}`);

async function drawnOnce(shown: unknown, draw: () => Promise<ImageResponse>): Promise<Response> {
  const file = keptFile(previewCache(), `${drawingKey()}\0${JSON.stringify(shown)}`, '.png');
  let png = readKept(file);
  if (!png) {
    png = await asPreviewPng(await draw());
    keep(file, png);
  }
  return pngResponse(png);
}

/** A post's link preview, in its language: its picture (or the logo), its title, its author and date, and its page's address. */
export async function drawPostPreviewImage(post: Post): Promise<Response> {
  const { site: content } = await contentIn(post.language);
  const card = { kicker: `${content.name} · ${formatPostDate(post.date, post.language)}`, title: post.title, address: shownAddress(postPath(post)) };
  const rtl = directionOf(post.language) === 'rtl';
  // The picture by its file's hash, the logo likewise: the same files draw the same preview.
  const shown = { card, picture: post.image?.hash ?? site.logo.hash, logo: site.logo.src, size: SHARE_IMAGE_SIZE, ...(rtl && { rtl }) };
  return drawnOnce(shown, async () => {
    const picture = post.image ? await dataUrl(post.image, { ...SHARE_PICTURE_SIZE, fit: 'cover' }) : await logoUrl();
    return new ImageResponse(<PicturePreviewCard picture={picture} fit={post.image ? 'cover' : 'contain'} {...card} rtl={rtl} />, {
      ...SHARE_IMAGE_SIZE,
      fonts: fontsOf(Object.values(card).join(' '), `The link preview of ${post.file}`),
    });
  });
}

/** A home-screen icon, drawn from the logo. */
export async function drawHomeScreenIcon(icon: HomeScreenIcon): Promise<ImageResponse> {
  const size = HOME_SCREEN_ICONS[icon];
  return new ImageResponse(<HomeScreenIconArt logo={await logoUrl()} size={size} />, { width: size, height: size, fonts: fontsOf('', 'A home-screen icon') });
}
