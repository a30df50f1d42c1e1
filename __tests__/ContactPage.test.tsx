import { render, screen } from '@testing-library/react';
import ContactPage from '@/app/Contact-me/page';

describe('Contact page', () => {
  it('shows the top bar, the heading and the exact invitation', () => {
    const { container } = render(<ContactPage />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Contact Me' });
    // The decorative top bar sits above the heading and is hidden from screen readers.
    const topBar = heading.previousElementSibling;
    expect(topBar).toHaveAttribute('aria-hidden', 'true');
    expect(container).toContainElement(topBar as HTMLElement);
    expect(
      screen.getByText('Please fill out the form below to discuss any work or collaboration opportunities.', {
        exact: true,
      }),
    ).toBeInTheDocument();
  });
});
