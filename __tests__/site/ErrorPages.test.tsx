import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageError from '@/app/(site)/error';
import ErrorWordsProvider from '@/components/layout/ErrorWordsProvider';
import NotFound from '@/components/layout/NotFound';
import { errorWords } from '@/components/layout/SiteLayout';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';
import { contentIn } from '@/lib/i18n/translations';

describe('error pages', () => {
  it('an unknown route shows "Unexpected Application Error!" then "404 Not Found"', async () => {
    render(await NotFound({ language: FIRST_LANGUAGE }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(heading.nextElementSibling).toHaveTextContent(/^404 Not Found$/);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
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
