import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { asset } from '@/lib/asset';
import { HOME_SCREEN_ICONS } from '@/lib/seo/previews';
import { barColour } from '@/lib/theme/theme';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${site.name} · ${site.role}`,
    short_name: site.name,
    description: site.description,
    start_url: asset('/'),
    scope: asset('/'),
    display: 'browser',
    // The owner's default theme (dark for `system`): an installed site's splash screen and bar.
    background_color: barColour(site.theme.default),
    theme_color: barColour(site.theme.default),
    // Drawn from the logo at build time (app/icons).
    icons: (['icon-192.png', 'icon-512.png'] as const).map((icon) => ({
      src: asset(`/icons/${icon}`),
      sizes: `${HOME_SCREEN_ICONS[icon]}x${HOME_SCREEN_ICONS[icon]}`,
      type: 'image/png',
    })),
  };
}
