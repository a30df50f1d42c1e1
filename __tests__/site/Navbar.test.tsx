import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import Navbar from '@/components/layout/Navbar';
import { site } from '@/content/site';
import { FIRST_LANGUAGE, LANGUAGES, nameOf } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import type { Words } from '@/lib/i18n/words';
import { blogLanguages } from '@/lib/posts/postPages';
import { posts } from '@/lib/posts/posts';
import { BASE_PATH } from '../support/basePath';
import { expectPicture } from '../support/pictures';
import { FIRST_WORDS as WORDS } from '@/lib/content/contentIn';
import { stubPopover } from '../support/browserStubs';
import { required } from '../../lib/required';

stubPopover();

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockPathname = usePathname as jest.Mock;

/**
 * The owner's pages, and the blog and search before Contact once a post is published. Search is a plain link, to a
 * whole page under the base path: its page alone may run search's WebAssembly.
 */
const pages: { name: string; href: string }[] = site.navigation.map((link) => ({ name: link.label, href: link.href }));
const SEARCH = `${BASE_PATH}/Search/`;
if (posts.length)
  pages.splice(
    pages.findIndex((page) => page.href === '/Contact-me'),
    0,
    { name: site.blog.label, href: '/Blog' },
    { name: WORDS.search.label, href: SEARCH },
  );
const labelOf = (href: string) => required(pages.find((page) => page.href === href)).name;

let words: Words;
beforeAll(async () => {
  ({ words } = await contentIn(FIRST_LANGUAGE));
});

function renderAt(pathname: string) {
  mockPathname.mockReturnValue(pathname);
  return render(<Navbar language={FIRST_LANGUAGE} site={site} words={words} pages={{ languages: LANGUAGES, withBlog: blogLanguages() }} />);
}

/** The links of the desktop row: the list outside the menu's popover. */
function barLinks(name = words.mainNavigation) {
  return within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .filter((link) => link.closest('ul') && !link.closest('[popover]') && !link.hasAttribute('hreflang'));
}

/** The row's links marked current, each as what `shown` reads of it and its `aria-current`. */
function marked(shown: (link: HTMLElement) => string | null, name?: string) {
  const current = barLinks(name).filter((link) => link.hasAttribute('aria-current'));
  return current.map((link) => [shown(link), link.getAttribute('aria-current')]);
}

/** The menu button and the popover it controls. */
function menu() {
  const button = screen.getByRole('button', { name: 'Menu' });
  const dropdown = required(document.getElementById(button.getAttribute('popovertarget') ?? ''));
  return { button, dropdown, isOpen: () => dropdown.matches(':popover-open') };
}

