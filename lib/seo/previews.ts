import { type Project, routes, type Route } from '@/content/schema';
import { site } from '@/content/site';

/** The size link previews are drawn at (Open Graph and X/Twitter's large card). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The home-screen icons the build draws from the logo: iOS's, and the web manifest's. */
export const HOME_SCREEN_ICONS = {
  'apple-touch-icon.png': 180,
  'icon-192.png': 192,
  'icon-512.png': 512,
} as const;
export type HomeScreenIcon = keyof typeof HOME_SCREEN_ICONS;

/** A page's label in the navigation, which is also its title. */
export function pageLabel(route: Route): string {
  return site.navigation.find((link) => link.href === route)!.label;
}

/** Each page's link-preview file name: `home.png`, `About.png`, … */
export function shareImageFile(route: Route): string {
  return `${route === '/' ? 'home' : route.slice(1)}.png`;
}

/** The same file as the site root sees it: `/share/home.png`. */
export function shareImagePath(route: Route): string {
  return `/share/${shareImageFile(route)}`;
}

/** The page a link-preview file name belongs to, if any. */
export function routeOfShareImage(file: string): Route | undefined {
  return routes.find((route) => shareImageFile(route) === file);
}

/** What a link preview shows, for screen readers and as its alt text. */
export function shareImageAlt(route: Route): string {
  return route === '/' ? `${site.name}, ${site.role}` : `${pageLabel(route)}: ${site.name}, ${site.role}`;
}

/** A project's link-preview file name: `ecommerce-webapp.png`. */
export function projectShareImageFile(project: Project): string {
  return `${project.slug}.png`;
}

/** The same file as the site root sees it: `/share/projects/ecommerce-webapp.png`. */
export function projectShareImagePath(project: Project): string {
  return `/share/projects/${projectShareImageFile(project)}`;
}

/** What a project's link preview shows. */
export function projectShareImageAlt(project: Project): string {
  return `${project.title}, a project by ${site.name}`;
}
