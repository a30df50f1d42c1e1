import { site } from '@/content/site';
import { posts } from './posts/posts';

/** A link in the navigation: a page of the site, as next/link takes it. */
export type NavigationLink = { label: string; href: string };

/** The navigation: the owner's four pages, and the blog once there is a post, before Contact. */
export function navigationLinks(): NavigationLink[] {
  const links: NavigationLink[] = site.navigation.map(({ label, href }) => ({ label, href }));
  if (!posts.length) return links;
  const contact = links.findIndex((link) => link.href === '/Contact-me');
  links.splice(contact === -1 ? links.length : contact, 0, { label: site.blog.label, href: '/Blog' });
  return links;
}