describe('Navbar', () => {
  it('shows the logo as a link home, with alt text', () => {
    renderAt('/');
    const logo = screen.getByRole('img', { name: site.logo.alt });
    expect(logo.closest('a')).toHaveAttribute('href', '/');
    expectPicture(logo, site.logo, 'navbarLogo');
  });

  it('lists the navigation in its order, each link to its route', () => {
    renderAt('/');
    const links = barLinks();
    expect(links.map((link) => link.textContent)).toEqual(pages.map((page) => page.name));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(pages.map((page) => page.href));
  });

  it.each([
    ['/', '/'],
    ['/About', '/About'],
    ['/About/', '/About'],
    ['/Projects/', '/Projects'],
    ['/Contact-me/', '/Contact-me'],
  ])('on %s marks only the link to %s as the current page', (pathname, href) => {
    renderAt(pathname);
    const current = barLinks().filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([labelOf(href)]);
  });

  it('on a project’s page marks the link to the projects as the section the page is in, and none as the page', () => {
    renderAt('/Projects/some-project/');
    expect(marked((link) => link.textContent)).toEqual([[labelOf('/Projects'), 'true']]);
  });

  it('links the blog and search exactly when there is a published post', () => {
    renderAt('/');
    expect(barLinks().some((link) => link.getAttribute('href') === '/Blog')).toBe(posts.length > 0);
    expect(barLinks().some((link) => link.getAttribute('href') === SEARCH)).toBe(posts.length > 0);
  });

  it('marks search as the current page on its page (with no posts there is no search, and nothing to mark)', () => {
    renderAt('/Search/');
    expect(marked((link) => link.textContent)).toEqual(posts.length ? [[WORDS.search.label, 'page']] : []);
  });

  it('beyond two languages holds the others in one button, named by the page’s language in its own words, that opens their list', async () => {
    const user = userEvent.setup();
    renderAt('/About/');
    const others = LANGUAGES.slice(1);
    const button = screen.queryByRole('button', { name: `${words.languages}: ${nameOf(FIRST_LANGUAGE)}` });
    if (others.length < 2) {
      // One other language is one link in the row; none, nothing.
      expect(button).toBeNull();
      return;
    }
    expect(button).toHaveTextContent(nameOf(FIRST_LANGUAGE));
    const list = required(document.getElementById(required(required(button).getAttribute('popovertarget'))));
    expect(list).toHaveAttribute('popover', 'auto');
    expect(list.matches(':popover-open')).toBe(false);
    await user.click(required(button));
    expect(list.matches(':popover-open')).toBe(true);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('hreflang')),
    ).toEqual(others);
  });

  // Every page of a language is below its Home's address (/de/About below /de): Home is still only its own page.
  describe.each(LANGUAGES.map((code) => [code]))('in %s', (code) => {
    const prefix = code === FIRST_LANGUAGE ? '' : `/${code}`;
    const inCode = (href: string) => (href === '/' ? prefix || '/' : `${prefix}${href}`);
    let own: Words;
    beforeAll(async () => {
      ({ words: own } = await contentIn(code));
    });
    const currentLinks = (pathname: string) => {
      mockPathname.mockReturnValue(pathname);
      render(<Navbar language={code} site={site} words={own} pages={{ languages: LANGUAGES, withBlog: blogLanguages() }} />);
      return marked((link) => link.getAttribute('href'), own.mainNavigation);
    };

    it.each(site.navigation.map(({ href }) => [href]))('marks one link current on %s, its own', (href) => {
      expect(currentLinks(`${inCode(href)}/`.replace(/\/\/$/, '/'))).toEqual([[inCode(href), 'page']]);
    });

    it('marks the projects as the section of a project’s page, and Home as nothing', () => {
      expect(currentLinks(`${prefix}/Projects/some-project/`)).toEqual([[inCode('/Projects'), 'true']]);
    });

    it('marks the blog as the section of a post (with no post in the language there is no blog, and none marked)', () => {
      const blog = blogLanguages().includes(code);
      expect(currentLinks(`${prefix}/Blog/some-post/`)).toEqual(blog ? [[inCode('/Blog'), 'true']] : []);
    });
  });

  it('marks no link current on an unknown page', () => {
    renderAt('/nowhere/');
    expect(barLinks().filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });

  it('links the page shown in each other language, by its own name, before any script (none with one language)', () => {
    renderAt('/Projects/some-project/');
    const others = LANGUAGES.slice(1);
    const [bar, menuList] = [...document.querySelectorAll('ul')].filter((list) => list.getAttribute('aria-label') === words.languages);
    if (!others.length) {
      expect(bar).toBeUndefined();
      return;
    }
    for (const list of [bar, menuList]) {
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang'), link.getAttribute('lang')]),
      ).toEqual(others.map((code) => [nameOf(code), `${BASE_PATH}/${code}/Projects/some-project/`, code, code]));
    }
    expect(menuList.closest('[popover]')).not.toBeNull();
  });

  describe('mobile menu', () => {
    it('is a labelled button that opens a native popover (so it works before scripts arrive), closed at first', () => {
      renderAt('/');
      const { button, dropdown, isOpen } = menu();
      expect(dropdown).toHaveAttribute('popover', 'auto');
      expect(button).toHaveAttribute('aria-controls', dropdown.id);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(isOpen()).toBe(false);
    });

    it('opens with the same links, the current one marked, and closes on a second press', async () => {
      const user = userEvent.setup();
      renderAt('/About/');
      const { button, dropdown, isOpen } = menu();
      await user.click(button);
      expect(isOpen()).toBe(true);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const links = within(dropdown)
        .getAllByRole('link')
        .filter((link) => !link.hasAttribute('hreflang'));
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(pages.map((page) => [page.name, page.href]));
      expect(within(dropdown).getByRole('link', { name: labelOf('/About') })).toHaveAttribute('aria-current', 'page');
      await user.click(button);
      expect(isOpen()).toBe(false);
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when a link is chosen', async () => {
      // jsdom cannot load another page; the choice itself is what matters here.
      const stayOnPage = (event: Event) => event.preventDefault();
      document.addEventListener('click', stayOnPage);
      const user = userEvent.setup();
      renderAt('/');
      const { button, dropdown, isOpen } = menu();
      await user.click(button);
      await user.click(within(dropdown).getByRole('link', { name: labelOf('/Contact-me') }));
      expect(isOpen()).toBe(false);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      document.removeEventListener('click', stayOnPage);
    });
  });
});
