/**
 * Every click lands at once: a link that loads its page whole (a post, the archive's pages, search from another page,
 * another language: lib/pages/wholePageLinks.ts, loadsWholePage) carries `data-whole-page`, and the page's speculation
 * rules ask the browser to prerender it, and to prefetch it where it cannot, at the first sign of intent (`eager`): on a
 * desktop a hover of 10 ms (`moderate` waits 200), on a phone a link in view a moment or the tap. Chosen by
 * `npm run bench:clicks` (docs/performance.md, "What a click costs"): only `eager` brings a hovered post under 100 ms.
 * Links Next changes client-side are Next's own to prefetch. The browser keeps its own limits: two speculations at a
 * time, the oldest dropped, and none under Save-Data, battery saver or memory pressure.
 */
export const WHOLE_PAGE_LINK = { 'data-whole-page': '' } as const;

const rule = [{ where: { selector_matches: 'a[data-whole-page]' }, eagerness: 'eager' }];

/**
 * The page's `<script type="speculationrules">`: document rules over its own links, so nothing is prerendered that
 * the reader cannot reach by a link on the page. The same text on every page: one hash in every policy
 * (scripts/build/passes/content-security-policy.mjs hashes it as it does every inline script).
 */
export const SPECULATION_RULES = JSON.stringify({ prerender: rule, prefetch: rule });

/**
 * Runs `run` once the page is shown: at once, or, in a page the browser is prerendering, when the reader arrives on it
 * (`prerenderingchange`). What changes state or counts the reader waits for it: a page prerendered and never shown
 * sends nothing. (Self-contained, as lib/analytics/providers.ts's head script writes it into the page too.)
 */
export function whenShown(run: () => void) {
  if ((document as Document & { prerendering?: boolean }).prerendering) document.addEventListener('prerenderingchange', run, { once: true });
  else run();
}
