import type { IconType } from 'react-icons';
import { asset } from '@/lib/asset';
import { GLYPH_ID, iconPath } from '@/lib/icons';

type Props = {
  icon: IconType;
  className?: string;
  /** What a screen reader announces (and the tooltip); without it the icon is decoration, hidden from them. */
  label?: string;
};

/**
 * A react-icons icon, drawn at build time into its own small SVG file and shown here with <use>: a 1em square (the
 * global `.glyph`) in the colour of the text around it, so it follows its link or button in every state.
 */
export default function Icon({ icon, className, label }: Props) {
  return (
    <svg
      className={className ? `glyph ${className}` : 'glyph'}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
    >
      {label && <title>{label}</title>}
      <use href={`${asset(iconPath(icon))}#${GLYPH_ID}`} />
    </svg>
  );
}
