import { render, screen } from '@testing-library/react';
import Footer from '@/components/layout/Footer';
import { site } from '@/content/site';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import { BASE_PATH } from '../support/basePath';

describe('Footer', () => {
  beforeEach(async () => {
    const { words } = await contentIn(FIRST_LANGUAGE);
    render(<Footer language={FIRST_LANGUAGE} site={site} words={words} />);
  });

  it.each([
    ...site.profiles.map((profile) => [profile.label, profile.url] as const),
    [site.resume.label, `${BASE_PATH}${site.resume.href}`] as const,
  ])('links to the %s in a new tab, safely, with an accessible name', (label, href) => {
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

  it('names the owner and their role', () => {
    expect(screen.getByText(`${site.name} · ${site.role}`)).toBeInTheDocument();
  });
});
