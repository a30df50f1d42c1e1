import Image from 'next/image';
import type { Image as ImageContent } from '@/content/schema';
import { asset } from '@/lib/asset';

type Props = {
  image: ImageContent;
  className?: string;
  /** For the image that paints first on its page (its largest), so it is not lazy-loaded. */
  eager?: boolean;
};

/** An image from public/assets, at its intrinsic size so nothing shifts while it loads. */
export default function AssetImage({ image, className, eager = false }: Props) {
  return (
    <Image
      src={asset(image.src)}
      width={image.width}
      height={image.height}
      alt={image.alt}
      className={className}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
