import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { asset } from '@/lib/asset';
import { HOME_SCREEN_ICONS } from '@/lib/seo/previews';

export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${site.name} · ${site.role}`,
    short_name: site.name,
    description: site.description,
    start_url: asset('/'),
    scope: asset('/'),
    display: 'browser',
    background_color: '#0b1020',
    theme_color: '#0b1020',
    // Drawn from the logo at build time (app/icons).
    icons: (['icon-192.png', 'icon-512.png'] as const).map((icon) => ({
      src: asset(`/icons/${icon}`),
      sizes: `${HOME_SCREEN_ICONS[icon]}x${HOME_SCREEN_ICONS[icon]}`,
      type: 'image/png',
    })),
  };
}
