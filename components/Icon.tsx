import type { IconType } from 'react-icons';
import { asset } from '@/lib/asset';
import { drawnAsPictures, iconDrawing, iconHref, type Sheet } from '@/lib/glyphs/glyphSheets';

type Props = {
  icon: IconType;
  className?: string;
} & (
  | {
      /** What a screen reader announces (and the tooltip); without it the icon is decoration, hidden from them. */
      label?: string;
      /** The part of the site it is shown in, whose file of drawings holds it (lib/glyphs/glyphSheets). */
      sheet: Sheet;
      inline?: never;
    }
  | {
      /**
       * Drawn into the markup rather than pointed at, for an icon that first appears while the page is in use (the
       * background control): a file's first <use> makes the browser fetch it and build it a document of its own, a
       * main-thread task at that moment. Decoration only.
       */
      inline: true;
      label?: never;
      sheet?: never;
    }
);

/**
 * A react-icons icon, a 1em square (the global `.glyph`), drawn at build time into its part's SVG file (lib/glyphs/glyphSheets)
 * and shown from there: in a link or a button with <use>, in the colour of the text around it, so it follows its
 * link or button in every state; in the content as a picture, in the colour the design gives it there, fetched
 * after the page's own pictures. Or drawn inline.
 */
export default function Icon({ icon, className, label, sheet, inline }: Props) {
  const classes = className ? `glyph ${className}` : 'glyph';
  if (sheet && drawnAsPictures(sheet)) {
    // The tooltip as the <use> icons have it (their <title>).
    // biome-ignore lint/performance/noImgElement: a static export has no image server; the sheet is already drawn at its size.
    return <img className={classes} alt={label ?? ''} title={label} fetchPriority="low" decoding="async" src={asset(iconHref(icon, sheet))} />;
  }
  // Named where it says something, else hidden from assistive technology.
  const [role, hidden] = label ? (['img', undefined] as const) : ([undefined, true] as const);
  if (inline) {
    const { props, shapes } = iconDrawing(icon);
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the shapes are react-icons' own markup, written at build time, never content's.
      <svg className={classes} role={role} aria-label={label} aria-hidden={hidden} focusable="false" {...props} dangerouslySetInnerHTML={{ __html: shapes }} />
    );
  }
  return (
    <svg className={classes} role={role} aria-label={label} aria-hidden={hidden} focusable="false">
      {label && <title>{label}</title>}
      <use href={asset(iconHref(icon, sheet))} />
    </svg>
  );
}
