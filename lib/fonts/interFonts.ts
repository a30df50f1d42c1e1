import 'server-only';
import { join } from 'node:path';

/**
 * Inter, shipped in lib/fonts (from @fontsource/inter, SIL Open Font License), in the two weights and two subsets the
 * drawn files use: Latin, and Latin Extended so most European names draw.
 */
export const interFonts = ([400, 700] as const).flatMap((weight) =>
  (['latin', 'latin-ext'] as const).map((subset) => ({
    weight,
    subset,
    file: join(process.cwd(), 'lib', 'fonts', `inter-${subset}-${weight}-normal.woff`),
  })),
);
