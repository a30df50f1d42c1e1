import type { IconType } from 'react-icons';
import { asset } from '@/lib/asset';
import { type IconTone, iconPath } from '@/lib/icons';

type Props = {
  icon: IconType;
  /** The palette's tone it is drawn in (lib/icons.ts lists which icons each tone has). */
  tone: IconTone;
  className?: string;
  /** What a screen reader announces (and the tooltip); without it the icon is decoration, hidden from them. */
  label?: string;
};

/**
 * A react-icons icon as a picture drawn at build time: a 1em square in one of the palette's tones, loaded lazily
 * so that no page's first paint waits for it, and sized so nothing shifts when it arrives.
 */
export default function Icon({ icon, tone, className, label }: Props) {
  return (
    <img
      className={className ? `glyph ${className}` : 'glyph'}
      src={asset(iconPath(icon, tone))}
      alt={label ?? ''}
      title={label}
      width={24}
      height={24}
      loading="lazy"
      decoding="async"
    />
  );
}
