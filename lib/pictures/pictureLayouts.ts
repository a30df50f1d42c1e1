/**
 * How wide each kind of picture is shown (its content box, inside any border), as a function of the viewport's width: the `sizes` a browser reads to
 * choose among a picture's variants, and the widths the build writes them at. Each layout is the CSS of the
 * component that shows it worked out by hand (`.container` is min(100vw, 1120px) less a gutter of
 * clamp(16px, 4vw, 32px) each side; grids divide it into columns of at least their minimum, 20 px apart); the
 * browser suite measures every one at several widths, so CSS that drifts from its layout fails there.
 */
import { required } from '../required';

/** Up to the viewport width `below` (exclusive; the last segment has none): shown at `vw`% of it plus `px`. */
type Segment = { below?: number; vw: number; px: number };
export type PictureLayout = readonly Segment[];

/** The screens every picture has variants for: a phone's and a laptop's width, each at 1× and 2× density. */
export const LAYOUT_VIEWPORTS = [390, 1280] as const;
export const DENSITIES = [1, 2] as const;

const fixed = (px: number): PictureLayout => [{ vw: 0, px }];

export const pictureLayouts = {
  // Navbar.module.css: `.logo img` is 40 px square.
  navbarLogo: fixed(40),
  // ExperienceList.module.css: `.icon` is 56 px square.
  experienceIcon: fixed(56),
  // A card's picture (components/Card.module.css: a project's, a post's) in CardGrid (columns of at least 300 px),
  // less the card's 1 px borders.
  card: [
    { below: 400, vw: 100, px: -34 },
    { below: 674, vw: 92, px: -2 },
    { below: 800, vw: 46, px: -12 },
    { below: 1004, vw: 50, px: -44 },
    { below: 1120, vw: 100 / 3, px: -36.667 },
    { vw: 0, px: 336.667 },
  ],
  // WorksShowcase.module.css: columns of at least 280 px, less the picture's 1 px borders.
  showcase: [
    { below: 400, vw: 100, px: -34 },
    { below: 631, vw: 92, px: -2 },
    { below: 800, vw: 46, px: -12 },
    { below: 944, vw: 50, px: -44 },
    { below: 1120, vw: 100 / 3, px: -36.667 },
    { vw: 0, px: 336.667 },
  ],
  // About/page.module.css: the full width up to 360 px; from 768 px, two fifths of the row less the gap.
  bio: [
    { below: 392, vw: 100, px: -32 },
    { below: 768, vw: 0, px: 360 },
    { below: 800, vw: 34.8, px: 0 },
    { below: 1015, vw: 38, px: -25.6 },
    { vw: 0, px: 360 },
  ],
  // A picture in an article (components/Article.module.css: a project's page, a post's): the article's full width,
  // up to 880 px less the gutters, less its 1 px borders.
  article: [
    { below: 400, vw: 100, px: -34 },
    { below: 800, vw: 92, px: -2 },
    { below: 880, vw: 100, px: -66 },
    { vw: 0, px: 814 },
  ],
} as const satisfies Record<string, PictureLayout>;

export type PictureLayoutName = keyof typeof pictureLayouts;

const segmentAt = (layout: PictureLayout, viewport: number) =>
  required(
    layout.find((segment) => segment.below === undefined || viewport < segment.below),
    'a layout’s segment for every width',
  );

/** The CSS width a layout shows a picture at, on a viewport this wide. */
export function shownWidth(layout: PictureLayout, viewport: number): number {
  const { vw, px } = segmentAt(layout, viewport);
  return (vw * viewport) / 100 + px;
}

const round = (n: number) => Math.round(n * 1000) / 1000;

function length({ vw, px }: Segment): string {
  if (!vw) return `${round(px)}px`;
  if (!px) return `${round(vw)}vw`;
  return `calc(${round(vw)}vw ${px < 0 ? '-' : '+'} ${round(Math.abs(px))}px)`;
}

/** The `sizes` attribute that tells the browser the same, before it has laid the page out. */
export function sizesAttribute(layout: PictureLayout): string {
  return layout.map((segment) => (segment.below === undefined ? length(segment) : `(width < ${segment.below}px) ${length(segment)}`)).join(', ');
}

/** The pixel widths a layout needs: at each screen and density, rounded up so the variant never falls short. */
export function layoutWidths(layout: PictureLayout): number[] {
  return LAYOUT_VIEWPORTS.flatMap((viewport) => DENSITIES.map((density) => Math.ceil(round(shownWidth(layout, viewport) * density))));
}
