import { render, screen } from '@testing-library/react';
import ContactPage from '@/app/Contact-me/page';

describe('Contact page', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    // The shipped content has no EmailJS keys yet, which the page warns about (see emailJsConfig.test.ts).
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

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

  it('holds the contact form', () => {
    render(<ContactPage />);
    for (const label of ['Your Name', 'Your Email', 'Your message']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});
