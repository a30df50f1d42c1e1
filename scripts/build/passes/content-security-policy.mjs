// After `next build`: gives every exported page a Content-Security-Policy <meta> as strict as a static host
// allows. A static export has no response headers, so the policy lives in the page, listing the sha256 of each
// inline script and style that page actually carries (Next inlines its router payload as scripts).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'parse5';
import { exportFiles, exportRoot } from '../export-files.mjs';
/** Where the contact form sends (lib/contact/sendContactEmail.ts): EmailJS, or a test build's stand-in for it. */
const emailApi = process.env.NEXT_PUBLIC_EMAILJS_ORIGIN || 'https://api.emailjs.com';
// Script types a browser does not run (JSON-LD is data), so no hash is needed or used for them.
const dataTypes = new Set(['application/ld+json', 'application/json']);

const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Walks the parsed page: inline scripts, <style> elements (also inside <noscript>) and style attributes. */
function inlineCode(document) {
  const found = { scripts: new Set(), styles: new Set(), styleAttributes: new Set() };
  const visit = (node) => {
    const attribute = (name) => node.attrs?.find((attr) => attr.name === name)?.value;
    const text = () => (node.childNodes ?? []).map((child) => child.value ?? '').join('');
    if (node.tagName === 'script' && attribute('src') === undefined && !dataTypes.has(attribute('type'))) {
      found.scripts.add(sha256(text()));
    }
    if (node.tagName === 'style') found.styles.add(sha256(text()));
    const style = attribute('style');
    if (style !== undefined) found.styleAttributes.add(sha256(style));
    for (const child of [...(node.childNodes ?? []), ...(node.content?.childNodes ?? [])]) visit(child);
  };
  visit(document);
  return found;
}

function policy({ scripts, styles, styleAttributes }) {
  const styleHashes = [...styles, ...(styleAttributes.size ? ["'unsafe-hashes'", ...styleAttributes] : [])];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts].join(' '),
    ["style-src 'self'", ...styleHashes].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${emailApi}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

const files = exportFiles();
// Each page read once, and parsed as a browser without JavaScript would, so the <noscript> styles count as the
// elements they become.
const pages = files
  .filter((file) => file.endsWith('.html'))
  .map((file) => {
    const html = readFileSync(file, 'utf8');
    return { file, html, code: inlineCode(parse(html, { scriptingEnabled: false })) };
  });
// Each page's CSS is inlined (next.config.mjs, inlineCss), and a client-side page change inserts the next page's
// CSS chunks as <style> elements: every page allows every page's styles and every chunk's.
const allStyles = new Set([
  ...pages.flatMap(({ code }) => [...code.styles]),
  ...files.filter((file) => file.endsWith('.css')).map((file) => sha256(readFileSync(file, 'utf8'))),
]);

for (const { file: page, html, code } of pages) {
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error(`${page} already has a policy`);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy({ ...code, styles: allStyles })}"/>`;
  // Straight after the charset, before any script or style the policy must cover.
  const charset = html.match(/<meta charSet="utf-8"\/>/i);
  if (!charset) throw new Error(`${page} has no <meta charSet="utf-8"/> to place the policy after`);
  const at = charset.index + charset[0].length;
  writeFileSync(page, html.slice(0, at) + meta + html.slice(at));
}

console.log(`Content-Security-Policy written into ${pages.length} pages of ${exportRoot}/`);
