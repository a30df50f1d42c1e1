import type { IconType } from 'react-icons';
import { asset } from '@/lib/asset';
import { iconId, SPRITE_PATH } from '@/lib/iconSprite';

type Props = {
  icon: IconType;
  className?: string;
  /** What a screen reader announces (and the tooltip); without it the icon is decoration, hidden from them. */
  label?: string;
};

/** A react-icons icon drawn from the site's sprite: 1em square, in the colour of the text around it. */
export default function SpriteIcon({ icon, className, label }: Props) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg className={className} width="1em" height="1em" fill="currentColor" stroke="currentColor" strokeWidth="0" focusable="false" {...named}>
      {label && <title>{label}</title>}
      <use href={`${asset(SPRITE_PATH)}#${iconId(icon)}`} />
    </svg>
  );
}
