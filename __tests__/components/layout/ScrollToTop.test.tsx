import { render } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import ScrollToTop from '@/components/layout/ScrollToTop';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockPathname = usePathname as jest.Mock;

describe('ScrollToTop', () => {
  const scrollTo = jest.fn();
  beforeEach(() => {
    scrollTo.mockClear();
    window.scrollTo = scrollTo;
  });

  it('leaves the first load alone, so the browser can restore its position or an #anchor', () => {
    mockPathname.mockReturnValue('/');
    render(<ScrollToTop />);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls the window to the top on every route change', () => {
    mockPathname.mockReturnValue('/');
    const { rerender } = render(<ScrollToTop />);
    for (const path of ['/About/', '/Projects/', '/']) {
      mockPathname.mockReturnValue(path);
      rerender(<ScrollToTop />);
    }
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0, left: 0 }));
  });
});
