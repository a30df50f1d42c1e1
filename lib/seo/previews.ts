import { type Project, routes, type Route, type Site } from '@/content/schema';
import { site } from '@/content/site';
import { type Post, posts } from '../posts/posts';

/** A page with a link preview of its own: one of the four, and the blog once there are posts (its tags' pages share it). */
export type PreviewedPage = Route | '/Blog';

/** Every page with a preview of its own. */
export const previewedPages = (): PreviewedPage[] => [...routes, ...(posts.length ? ['/Blog' as const] : [])];

/** The size link previews are drawn at (Open Graph and X/Twitter's large card). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The home-screen icons the build draws from the logo: iOS's, and the web manifest's. */
export const HOME_SCREEN_ICONS = {
  'apple-touch-icon.png': 180,
  'icon-192.png': 192,
  'icon-512.png': 512,
} as const;
export type HomeScreenIcon = keyof typeof HOME_SCREEN_ICONS;

/** A page's label in the navigation (the site's own language's, or the given content's), which is also its title. */
export function pageLabel(route: PreviewedPage, content: Site = site): string {
  return route === '/Blog' ? content.blog.label : content.navigation.find((link) => link.href === route)!.label;
}

/** Each page's link-preview file name: `home.png`, `About.png`, … */
export function shareImageFile(route: PreviewedPage): string {
  return `${route === '/' ? 'home' : route.slice(1)}.png`;
}

/** The same file as the site root sees it: `/share/home.png`. */
export function shareImagePath(route: PreviewedPage): string {
  return `/share/${shareImageFile(route)}`;
}

/** The page a link-preview file name belongs to, if any. */
export function routeOfShareImage(file: string): PreviewedPage | undefined {
  return previewedPages().find((route) => shareImageFile(route) === file);
}

/** What a link preview shows, for screen readers and as its alt text. */
export function shareImageAlt(route: PreviewedPage): string {
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

/** A post's link-preview file name: `hello-world.png`. */
export function postShareImageFile(post: Pick<Post, 'slug'>): string {
  return `${post.slug}.png`;
}

/** The same file as the site root sees it: `/share/posts/hello-world.png`. */
export function postShareImagePath(post: Pick<Post, 'slug'>): string {
  return `/share/posts/${postShareImageFile(post)}`;
}

/** What a post's link preview shows. */
export function postShareImageAlt(post: Pick<Post, 'title'>): string {
  return `${post.title}, a post by ${site.name}`;
}
