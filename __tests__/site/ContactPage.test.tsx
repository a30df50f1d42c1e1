import { render, screen } from '@testing-library/react';
import ContactPage from '@/app/(site)/Contact-me/page';
import { site } from '@/content/site';

describe('Contact page', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    // Content without EmailJS keys makes the page warn (see emailJsConfig.test.ts).
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('shows the top bar, the heading and the invitation', async () => {
    const { container } = render(await ContactPage({}));
    const heading = screen.getByRole('heading', { level: 1, name: site.contact.heading });
    // The decorative top bar sits above the heading and is hidden from screen readers.
    const topBar = heading.previousElementSibling;
    expect(topBar).toHaveAttribute('aria-hidden', 'true');
    expect(container).toContainElement(topBar as HTMLElement);
    expect(screen.getByText(site.contact.description, { exact: true })).toBeInTheDocument();
  });

  it('holds the contact form', async () => {
    render(await ContactPage({}));
    for (const label of ['Your Name', 'Your Email', 'Your message']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });
});
