import { render, screen, within } from '@testing-library/react';
import AboutPage from '@/app/About/page';
import { about } from '@/content/about';

describe('About page', () => {
  beforeEach(() => render(<AboutPage />));

  it('shows the bio picture and "Getting to know me" with the bio from content/about.ts', () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Getting to know me' })).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: about.bio.picture.alt });
    expect(picture).toHaveAttribute('src', '/portfolio/assets/bio.svg');
    expect(picture).toHaveAttribute('width', String(about.bio.picture.width));
    for (const paragraph of about.bio.paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });

  it.each([
    ['What I do', ['Mobile App Development', 'Web App Development', 'Cloud Engineering']],
    ['Interests', ['Machine Learning']],
  ])('has the %s section with its cards', (heading, titles) => {
    const section = screen.getByRole('region', { name: heading });
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(titles);
    for (const card of cards) expect(card.querySelector('p')?.textContent).not.toBe('');
  });
});
