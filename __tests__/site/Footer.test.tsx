import { render, screen, within } from '@testing-library/react';
import Footer from '@/components/layout/Footer';
import { site } from '@/content/site';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import { PAGE_KINDS } from '@/lib/pages/pageKinds.mjs';
import { BASE_PATH, pageOf } from '../support/basePath';

describe('Footer', () => {
  beforeEach(async () => {
    const { words } = await contentIn(FIRST_LANGUAGE);
    render(<Footer language={FIRST_LANGUAGE} site={site} words={words} />);
  });

  it.each([...site.profiles.map((profile) => [profile.label, profile.url] as const), [site.resume.label, `${BASE_PATH}${site.resume.href}`] as const])('links to the %s in a new tab, safely, with an accessible name', (label, href) => {
    const link = screen.getByRole('link', { name: `${label} (opens in a new tab)` });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links to the contact page, in the same tab', () => {
    const link = screen.getByRole('link', { name: site.contactLink.label });
    expect(link).toHaveAttribute('href', site.contactLink.href);
    expect(link).not.toHaveAttribute('target');
  });

  it('links every page at an address of its own that the navigation does not lead to: none is reached by the sitemap alone', () => {
    // The page table's kinds outside the blog, with no parameter in their address (Home, About…, and a kind added).
    const own = Object.values(PAGE_KINDS).filter((kind) => kind.listed && !('inBlog' in kind) && !kind.pattern.includes(':'));
    expect(own.length).toBeGreaterThan(3);
    const footerLinks = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .map((link) => pageOf(link.getAttribute('href')));
    expect(own.filter(({ pattern }) => !site.navigation.some((link) => link.href === pattern) && !footerLinks.includes(pattern))).toEqual([]);
  });

  it('names the owner and their role', () => {
    expect(screen.getByText(`${site.name} · ${site.role}`)).toBeInTheDocument();
  });
});
