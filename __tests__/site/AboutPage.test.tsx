import { render, screen, within } from '@testing-library/react';
import AboutPage from '@/app/(site)/About/page';
import { about } from '@/content/about';
import { expectPicture } from '../support/pictures';

describe('About page', () => {
  beforeEach(async () => {
    render(await AboutPage({}));
  });

  it('shows the bio picture, the bio heading and every paragraph', () => {
    const { picture, heading, paragraphs } = about.bio;
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    const img = screen.getByRole('img', { name: picture.alt });
    expectPicture(img, picture, 'bio');
    // The page's largest picture: fetched at once, first.
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    for (const paragraph of paragraphs) expect(screen.getByText(paragraph)).toBeInTheDocument();
  });

  it.each([
    ['skills', about.skills],
    ['interests', about.interests],
  ])('has the %s section with its cards in order, each titled and described', (_, group) => {
    const section = screen.getByRole('region', { name: group.heading });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(group.heading);
    const cards = within(section).getAllByRole('article');
    expect(cards.map((card) => [within(card).getByRole('heading').textContent, card.querySelector('p')?.textContent])).toEqual(
      group.cards.map((card) => [card.title, card.description]),
    );
  });
});
