import { about } from '@/content/about';
import { experience } from '@/content/experience';
import type { PictureFormat } from '@/lib/files/pictureFile';
import { projects, showcase } from '@/content/projects';
import type { Image } from '@/content/fields';
import { site } from '@/content/site';
import { asset } from '../asset';
import { posts } from '../posts/posts';
import { layoutWidths, type PictureLayoutName, pictureLayouts, sizesAttribute } from './pictureLayouts';
import { required } from '../required';

// The build writes each picture of the content at the widths its layouts show it at (lib/pictures/pictureLayouts.ts), in
// AVIF and WebP and a format every engine reads, under /pictures/; a page offers them with <picture>, srcset and
// sizes, so a phone fetches no more pixels than it shows. An SVG is drawn into pixels too: shown by an <img>, each
// is a document of its own that the browser parses, styles and lays out on the main thread, where a raster picture
// is decoded off it.

/** Every picture the pages show, and how: which layouts each appears in decides the widths it is written at. */
const SHOWN: [Image, PictureLayoutName][] = [
  [site.logo, 'navbarLogo'],
  ...experience.entries.map((entry): [Image, PictureLayoutName] => [entry.icon, 'experienceIcon']),
  ...projects.entries.flatMap((project): [Image, PictureLayoutName][] => [
    [project.image, 'card'],
    [project.image, 'article'],
  ]),
  ...showcase.images.map((image): [Image, PictureLayoutName] => [image, 'showcase']),
  [about.bio.picture, 'bio'],
  ...posts.flatMap((post): [Image, PictureLayoutName][] => [...(post.image ? [[post.image, 'card'] as [Image, PictureLayoutName]] : []), ...[...post.pictures.values()].map((picture): [Image, PictureLayoutName] => [picture, 'article'])]),
];

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png' | 'gif';

/**
 * The formats a picture is written in, best first; the last is what the `<img>` itself names, for a browser that
 * takes none of the others: a JPEG, or a PNG where the picture may be transparent. A GIF stays animated, which
 * AVIF cannot carry here.
 */
export function variantFormats(image: Image): VariantFormat[] {
  if (image.format === 'gif') return ['webp', 'gif'];
  return ['avif', 'webp', image.transparent ? 'png' : 'jpeg'];
}

const MEDIA_TYPES: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export const variantMediaType = (format: VariantFormat) => MEDIA_TYPES[format];

/** One file the build writes of a picture. */
export type Variant = { src: string; hash: string; sourceFormat: PictureFormat; width: number; format: VariantFormat; file: string };

const layoutsOf = (image: Image) => [...new Set(SHOWN.filter(([shown]) => shown.src === image.src).map(([, layout]) => layout))];

/** The widest a picture is written: a raster file's own width; an SVG is drawn at any, its own only giving its shape. */
const widestOf = (image: Image) => (image.format === 'svg' ? Infinity : image.width);

/** The widths a picture is written at: each its layouts need, never wider than it can be drawn. */
export function variantWidths(image: Image): number[] {
  const needed = layoutsOf(image).flatMap((layout) => layoutWidths(pictureLayouts[layout]));
  return [...new Set(needed.map((width) => Math.min(width, widestOf(image))))].sort((a, b) => a - b);
}

/** `book-3f9c0a1b2c4d-712.avif`: the file's own name, its bytes' hash (a new picture gets new names), its width. */
function variantFile(image: Image, width: number, format: VariantFormat): string {
  const stem = image.src.slice(image.src.lastIndexOf('/') + 1, image.src.lastIndexOf('.')).replace(/[^\w-]/g, '-');
  return `${stem}-${image.hash}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
}

/** The browser tab's icon, drawn from the logo: a PNG every engine takes (Safari shows no SVG favicon). */
const FAVICON_WIDTH = 64;

function variant(image: Image, width: number, format: VariantFormat): Variant {
  return { src: image.src, hash: image.hash, sourceFormat: image.format, width, format, file: variantFile(image, width, format) };
}

const faviconVariant = (logo: Image) => variant(logo, Math.min(FAVICON_WIDTH, widestOf(logo)), 'png');

/** Every file the build writes under /pictures/ (never none: the logo always gives the favicon). */
export function allVariants(): Variant[] {
  const images = [...new Map(SHOWN.map(([image]) => [image.src, image])).values()];
  const shown = images.flatMap((image) => variantFormats(image).flatMap((format) => variantWidths(image).map((width) => variant(image, width, format))));
  const favicon = faviconVariant(site.logo);
  return shown.some((other) => other.file === favicon.file) ? shown : [...shown, favicon];
}

const variantUrl = (image: Image, width: number, format: VariantFormat) => asset(`/pictures/${variantFile(image, width, format)}`);

const fallbackFormat = (image: Image) => required(variantFormats(image).at(-1), 'a picture’s formats');

/**
 * The one file that stands for a picture where a single URL is wanted (structured data, a browser that takes no
 * srcset), from the site root: its widest variant in the format every engine reads, upright.
 */
export function picturePath(image: Image): string {
  return `/pictures/${variantFile(image, required(variantWidths(image).at(-1), 'a picture’s widths'), fallbackFormat(image))}`;
}

/** What `<picture>` and its `<img>` need to offer a picture in a layout. */
export type ResponsivePicture = {
  src: string;
  srcSet: string;
  sizes: string;
  sources: { type: string; srcSet: string }[];
};

/**
 * A picture as a page offers it in a layout: every width it is written at (those of its other layouts too, which
 * only give the browser more to choose from), per format.
 */
export function responsivePicture(image: Image, layout: PictureLayoutName): ResponsivePicture {
  if (!layoutsOf(image).includes(layout)) {
    throw new Error(`${image.src} is shown in the "${layout}" layout, which lib/pictures/responsivePicture.ts does not list for it: add it to SHOWN so its variants are written`);
  }
  const srcSet = (format: VariantFormat) =>
    variantWidths(image)
      .map((width) => `${variantUrl(image, width, format)} ${width}w`)
      .join(', ');
  const formats = variantFormats(image);
  return {
    src: asset(picturePath(image)),
    srcSet: srcSet(fallbackFormat(image)),
    sizes: sizesAttribute(pictureLayouts[layout]),
    sources: formats.slice(0, -1).map((format) => ({ type: MEDIA_TYPES[format], srcSet: srcSet(format) })),
  };
}

/** The logo as the browser tab's icons: the SVG itself where the browser takes one, and a PNG drawn from it. */
export function faviconsOf(logo: Image): { url: string; type: string; sizes?: string }[] {
  const { width, file } = faviconVariant(logo);
  const png = { url: asset(`/pictures/${file}`), type: MEDIA_TYPES.png, sizes: `${width}x${Math.round((width * logo.height) / logo.width)}` };
  return logo.format === 'svg' ? [{ url: asset(logo.src), type: 'image/svg+xml' }, png] : [png];
}
