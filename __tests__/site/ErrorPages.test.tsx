import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageError from '@/app/(site)/error';
import ErrorWordsProvider from '@/components/layout/ErrorWordsProvider';
import NotFound from '@/components/layout/NotFound';
import { errorWords } from '@/components/layout/SiteLayout';
import { directionOf, FIRST_LANGUAGE, LANGUAGES } from '@/lib/i18n/languages';
import { postsIn } from '@/lib/posts/posts';
import { contentIn } from '@/lib/content/contentIn';
import { required } from '../../lib/required';

describe('error pages', () => {
  it('an unknown route shows "Unexpected Application Error!" then "404 Not Found"', async () => {
    render(await NotFound());
    const heading = screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(heading.nextElementSibling).toHaveTextContent(/^404 Not Found$/);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  // (A site of one language has one message.)
  (LANGUAGES.length > 1 ? it : it.skip)('an unknown address under another language’s code answers in that language: each language’s message is there, marked with its language and direction, the first’s shown', async () => {
    render(await NotFound());
    for (const language of LANGUAGES.slice(1)) {
      const { site, words } = await contentIn(language);
      const block = required(document.querySelector(`[data-not-found-in="${language}"]`));
      expect(block).toHaveAttribute('hidden');
      expect(block).toHaveAttribute('lang', language);
      expect(block.getAttribute('dir') ?? 'ltr').toBe(directionOf(language));
      const view = within(block as HTMLElement);
      expect(view.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(words.error.heading);
      expect(view.getByText(words.error.notFound)).toBeInTheDocument();
      const links = view.getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href')]);
      expect(links).toContainEqual([words.error.home, `/${language}`]);
      if (postsIn(language).length)
        expect(links).toEqual(
          expect.arrayContaining([
            [site.blog.label, `/${language}/Blog`],
            [words.search.label, expect.stringMatching(new RegExp(`/${language}/Search/?$`))],
          ]),
        );
    }
  });

  it('a page that throws shows "Unexpected Application Error!" and the error message, and can retry', async () => {
    const reset = jest.fn();
    const { words } = await contentIn(FIRST_LANGUAGE);
    render(
      <ErrorWordsProvider words={errorWords(FIRST_LANGUAGE, words)}>
        <PageError error={new Error('Projects failed to load')} reset={reset} />
      </ErrorWordsProvider>,
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(heading.nextElementSibling).toHaveTextContent(/^Projects failed to load$/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
