// Which language a finished page is in, for the passes that treat a page by what it is, in every language.

/**
 * A page's file as the site's own language has it: another language's pages live under its code (`de/About/index.html`),
 * which their `<html lang>` names.
 */
export function inFirstLanguage(html, path) {
  const language = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
  return language && path.startsWith(`${language}/`) ? path.slice(language.length + 1) : path;
}
