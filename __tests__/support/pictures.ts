import type { Image } from '@/content/fields';
import { DENSITIES, LAYOUT_VIEWPORTS, type PictureLayoutName, pictureLayouts, shownWidth, sizesAttribute } from '@/lib/pictures/pictureLayouts';
import { BASE_PATH } from './basePath';
import { required } from '../../lib/required';

/** A srcset's candidates: each URL and the width it declares. */
export function candidates(srcset: string | null | undefined): { url: string; width: number }[] {
  return (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => url)
    .map(([url, descriptor]) => ({ url, width: Number(descriptor.replace(/w$/, '')) }));
}

/**
 * The picture is the content's, with its alt text and the size of its file (so nothing shifts), as variants the
 * build wrote of it under the base path: AVIF and WebP sources, a fallback every engine reads, never wider than a
 * raster file (an SVG is drawn at any width), and for a phone's and a laptop's screen at 1× and 2× a variant that
 * fills the space without being wider than it.
 */
export function expectPicture(img: HTMLElement, image: Image, layout: PictureLayoutName) {
  expect(img).toHaveAttribute('alt', image.alt);
  expect(img).toHaveAttribute('width', String(image.width));
  expect(img).toHaveAttribute('height', String(image.height));
  const picture = required(img.parentElement);
  expect(picture.tagName).toBe('PICTURE');
  const sources = [...picture.querySelectorAll('source')];
  const sets = [...sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset')]), [undefined, img.getAttribute('srcset')]];
  expect(sources.map((source) => source.getAttribute('type'))).toEqual(image.format === 'gif' ? ['image/webp'] : ['image/avif', 'image/webp']);
  const stem = image.src.slice(image.src.lastIndexOf('/') + 1, image.src.lastIndexOf('.'));
  const sizes = sizesAttribute(pictureLayouts[layout]);
  const widest = image.format === 'svg' ? Infinity : image.width;
  for (const element of [...sources, img]) expect(element).toHaveAttribute('sizes', sizes);
  for (const [, srcset] of sets) {
    const offered = candidates(srcset);
    for (const { url } of offered) expect(url).toMatch(new RegExp(`^${BASE_PATH}/pictures/${stem}-${image.hash}-\\d+\\.\\w+$`));
    const widths = offered.map((candidate) => candidate.width);
    expect(Math.max(...widths)).toBeLessThanOrEqual(widest);
    for (const viewport of LAYOUT_VIEWPORTS) {
      for (const density of DENSITIES) {
        const needed = Math.min(shownWidth(pictureLayouts[layout], viewport) * density, widest);
        const chosen = Math.min(...widths.filter((width) => width >= needed - 0.001));
        expect({ viewport, density, chosen }).toEqual({ viewport, density, chosen: Math.ceil(needed - 0.001) });
      }
    }
  }
  const fallback = candidates(img.getAttribute('srcset'));
  expect(img.getAttribute('src')).toBe(fallback[fallback.length - 1].url);
  // What a browser that takes neither AVIF nor WebP shows: a PNG where the picture may be transparent, else a JPEG.
  expect(img.getAttribute('src')).toMatch(image.format === 'gif' ? /\.gif$/ : image.transparent ? /\.png$/ : /\.jpg$/);
}
