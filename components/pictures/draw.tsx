import { readFileSync } from 'node:fs';
import { ImageResponse } from 'next/og';
import { pictureType, publicFile } from '@/content/files';
import type { Project, Route } from '@/content/schema';
import { site } from '@/content/site';
import { interFonts } from '@/lib/interFonts';
import { HOME_SCREEN_ICONS, type HomeScreenIcon, pageLabel, SHARE_IMAGE_SIZE } from '@/lib/previews';
import { projectPath } from '@/lib/projectPages';
import { pageUrl } from '@/lib/siteUrl';
import HomeScreenIconArt from './HomeScreenIconArt';
import ProjectShareCard from './ProjectShareCard';
import ShareCard from './ShareCard';

// Drawn at build time only: next/og (satori and resvg) turns these into the PNG files the export serves.

const fonts = interFonts.map(({ weight, file }) => ({ name: 'Inter', weight, style: 'normal' as const, data: readFileSync(file) }));

/** A picture under public/ as a data URL, which next/og draws without fetching anything. */
const dataUrl = (src: string) => `data:${pictureType(src)};base64,${readFileSync(publicFile(src)).toString('base64')}`;

/** The logo, read once for every picture. */
const logo = dataUrl(site.logo.src);

/** A page's address as a link preview shows it: without the scheme or the trailing slash. */
const shownAddress = (path: string) => pageUrl(path).replace(/^https?:\/\//, '').replace(/\/$/, '');

/** A page's link preview: the page's label, the owner's name and role, and the page's address. */
export function drawShareImage(route: Route): ImageResponse {
  return new ImageResponse(
    <ShareCard logo={logo} kicker={pageLabel(route)} name={site.name} role={site.role} address={shownAddress(route)} />,
    { ...SHARE_IMAGE_SIZE, fonts },
  );
}

/** A project's link preview: its picture, its title and the owner's name, and its page's address. */
export function drawProjectShareImage(project: Project): ImageResponse {
  return new ImageResponse(
    <ProjectShareCard picture={dataUrl(project.image.src)} title={project.title} name={site.name} address={shownAddress(projectPath(project))} />,
    { ...SHARE_IMAGE_SIZE, fonts },
  );
}

/** A home-screen icon, drawn from the logo. */
export function drawHomeScreenIcon(icon: HomeScreenIcon): ImageResponse {
  const size = HOME_SCREEN_ICONS[icon];
  return new ImageResponse(<HomeScreenIconArt logo={logo} size={size} />, { width: size, height: size, fonts });
}
