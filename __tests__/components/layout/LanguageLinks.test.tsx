import { render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import LanguageLinks from '@/components/layout/LanguageLinks';
import { BASE_PATH } from '../../support/basePath';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockPathname = usePathname as jest.Mock;

const pages = { languages: ['en', 'de'], withBlog: ['en', 'de'] };
const choices = [{ code: 'de', name: 'Deutsch' }];
/** The page's head names its translation into German, as a translated post's does (canonical origin, base path). */
const alternate = (path: string) => {
  const link = Object.assign(document.createElement('link'), { rel: 'alternate', hreflang: 'de', href: `https://alex.example${BASE_PATH}${path}` });
  document.head.append(link);
};
const german = () => screen.getByRole('link', { name: 'Deutsch' });

afterEach(() => document.head.replaceChildren());

describe('the language links from a post', () => {
  it('lead to its translation, which its head names', () => {
    mockPathname.mockReturnValue('/Blog/ledger/');
    alternate('/de/Blog/ledger/');
    render(<LanguageLinks choices={choices} pages={pages} label="Languages" variant="bar" />);
    expect(german()).toHaveAttribute('href', `${BASE_PATH}/de/Blog/ledger/`);
  });

  it('lead to that language’s blog where it has no translation, or the head names another page’s (a change not yet shown)', () => {
    mockPathname.mockReturnValue('/Blog/keyboard/');
    const { unmount } = render(<LanguageLinks choices={choices} pages={pages} label="Languages" variant="bar" />);
    expect(german()).toHaveAttribute('href', `${BASE_PATH}/de/Blog/`);
    unmount();
    alternate('/de/Blog/ledger/');
    render(<LanguageLinks choices={choices} pages={pages} label="Languages" variant="bar" />);
    expect(german()).toHaveAttribute('href', `${BASE_PATH}/de/Blog/`);
  });
});
