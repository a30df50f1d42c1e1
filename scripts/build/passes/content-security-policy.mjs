// Pass, always the last: gives a page a Content-Security-Policy <meta> as strict as a static host allows. A static
// export has no response headers, so the policy lives in the page, listing the sha256 of each inline script and
// style it carries; it hashes what the other passes wrote, so it runs after them.
import { createHash } from 'node:crypto';
import { parse } from 'parse5';

// Script types a browser does not run (JSON-LD is data), so no hash is needed or used for them.
const dataTypes = new Set(['application/ld+json', 'application/json']);

export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The hashes of a page's inline scripts, <style> elements (also inside <noscript>) and style attributes, parsed as a
 * browser without JavaScript parses it, so the <noscript> styles count as the elements they become.
 */
export function inlineCode(html) {
  const found = { scripts: new Set(), styles: new Set(), styleAttributes: new Set() };
  const visit = (node) => {
    const attribute = (name) => node.attrs?.find((attr) => attr.name === name)?.value;
    const text = () => (node.childNodes ?? []).map((child) => child.value ?? '').join('');
    if (node.tagName === 'script' && attribute('src') === undefined && !dataTypes.has(attribute('type'))) found.scripts.add(sha256(text()));
    if (node.tagName === 'style') found.styles.add(sha256(text()));
    const style = attribute('style');
    if (style !== undefined) found.styleAttributes.add(sha256(style));
    for (const child of [...(node.childNodes ?? []), ...(node.content?.childNodes ?? [])]) visit(child);
  };
  visit(parse(html, { scriptingEnabled: false }));
  return found;
}

function policy({ scripts, styles, styleAttributes }, { emailApi, wasm, analytics, frames }) {
  const styleHashes = [...styles, ...(styleAttributes.size ? ["'unsafe-hashes'", ...styleAttributes] : [])];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(analytics ? [analytics] : []), ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scripts].join(' '),
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", emailApi, ...(analytics ? [analytics] : [])].join(' '),
    ...(frames ? [`frame-src ${frames}`] : []),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * The page with its policy straight after its charset, before any script or style it covers. `styles` are the page's
 * own and every CSS chunk's hashes: a client-side page change inserts the next page's CSS as <style> elements.
 * `emailApi` is where the contact form sends (lib/contact/sendContactEmail.ts); `code`, the page's own inlineCode;
 * `wasm`, whether the page runs WebAssembly (the search page's Pagefind, and no other page's); `analytics`, the origin
 * of the analytics the page loads, if any (its script, and where it sends); `frames`, the origin of a frame the page
 * may show (a post's comments), if any.
 * @param {string} html
 * @param {{ styles: Set<string>, emailApi: string, code?: ReturnType<typeof inlineCode>, wasm?: boolean, analytics?: string, frames?: string }} options
 */
export function contentSecurityPolicy(html, { styles, emailApi, code = inlineCode(html), wasm = false, analytics, frames }) {
  if (/http-equiv="Content-Security-Policy"/i.test(html)) throw new Error('found a Content-Security-Policy already there');
  const charset = /<meta charset="utf-8"\/?>/i.exec(html);
  if (!charset) throw new Error('found no <meta charSet="utf-8"/> to put the policy after');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy({ ...code, styles }, { emailApi, wasm, analytics, frames })}"/>`;
  const at = charset.index + charset[0].length;
  return html.slice(0, at) + meta + html.slice(at);
}
