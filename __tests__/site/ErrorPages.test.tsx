import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PageError from '@/app/error';
import NotFound from '@/app/not-found';

describe('error pages', () => {
  it('an unknown route shows "Unexpected Application Error!" then "404 Not Found"', () => {
    render(<NotFound />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(heading.nextElementSibling).toHaveTextContent(/^404 Not Found$/);
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('a page that throws shows "Unexpected Application Error!" and the error message, and can retry', async () => {
    const reset = jest.fn();
    render(<PageError error={new Error('Projects failed to load')} reset={reset} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' });
    expect(heading.nextElementSibling).toHaveTextContent(/^Projects failed to load$/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
