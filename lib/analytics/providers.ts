import type { z } from 'zod';
import { isLoopback } from '@/content/fields';
import type { analyticsSchema } from '@/content/schema';

/** The analytics the owner chose in content/site.ts. */
export type AnalyticsChoice = z.infer<typeof analyticsSchema>;

/**
 * What a page loads to count its views: the provider's script, from the owner's origin, with the attributes that
 * configure it (its ids, and where it sends), and whether it counts the site's client-side page changes itself.
 * Each is the provider's documented snippet: GoatCounter's count.js counts the page it loads on and is told of each
 * later one (`goatcounter.count`); Plausible's and Umami's scripts count every history change themselves.
 *
 * An origin on this machine (`http://localhost:4178`) is the owner trying it locally, where the page is served from
 * localhost too, which GoatCounter's and Plausible's scripts refuse to count unless told: each is told its documented
 * way (GoatCounter's `allow_local` setting, Plausible's `script.local.js`); Umami's counts there as it is. What a
 * provider still refuses locally, the build says (localTrial).
 */
export type Tracker = { src: string; attributes: Record<string, string>; countsPageChanges: boolean };

const isLocal = (origin: string) => isLoopback(new URL(origin));

export function trackerOf(choice: AnalyticsChoice): Tracker {
  const { origin } = choice;
  const local = isLocal(origin);
  switch (choice.provider) {
    case 'goatcounter':
      return {
        src: `${origin}/count.js`,
        attributes: {
          'data-goatcounter': `${origin}/count`,
          // https://www.goatcounter.com/help/js: "allow_local: Allow requests from local addresses (localhost, 192.168.0.0, etc.)
          // for testing the integration locally", set as JSON in data-goatcounter-settings.
          ...(local && { 'data-goatcounter-settings': JSON.stringify({ allow_local: true }) }),
        },
        countsPageChanges: false,
      };
    case 'plausible':
      // https://plausible.io/docs/script-extensions: script.local.js "allows tracking on localhost".
      return { src: `${origin}/js/${local ? 'script.local.js' : 'script.js'}`, attributes: { 'data-domain': choice.domain, 'data-api': `${origin}/api/event` }, countsPageChanges: true };
    case 'umami':
      // Umami's own Do Not Track check too, though the page never loads it then (countVisits). Umami counts every
      // history change to another address, replaceState's too, and the search page replaces its address as the visitor
      // types (?q=…): https://umami.is/docs/tracker-configuration, `data-exclude-search`, leaves the query out of the
      // address it compares and sends, so a search is one page view however many letters are typed.
      return {
        src: `${origin}/script.js`,
        attributes: { 'data-website-id': choice.websiteId, 'data-host-url': origin, 'data-do-not-track': 'true', 'data-exclude-search': 'true' },
        countsPageChanges: true,
      };
  }
}

/**
 * What the build tells an owner trying analytics locally (an origin on this machine), once: what the provider's real
 * script counts there, and what it still refuses. Nothing for an origin elsewhere.
 */
export function localTrial(choice: AnalyticsChoice | undefined): string | undefined {
  if (!choice || !isLocal(choice.origin)) return undefined;
  const at = `Analytics at ${choice.origin}, on this machine:`;
  switch (choice.provider) {
    case 'goatcounter':
      return `${at} GoatCounter's count.js is told allow_local, so it counts pages served from localhost. It flags a visit from a browser driven by automation (navigator.webdriver: Playwright, WebDriver) as a bot's, which GoatCounter does not show: try it in a browser of your own.`;
    case 'plausible':
      return `${at} Plausible's script.local.js counts pages served from localhost. It counts nothing in a browser driven by automation (navigator.webdriver: Playwright, WebDriver): try it in a browser of your own.`;
    case 'umami':
      return `${at} Umami's script counts pages served from localhost as it is.`;
  }
}

/** How long the page stays quiet after its load event before the provider's script is fetched. */
export const SETTLE_MS = 500;

/**
 * What the head script does when the owner chose analytics, written as a function so it is type-checked and
 * tested, and put in the page as its source (after the theme's: lib/headScript.ts). It runs before Next's
 * runtime and needs none of it, so no page carries analytics code unless the owner chose it. Where the browser asks
 * not to be tracked (Global Privacy Control, Do Not Track), it does nothing at all. Otherwise, once the page is shown
 * (`whenShown`: a prerendered page waits for the reader), has loaded and settled (its first paint and its own scripts
 * never wait on it), it adds the provider's script, which counts the page; each later page the site shows without a reload (Next's router pushes it onto the history; back
 * and forward pop it) counts once, told to the provider where its script does not see it itself. It sets no cookie.
 * (Self-contained, as it is put in the page as its source: it imports nothing.)
 */
export function countVisits(tracker: Tracker, settleMs: number, whenShown: (run: () => void) => void) {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  // Old Safari and Edge said Do Not Track on the window.
  const legacy = (window as { doNotTrack?: string | null }).doNotTrack;
  if (browser.globalPrivacyControl === true || browser.doNotTrack === '1' || legacy === '1') return;
  const add = () => {
    const script = document.createElement('script');
    script.src = tracker.src;
    script.async = true;
    for (const [name, value] of Object.entries(tracker.attributes)) script.setAttribute(name, value);
    document.head.append(script);
  };
  const afterLoad = () => setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(add, { timeout: 2000 }) : add()), settleMs);
  // A page the browser prerenders counts once the reader arrives on it, never before (lib/prerender.ts).
  whenShown(() => {
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  });
  if (tracker.countsPageChanges) return;
  let counted = location.pathname + location.search;
  const changed = () => {
    const path = location.pathname + location.search;
    if (path === counted) return;
    counted = path;
    // Before the provider's script has loaded there is no one to tell: it counts the page it finds when it does.
    (window as { goatcounter?: { count?: (vars: { path: string }) => void } }).goatcounter?.count?.({ path });
  };
  const push = history.pushState;
  history.pushState = function (...args: Parameters<History['pushState']>) {
    push.apply(this, args);
    changed();
  };
  addEventListener('popstate', changed);
}
