// Pass: a page's HTML stops carrying what it holds twice.
// - Its CSS three times. With `inlineCss`, Next writes the page's CSS into the <head> and again, as text rows, into
//   the RSC payload inlined at the end of <body>. React adopts a <style precedence href> already in the document, so
//   the payload's copies are never read on this page (the route's `.txt` payload, fetched on a client-side page
//   change, keeps them).
// - The inner HTML of each element marked held (lib/heldHtml.ts: a post's prose, structured data, the head script),
//   which React, hydrating, never reads from the payload.
const push = /<script>self\.__next_f\.push\((\[[^<]*\])\)<\/script>/g;
const headStyle = /<style data-precedence="[^"]*" data-href="([^"]*)">([\s\S]*?)<\/style>/g;
// A style resource of the payload: its href, and the row that holds its text ("$2").
const styleRow = /\["\$","style","[^"]*",\{[^{}]*"precedence":"[^"]*","href":"([^"]+)","children":"\$([0-9a-f]+)"\}\]/g;
// A style resource whose text is short enough for Next to write in place, as a JSON string: its href and that string.
const styleInPlace = /(\["\$","style","[^"]*",\{[^{}]*"precedence":"[^"]*","href":"([^"]+)","children":)("(?:[^"\\$]|\\.)(?:[^"\\]|\\.)*")(\}\])/g;

/** The payload's rows, in order: `{ id, text }` for a text row (`2:T1417,…`, its length in UTF-8 bytes), else `{ line }`. */
function rows(payload) {
  const bytes = Buffer.from(payload);
  const out = [];
  for (let at = 0; at < bytes.length; ) {
    const text = /^([0-9a-f]+):T([0-9a-f]+),/.exec(bytes.subarray(at, at + 40).toString('latin1'));
    if (text) {
      const start = at + text[0].length;
      const end = start + parseInt(text[2], 16);
      out.push({ id: text[1], text: bytes.subarray(start, end).toString() });
      at = end;
    } else {
      const end = bytes.indexOf(10, at);
      const stop = end === -1 ? bytes.length : end + 1;
      out.push({ line: bytes.subarray(at, stop).toString() });
      at = stop;
    }
  }
  return out;
}

/** A text row as the payload writes it: its id, its length in UTF-8 bytes (hex) and its text (empty: `2:T0,`). */
const textRow = (id, text = '') => `${id}:T${Buffer.byteLength(text).toString(16)},${text}`;

/**
 * An RSC payload with the text of each stylesheet `held` (by href: the CSS a document already holds) emptied, a text
 * row's or a short one's written in place, word for word; and how many it emptied.
 */
export function withoutHeldStyles(payload, held) {
  const cssRows = new Map([...payload.matchAll(styleRow)].map(([, href, id]) => [id, href]));
  let trimmed = 0;
  const text = rows(payload)
    .map((row) => {
      if (row.line !== undefined) {
        return row.line.replace(styleInPlace, (whole, before, href, children, after) => {
          if (!held.get(href)?.includes(JSON.parse(children))) return whole;
          trimmed++;
          return `${before}""${after}`;
        });
      }
      const href = cssRows.get(row.id);
      if (href === undefined || !held.get(href)?.includes(row.text)) return textRow(row.id, row.text);
      trimmed++;
      return textRow(row.id);
    })
    .join('');
  return { text, trimmed };
}

// A held element's inner HTML in the payload (lib/heldHtml.ts writes the two props in this order): a JSON string, or
// "$<id>" for a text row of its own.
const heldInPlace = /("data-held":"","dangerouslySetInnerHTML":\{"__html":)("(?:[^"\\]|\\.)*")\}/g;

/** An RSC payload with the inner HTML of every element marked held emptied, word for word otherwise. */
function withoutHeldHtml(payload) {
  // The text rows of held HTML, emptied where they stand (nothing else refers to them).
  const heldRows = new Set();
  const all = rows(payload).map((row) => {
    if (row.line === undefined) return row;
    const line = row.line.replace(heldInPlace, (_whole, before, html) => {
      const text = /^"\$([0-9a-f]+)"$/.exec(html);
      if (text) heldRows.add(text[1]);
      return `${before}""}`;
    });
    return { line };
  });
  return all.map((row) => row.line ?? textRow(row.id, heldRows.has(row.id) ? '' : row.text)).join('');
}

/** The stylesheets a page's <head> holds, by href: the CSS text each is written in. */
export function headStyles(html) {
  const inHead = new Map();
  for (const [, hrefs, css] of html.matchAll(headStyle)) for (const href of hrefs.split(' ')) inHead.set(href, css);
  return inHead;
}

/**
 * The page with every CSS text of its inline payload emptied when the <head> holds that stylesheet. A page whose
 * payload is not the plain text chunks this reads is an error, not skipped: a change in Next's output should be seen,
 * not silently cost every page its weight again.
 */
export function trimPayload(html) {
  const scripts = [...html.matchAll(push)];
  const chunks = scripts.map((script) => JSON.parse(script[1]));
  if (!chunks.length || chunks.some(([kind, text]) => kind !== 1 || typeof text !== 'string')) {
    throw new Error('found no inline RSC payload of text chunks (<script>self.__next_f.push([1, "…"])</script>)');
  }
  const { text: styled, trimmed } = withoutHeldStyles(chunks.map(([, chunk]) => chunk).join(''), headStyles(html));
  if (!trimmed) throw new Error("found none of the <head>'s CSS (<style data-href>) among the inline payload's text rows");
  const text = withoutHeldHtml(styled);
  // One chunk in place of the first, the same text as a script-safe string literal; the policy's hashes come after.
  const literal = JSON.stringify([1, text]).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  let pushes = 0;
  return html.replace(push, () => (pushes++ === 0 ? `<script>self.__next_f.push(${literal})</script>` : ''));
}
