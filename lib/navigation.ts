import type { Site } from '@/content/schema';
import type { Words } from './i18n/words';
import { site as firstSite } from '@/content/site';
import { addressIn, inLanguage } from './i18n/languages';
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
    links.splice(
      contact === -1 ? links.length : contact,
      0,
      { label: site.blog.label, href: addressIn(language, 'blog') },
      { label: words.search.label, href: addressIn(language, 'search') },
    );
  }
  // A label the language's translation left in the first language's words says so, as components/MarkedText.tsx does.
  return links.map((link) => ({ ...link, ...untranslatedMark(language, link.label), ...(loadsWholePage(link.href, firstSite) && { wholePage: true as const }) }));
}
