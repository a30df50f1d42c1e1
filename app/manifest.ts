import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { asset } from '@/lib/asset';

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
    icons: [
      { src: asset(site.logo.src), sizes: 'any', type: 'image/svg+xml' },
      { src: asset(site.appleTouchIcon.src), sizes: '180x180', type: 'image/png' },
    ],
  };
}
