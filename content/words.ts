/**
 * The interface's words (what the site says around your content: the navbar's controls, the form's messages, the
 * words of the blog, search and the resume's headings) in the site's first language, where yours differ from those
 * the site ships (lib/i18n/words/en.ts has every one). Give any part of them; the rest stay as shipped. Each other
 * language's are in content/<code>/words.ts, the same way. For example:
 *
 *   export const words = { blogPage: { tags: 'Topics' }, theme: { label: 'Colour theme' } };
 */
export const words = {};
