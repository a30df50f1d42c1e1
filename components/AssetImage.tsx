import type { Image as ImageContent } from '@/content/fields';
import type { PictureLayoutName } from '@/lib/pictures/pictureLayouts';
import { untranslatedMark } from '@/lib/content/contentIn';
import { responsivePicture } from '@/lib/pictures/responsivePicture';

type Props = {
  image: ImageContent;
  /** How wide the component shows it (lib/pictures/pictureLayouts.ts): which of its variants a browser chooses among. */
  layout: PictureLayoutName;
  className?: string;
  /**
   * For the image that paints first on its page (its largest): never lazy, and fetched before any other
   * (scripts/build/passes/preload-first-picture.mjs preloads it). Every other picture is fetched at low priority, even once
   * Chromium sees it on screen and would raise it: on a slow connection it then waits for the first, rather than
   * sharing the bandwidth with it.
   */
  eager?: boolean;
  /**
   * The page's language, where the picture's description is the owner's content: one its translation left in the
   * first language's words carries that language (and its direction), as any untranslated text does.
   */
  language?: string;
};

/**
 * A picture from public/assets, at its intrinsic size so nothing shifts while it loads, as the variants the build
 * wrote of it (AVIF, WebP, and a format every engine reads, at the widths the layout shows it at), so the browser
 * fetches the smallest that fills the space at its pixel density. Plain elements: a static export has no image
 * server, so next/image would add only its client script.
 */
export default function AssetImage({ image, layout, className, eager = false, language }: Props) {
  const { src, srcSet, sizes, sources } = responsivePicture(image, layout);
  const img = (
    // src last: an <img> that React makes on a client-side page change starts fetching once src is set, so how
    // (lazily, at what width) must be known by then.
    // biome-ignore lint/performance/noImgElement: a static export has no image server (see above); the variants are made at build.
    <img
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'low'}
      decoding="async"
      width={image.width}
      height={image.height}
      alt={image.alt}
      {...(language && untranslatedMark(language, image.alt))}
      className={className}
      sizes={sizes}
      srcSet={srcSet}
      src={src}
    />
  );
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
