import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { pictureType, publicFile } from '@/content/files';
import type { Route } from '@/content/schema';
import { site } from '@/content/site';
import { HOME_SCREEN_ICONS, type HomeScreenIcon, pageLabel, SHARE_IMAGE_SIZE } from '@/lib/previews';
import { pageUrl } from '@/lib/siteUrl';
import HomeScreenIconArt from './HomeScreenIconArt';
import ShareCard from './ShareCard';

// Drawn at build time only: next/og (satori and resvg) turns these into the PNG files the export serves.

/** Inter, shipped in lib/fonts (SIL Open Font License): Latin and Latin Extended, so most European names draw. */
const fonts = ([400, 700] as const).flatMap((weight) =>
  ['latin', 'latin-ext'].map((subset) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: readFileSync(join(process.cwd(), 'lib', 'fonts', `inter-${subset}-${weight}-normal.woff`)),
  })),
);

/** The logo as a data URL, which next/og draws without fetching anything: read once for every picture. */
const logo = `data:${pictureType(site.logo.src)};base64,${readFileSync(publicFile(site.logo.src)).toString('base64')}`;

/** A page's link preview: the page's label, the owner's name and role, and the page's address. */
export function drawShareImage(route: Route): ImageResponse {
  const address = pageUrl(route).replace(/^https?:\/\//, '').replace(/\/$/, '');
  return new ImageResponse(
    <ShareCard logo={logo} kicker={pageLabel(route)} name={site.name} role={site.role} address={address} />,
    { ...SHARE_IMAGE_SIZE, fonts },
  );
}

/** A home-screen icon, drawn from the logo. */
export function drawHomeScreenIcon(icon: HomeScreenIcon): ImageResponse {
  const size = HOME_SCREEN_ICONS[icon];
  return new ImageResponse(<HomeScreenIconArt logo={logo} size={size} />, { width: size, height: size, fonts });
}
