import { render, screen } from '@testing-library/react';
import Footer from '@/components/Footer';
import { site } from '@/content/site';

describe('Footer', () => {
  beforeEach(() => render(<Footer />));

  it.each([
    ['LinkedIn profile', /^https:\/\/www\.linkedin\.com\//],
    ['GitHub profile', /^https:\/\/github\.com\//],
    ['Resume (PDF)', /^\/portfolio\/assets\/resume\.pdf$/],
  ])('links to the %s in a new tab, safely, with an accessible name', (label, href) => {
    const link = screen.getByRole('link', { name: `${label} (opens in a new tab)` });
    expect(link.getAttribute('href')).toMatch(href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes the profile addresses from content/site.ts', () => {
    for (const profile of site.profiles) {
      expect(screen.getByRole('link', { name: `${profile.label} (opens in a new tab)` })).toHaveAttribute(
        'href',
        profile.url,
      );
    }
  });

  it('links to the contact page', () => {
    const link = screen.getByRole('link', { name: site.contactLink.label });
    expect(link).toHaveAttribute('href', '/Contact-me');
    expect(link).not.toHaveAttribute('target');
  });
});
