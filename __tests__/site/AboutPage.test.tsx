import { isPseudo } from '@/lib/i18n/pseudo';
import { render, screen, within } from '@testing-library/react';
import AboutPage from '@/app/(site)/About/page';
import { about } from '@/content/about';
import { directionOf, FIRST_LANGUAGE, LANGUAGES } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/content/contentIn';
import { expectPicture } from '../support/pictures';
import { required } from '../../lib/required';

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
    expect(cards.map((card) => [within(card).getByRole('heading').textContent, card.querySelector('p')?.textContent])).toEqual(group.cards.map((card) => [card.title, card.description]));
  });
});

describe('About in each other language', () => {
  // (None in a site of one language.) What the translation leaves as the first language has it is marked so. A
  // pseudo-language leaves nothing (__tests__/lib/i18n/pseudo.test.ts).
  for (const language of LANGUAGES.slice(1).filter((code) => !isPseudo(code))) {
    it(`${language}: each text left in the first language’s words carries its lang (and dir where it differs); each translated one the page’s`, async () => {
      const { container } = render(await AboutPage({ params: Promise.resolve({ lang: language }) }));
      const { about: translated } = await contentIn(language);
      // Each text as the first language has it (none where the translation gave its own list), and as the page shows it.
      const pairs: [string | undefined, string][] = [
        [about.bio.heading, translated.bio.heading],
        // A list of words is translated whole, or left whole.
        ...translated.bio.paragraphs.map((paragraph): [string | undefined, string] => [JSON.stringify(translated.bio.paragraphs) === JSON.stringify(about.bio.paragraphs) ? paragraph : undefined, paragraph]),
        ...[about.skills, about.interests].flatMap((group, g) => {
          const own = [translated.skills, translated.interests][g];
          return [
            [group.heading, own.heading],
            ...group.cards.flatMap((card, i) => [
              [card.title, own.cards[i].title],
              [card.description, own.cards[i].description],
            ]),
          ] as [string, string][];
        }),
      ];
      expect(pairs.some(([first, shown]) => first === shown)).toBe(true);
      for (const [first, shown] of pairs) {
        const element = required(within(container).getAllByText(shown).at(0));
        const marked = element.closest('[lang]');
        if (first === shown) {
          // On the heading or the paragraph itself, so it is laid out as a block of its own direction.
          expect([shown, marked?.tagName]).toEqual([shown, element.tagName]);
          expect(['P', 'H1', 'H2', 'H3']).toContain(marked?.tagName);
          expect([shown, marked?.getAttribute('lang')]).toEqual([shown, FIRST_LANGUAGE]);
          expect(marked?.getAttribute('dir') ?? directionOf(language)).toBe(directionOf(FIRST_LANGUAGE));
        } else {
          expect([shown, marked]).toEqual([shown, null]);
        }
      }
      // A picture whose description the translation left is described in the first language, as it is.
      const picture = within(container).getByAltText(translated.bio.picture.alt);
      expect(picture.getAttribute('lang')).toBe(translated.bio.picture.alt === about.bio.picture.alt ? FIRST_LANGUAGE : null);
    });
  }
});
