/** The attribute that marks a held element (the payload pass matches it as written: `"data-held":""`). */
export const HELD = 'data-held';

/**
 * The props of an element whose inner HTML the page's HTML holds and nothing in the browser changes (a post's prose,
 * structured data, the head script): `data-held` marks it for the export's payload pass
 * (scripts/build/passes/trim-payload.mjs, withoutHeldHtml), which empties its `__html` in the RSC payload inlined in
 * the page. React, hydrating, keeps such an element's DOM as it found it; so the text is shipped once, in the HTML,
 * not twice. (A page the router would render again from that payload must not hold what a reader reads:
 * components/posts/HeldBody.tsx.)
 */
export const heldHtml = (html: string) => ({ [HELD]: '', dangerouslySetInnerHTML: { __html: html } });
