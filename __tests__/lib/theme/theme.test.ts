import { applyTheme, THEME_CHANGE, THEME_COLOURS, THEME_KEY, themeScript } from '@/lib/theme/theme';
import { required } from '../../../lib/required';

// The head script, run as a page runs it: in a document with the owner's default on <html>, a theme-color meta and
// the navbar's control; the operating system's scheme and the storage are the test's.

let systemDark = true;
const systemListeners: (() => void)[] = [];

function page(ownerDefault: string) {
  document.documentElement.dataset.theme = ownerDefault;
  document.head.innerHTML = '<meta name="theme-color" content="#000000">';
  document.body.innerHTML = '<select name="theme"><option value="system">System</option><option value="light">Light</option><option value="dark">Dark</option></select>';
}

const shown = () => ({
  theme: document.documentElement.dataset.theme,
  meta: required(document.querySelector('meta[name="theme-color"]')).getAttribute('content'),
  control: (document.querySelector('select[name="theme"]') as HTMLSelectElement).value,
});

function choose(value: string) {
  const control = document.querySelector('select[name="theme"]') as HTMLSelectElement;
  control.value = value;
  control.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Runs the script's source, as the page's <head> has it, in a fresh document state. */
function run() {
  new Function(themeScript())();
}

beforeEach(() => {
  systemDark = true;
  systemListeners.length = 0;
  localStorage.clear();
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' ? systemDark : false;
    },
    addEventListener: (_: string, listener: () => void) => systemListeners.push(listener),
  })) as unknown as typeof window.matchMedia;
});

afterEach(() => jest.restoreAllMocks());

describe('the theme script', () => {
  it('shows the owner’s default on a first visit, in the page and its browser bar', () => {
    page('light');
    run();
    expect(shown()).toEqual({ theme: 'light', meta: THEME_COLOURS.light, control: 'light' });
  });

  it('applies and remembers a choice, which the next page starts with', () => {
    page('dark');
    run();
    choose('light');
    expect(shown()).toEqual({ theme: 'light', meta: THEME_COLOURS.light, control: 'light' });
    expect(localStorage.getItem(THEME_KEY)).toBe('light');
    page('dark');
    run();
    expect(shown()).toEqual({ theme: 'light', meta: THEME_COLOURS.light, control: 'light' });
  });

  it('follows the operating system live under `system`, telling the page each time what it shows', () => {
    page('system');
    const changes: string[] = [];
    document.documentElement.addEventListener(THEME_CHANGE, (event) => changes.push((event as CustomEvent).detail));
    run();
    expect(shown()).toEqual({ theme: 'system', meta: THEME_COLOURS.dark, control: 'system' });
    systemDark = false;
    for (const listener of systemListeners) listener();
    expect(shown().meta).toBe(THEME_COLOURS.light);
    expect(changes).toEqual(['dark', 'light']);
  });

  it('still works where storage is blocked: the choice holds for the page, nothing is thrown', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    page('dark');
    expect(run).not.toThrow();
    choose('light');
    expect(shown()).toEqual({ theme: 'light', meta: THEME_COLOURS.light, control: 'light' });
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem(THEME_KEY, 'sepia');
    page('dark');
    run();
    expect(shown().theme).toBe('dark');
  });

  it('is applyTheme itself, called with the site’s key, colours and event', () => {
    expect(themeScript()).toContain(applyTheme.toString());
    expect(themeScript()).toContain(JSON.stringify(THEME_KEY));
  });
});
