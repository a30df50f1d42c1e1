import { countVisits, localTrial, SETTLE_MS, trackerOf } from '@/lib/analytics/providers';
import { headScript } from '@/lib/headScript';
import { whenShown } from '@/lib/prerender';
import { themeScript } from '@/lib/theme/theme';

const goatcounter = trackerOf({ provider: 'goatcounter', origin: 'https://stats.example' });
const plausible = trackerOf({ provider: 'plausible', origin: 'https://plausible.io', domain: 'alex.example' });
const umami = trackerOf({ provider: 'umami', origin: 'https://cloud.umami.is', websiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b' });

describe('each provider’s snippet', () => {
  it('loads its script from the owner’s origin, configured as its documentation says, sending to that origin', () => {
    expect(goatcounter).toEqual({ src: 'https://stats.example/count.js', attributes: { 'data-goatcounter': 'https://stats.example/count' }, countsPageChanges: false });
    expect(plausible).toEqual({
      src: 'https://plausible.io/js/script.js',
      attributes: { 'data-domain': 'alex.example', 'data-api': 'https://plausible.io/api/event' },
      countsPageChanges: true,
    });
    expect(umami).toEqual({
      src: 'https://cloud.umami.is/script.js',
      attributes: {
        'data-website-id': '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
        'data-host-url': 'https://cloud.umami.is',
        'data-do-not-track': 'true',
        // Umami counts replaceState too: the search page's query, replaced as the visitor types, is left out.
        'data-exclude-search': 'true',
      },
      countsPageChanges: true,
    });
  });

  it('with an origin on this machine, tells each script that refuses localhost to count there, its documented way', () => {
    for (const origin of ['http://localhost:4178', 'http://127.0.0.1:4178', 'http://[::1]:4178']) {
      expect(trackerOf({ provider: 'goatcounter', origin })).toEqual({
        src: `${origin}/count.js`,
        attributes: { 'data-goatcounter': `${origin}/count`, 'data-goatcounter-settings': '{"allow_local":true}' },
        countsPageChanges: false,
      });
      expect(trackerOf({ provider: 'plausible', origin, domain: 'alex.example' }).src).toBe(`${origin}/js/script.local.js`);
      expect(trackerOf({ provider: 'umami', origin, websiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b' }).src).toBe(`${origin}/script.js`);
    }
  });

  it('the build says, for an origin on this machine alone, what each provider’s script counts there and what it refuses', () => {
    expect(localTrial(undefined)).toBeUndefined();
    expect(localTrial({ provider: 'goatcounter', origin: 'https://stats.example' })).toBeUndefined();
    expect(localTrial({ provider: 'goatcounter', origin: 'http://localhost:4178' })).toMatch(/^Analytics at http:\/\/localhost:4178, on this machine: GoatCounter.*allow_local.*automation/);
    expect(localTrial({ provider: 'plausible', origin: 'http://127.0.0.1:8000', domain: 'alex.example' })).toMatch(/script\.local\.js.*counts nothing in a browser driven by automation/);
    expect(localTrial({ provider: 'umami', origin: 'http://localhost:3001', websiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b' })).toMatch(/Umami.*as it is/);
  });
});

describe('the head script', () => {
  it('is the theme’s alone, to the byte, when the owner chose no analytics', () => {
    expect(headScript(undefined)).toBe(themeScript());
  });
  it('counts visits after it where the owner chose analytics', () => {
    expect(headScript({ provider: 'goatcounter', origin: 'https://stats.example' })).toBe(`${themeScript()};(${countVisits.toString()})(${JSON.stringify(goatcounter)},${SETTLE_MS},${whenShown.toString()})`);
  });
});

describe('countVisits', () => {
  const added = () => [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];
  const pushState = history.pushState;
  beforeEach(() => {
    jest.useFakeTimers();
    document.head.innerHTML = '';
    history.replaceState(null, '', '/About/');
  });
  afterEach(() => {
    jest.useRealTimers();
    history.pushState = pushState;
    delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl;
    delete (window as { goatcounter?: unknown }).goatcounter;
  });

  it('adds the provider’s script once the page has loaded and settled, never before', () => {
    countVisits(plausible, SETTLE_MS, whenShown);
    // jsdom has loaded the document already: only the settling time is left.
    jest.advanceTimersByTime(SETTLE_MS - 1);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(1);
    jest.runOnlyPendingTimers();
    expect(added().map((script) => [script.src, script.async, script.dataset.domain])).toEqual([['https://plausible.io/js/script.js', true, 'alex.example']]);
  });

  it('in a page the browser prerenders, adds nothing until the reader arrives on it, then the script once', () => {
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    try {
      countVisits(plausible, SETTLE_MS, whenShown);
      jest.runAllTimers();
      expect(added()).toEqual([]);
      Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
      document.dispatchEvent(new Event('prerenderingchange'));
      jest.runAllTimers();
      expect(added().map((script) => script.src)).toEqual(['https://plausible.io/js/script.js']);
      document.dispatchEvent(new Event('prerenderingchange'));
      jest.runAllTimers();
      expect(added()).toHaveLength(1);
    } finally {
      delete (document as { prerendering?: boolean }).prerendering;
    }
  });

  it('does nothing at all where the browser asks not to be tracked (Global Privacy Control, Do Not Track)', () => {
    for (const [name, value] of [
      ['globalPrivacyControl', true],
      ['doNotTrack', '1'],
    ] as const) {
      Object.defineProperty(navigator, name, { value, configurable: true });
      countVisits(goatcounter, SETTLE_MS, whenShown);
      jest.runAllTimers();
      expect(added()).toEqual([]);
      expect(history.pushState).toBe(pushState);
      delete (navigator as unknown as Record<string, unknown>)[name];
    }
  });

  it('tells GoatCounter of each later page shown without a reload, once, and not of the same page again', () => {
    const count = jest.fn();
    countVisits(goatcounter, SETTLE_MS, whenShown);
    // Before its script has loaded, nothing to tell (it counts the page it loads on).
    history.pushState(null, '', '/Projects/');
    Object.assign(window, { goatcounter: { count } });
    history.pushState(null, '', '/Contact-me/');
    history.pushState(null, '', '/Contact-me/');
    history.pushState(null, '', '/Contact-me/#form');
    window.history.back();
    expect(count.mock.calls).toEqual([[{ path: '/Contact-me/' }]]);
  });

  it('leaves the history alone for providers whose scripts count page changes themselves', () => {
    countVisits(umami, SETTLE_MS, whenShown);
    expect(history.pushState).toBe(pushState);
  });
});
