import type { Image as ImageContent } from '@/content/schema';
import { asset } from '@/lib/asset';

type Props = {
  image: ImageContent;
  className?: string;
  /** For the image that paints first on its page (its largest), so it is not lazy-loaded. */
  eager?: boolean;
};

/**
 * An image from public/assets, at its intrinsic size so nothing shifts while it loads. A plain `<img>`: a static
 * export serves pictures as they are, so next/image would add only its client script.
 */
export default function AssetImage({ image, className, eager = false }: Props) {
  return (
    <img
      src={asset(image.src)}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
