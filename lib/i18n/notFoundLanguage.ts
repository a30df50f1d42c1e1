// The 404 page in the reader's language. GitHub Pages serves one 404.html for every unknown address, so the page
// holds its message in each language (components/layout/NotFound.tsx), the first language's shown; this, run in its
// head before its body is drawn, shows the one of the language the address asked for (/de/…) and titles the page in it.

/** Runs in the page: `titles`, each other language's title of the page, by its code. */
function showNotFoundIn(base: string, titles: Record<string, string>) {
  const code = location.pathname.slice(base.length).split('/')[1];
  if (!Object.prototype.hasOwnProperty.call(titles, code)) return;
  document.documentElement.setAttribute('data-not-found', code);
  // The page's own <title> comes later in its head, and Next's runtime writes it again when it arrives: the page is
  // retitled once the title is there, and each time it is written.
  const retitle = () => {
    if (document.title !== titles[code]) document.title = titles[code];
  };
  document.addEventListener('DOMContentLoaded', () => {
    retitle();
    new MutationObserver(retitle).observe(document.head, { subtree: true, childList: true, characterData: true });
  });
}

/** The script, to follow the head script on the 404 page alone (hashed by the policy like it). */
export const notFoundScript = (base: string, titles: Record<string, string>) => `;(${showNotFoundIn.toString()})(${JSON.stringify(base)},${JSON.stringify(titles)})`;

/** The rules that show the message the script chose (the first language's otherwise), for `codes`, the other languages. */
export const notFoundStyle = (first: string, codes: readonly string[]) =>
  `html[data-not-found] [data-not-found-in="${first}"]{display:none}` +
  codes.map((code) => `html[data-not-found="${code}"] [data-not-found-in="${code}"]`).join(',') +
  '{display:block}';
