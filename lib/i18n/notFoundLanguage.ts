// The 404 page in the reader's language. GitHub Pages serves one 404.html for every unknown address, so the page
// holds its message in each language (components/layout/NotFound.tsx), the first language's shown; this, run in its
// head before its body is drawn, shows the one of the language the address asked for (/de/…), and gives the document
// that language and direction and its title (the body keeps the first language's, for the navbar and footer in it).

/** Each other language's title of the page, and its direction, by its code. */
export type NotFoundLanguages = Record<string, { title: string; dir: 'ltr' | 'rtl' }>;

/** Runs in the page. */
function showNotFoundIn(base: string, languages: NotFoundLanguages) {
  const code = location.pathname.slice(base.length).split('/')[1];
  if (!Object.hasOwn(languages, code)) return;
  const { title, dir } = languages[code];
  const root = document.documentElement;
  root.setAttribute('data-not-found', code);
  root.lang = code;
  root.dir = dir;
  // The page's own <title> comes later in its head, and Next's runtime writes it again when it arrives: the page is
  // retitled once the title is there, and each time it is written.
  const retitle = () => {
    if (document.title !== title) document.title = title;
  };
  document.addEventListener('DOMContentLoaded', () => {
    retitle();
    new MutationObserver(retitle).observe(document.head, { subtree: true, childList: true, characterData: true });
  });
}

/** The script, to follow the head script on the 404 page alone (hashed by the policy like it). */
export const notFoundScript = (base: string, languages: NotFoundLanguages) => `;(${showNotFoundIn.toString()})(${JSON.stringify(base)},${JSON.stringify(languages)})`;

/** The rules that show the message the script chose (the first language's otherwise), for `codes`, the other languages. */
export const notFoundStyle = (first: string, codes: readonly string[]) =>
  `html[data-not-found] [data-not-found-in="${first}"]{display:none}${codes.map((code) => `html[data-not-found="${code}"] [data-not-found-in="${code}"]`).join(',')}{display:block}`;
