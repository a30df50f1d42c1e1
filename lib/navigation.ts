import type { Site } from '@/content/schema';
import type { Words } from './i18n/words';
import { site as firstSite } from '@/content/site';
import { addressIn, inLanguage } from './i18n/languages';
import { PAGE_KINDS, type PageKindName, traitsOf } from './pages/pageKinds.mjs';
import { pageLabel } from './seo/previews';
import { loadsWholePage } from './pages/wholePageLinks';
import { postsIn } from './posts/posts';
import { untranslatedMark } from './content/contentIn';

/**
 * A link in the navigation: a page of the site, as next/link takes it. `wholePage`: followed as a plain link, so the
 * page loads with its own policy (lib/pages/wholePageLinks.ts, loadsWholePage: search's WebAssembly is allowed on its
 * page alone, and a client-side change would keep the policy of the page it came from). `home`: the language's Home,
 * which every page of the language is below (`/de/About` is below `/de`) and so is never a section, only its own page.
 */
export type NavigationLink = { label: string; href: string; wholePage?: true; home?: true; lang?: string; dir?: 'ltr' | 'rtl' };

/**
 * The navigation in a language (the site's in its words): the owner's four pages, and the blog and search once
 * there is a post in that language, before Contact.
 */
export function navigationLinks(site: Site, language: string, words: Words): NavigationLink[] {
  const home = inLanguage(language, '/');
  const links: NavigationLink[] = site.navigation.map(({ label, href }) => {
    const there = inLanguage(language, href);
    return { label, href: there, ...(there === home && { home: true as const }) };
  });
  if (postsIn(language).length) {
    const contact = links.findIndex((link) => link.href === inLanguage(language, '/Contact-me'));
    links.splice(contact === -1 ? links.length : contact, 0, { label: site.blog.label, href: addressIn(language, 'blog') }, { label: words.search.label, href: addressIn(language, 'search') });
  }
  // A label the language's translation left in the first language's words says so, as components/MarkedText.tsx does.
  return links.map((link) => ({ ...link, ...untranslatedMark(language, link.label), ...(loadsWholePage(link.href, firstSite) && { wholePage: true as const }) }));
}

/**
 * The pages every page's footer links: the page table's kinds at an address of their own that neither the navigation
 * nor the blog leads to (none of the specification's; a kind added to the table, such as a Talks page), so that a
 * reader reaches every page the sitemap lists by a link. Each labelled as its title is (`pageLabel`).
 */
export function footerLinks(site: Site, language: string, words: Words): NavigationLink[] {
  const linked = (Object.keys(PAGE_KINDS) as PageKindName[]).filter((kind) => {
    const { pattern, listed, navigation, inBlog, exists } = traitsOf(kind);
    return listed && !navigation && !inBlog && !exists && !pattern.includes(':');
  });
  return linked.map((kind) => ({ label: pageLabel(traitsOf(kind).pattern, site, words), href: addressIn(language, kind) }));
}
