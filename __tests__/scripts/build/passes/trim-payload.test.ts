/** @jest-environment node */
import { trimPayload } from '../../../../scripts/build/passes/trim-payload.mjs';
import { nextPage, payloadOf } from '../../../support/nextExport';
import { required } from '../../../../lib/required';

/** The CSS of a page's <head>, each <style data-href> as written. */
const headCss = (html: string) => [...html.matchAll(/<style data-precedence="[^"]*" data-href="[^"]*">([\s\S]*?)<\/style>/g)].map((match) => match[1]);

/** The payload's text rows (`2:T1417,…`, the length in UTF-8 bytes), each as written. */
function textRows(payload: string) {
  const bytes = Buffer.from(payload);
  const rows: { id: string; text: string; written: string }[] = [];
  for (const header of payload.matchAll(/(?:^|\n|\])([0-9a-f]+):T([0-9a-f]+),/g)) {
    const start = Buffer.byteLength(payload.slice(0, required(header.index) + header[0].length));
    const text = bytes.subarray(start, start + parseInt(header[2], 16)).toString();
    rows.push({ id: header[1], text, written: `${header[1]}:T${header[2]},${text}` });
  }
  return rows;
}

/**
 * The payload with each stylesheet the head's CSS holds word for word emptied: a text row's, and a short one Next
 * writes in place as a style element's JSON string.
 */
function withCssRowsEmptied(payload: string, css: string[]) {
  const held = (text: string) => text.length > 100 && css.some((style) => style.includes(text));
  const rows = textRows(payload).filter(({ text }) => held(text));
  expect(rows.length).toBeGreaterThan(0);
  const inPlace = [...payload.matchAll(/"href":"[^"]+\.css","children":("(?:[^"\\]|\\.)+")/g)].map((match) => match[1]).filter((children) => held(JSON.parse(children)));
  const emptied = rows.reduce((expected, { id, written }) => expected.replace(written, `${id}:T0,`), payload);
  return inPlace.reduce((expected, children) => expected.replace(`"children":${children}`, '"children":""'), emptied);
}

/** The inner HTML of each element the page marks held (`data-held`), as the page writes it. */
const heldHtml = (html: string) => [...html.matchAll(/<(\w+)\b[^>]*\sdata-held=""[^>]*>([\s\S]*?)<\/\1>/g)].map((match) => match[2]);

/** The payload with each of `held` emptied: a text row of its own, or a JSON string in place. */
function withHeldEmptied(payload: string, held: string[]) {
  const rows = textRows(payload);
  return held.reduce((expected, inner) => {
    const row = rows.find(({ text }) => text === inner);
    return row ? expected.replace(row.written, `${row.id}:T0,`) : expected.replace(`"__html":${JSON.stringify(inner)}`, '"__html":""');
  }, payload);
}

describe.each(['index.html', 'About/index.html', 'Contact-me/index.html'])('trimPayload on %s as Next exports it', (path) => {
  const html = nextPage(path);
  const trimmed = trimPayload(html);

  it('empties the payload’s copy of each stylesheet the <head> holds and of each HTML the page holds, and keeps every other row as it was', () => {
    const css = headCss(html);
    expect(css.length).toBeGreaterThan(0);
    // The head script on every page; Home's structured data besides.
    const held = heldHtml(html);
    expect(held.length).toBeGreaterThanOrEqual(path === 'index.html' ? 2 : 1);
    expect(payloadOf(trimmed)).toBe(withHeldEmptied(withCssRowsEmptied(payloadOf(html), css), held));
    for (const inner of held) expect(payloadOf(trimmed)).not.toContain(inner);
    expect(trimmed.length).toBeLessThan(html.length - 1000);
  });

  it('leaves the page outside its payload as it was, and writes one chunk whose text cannot close its script', () => {
    const outside = (page: string) => page.replace(/<script>self\.__next_f\.push\(\[1,[^<]*\]\)<\/script>/g, '');
    expect(outside(trimmed)).toBe(outside(html));
    expect(trimmed.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1);
    const chunk = required(/<script>self\.__next_f\.push\((\[1,[^<]*\])\)<\/script>/.exec(trimmed))[1];
    expect(chunk).not.toMatch(/[<>&]/);
  });

  it('reads a text row split across chunks, counting its length in UTF-8 bytes', () => {
    const payload = payloadOf(html);
    const at = payload.indexOf(required(textRows(payload).find(({ text }) => headCss(html).some((style) => style.includes(text)))).text) + 10;
    const chunk = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(/</g, '\\u003c')})</script>`;
    let pushes = 0;
    const split = html.replace(/<script>self\.__next_f\.push\(\[1,[^<]*\]\)<\/script>/g, () => (pushes++ === 0 ? `${chunk(payload.slice(0, at))}${chunk(payload.slice(at, at + 7))}${chunk(`${payload.slice(at + 7)}é`)}` : ''));
    expect(payloadOf(trimPayload(split))).toBe(`${payloadOf(trimmed)}é`);
  });
});

describe('trimPayload, when the page is not what it reads', () => {
  const html = nextPage('About/index.html');

  it('says it found no payload of text chunks', () => {
    expect(() => trimPayload(html.replace(/self\.__next_f\.push\(\[1,/g, 'self.__next_f.push([3,'))).toThrow(/found no inline RSC payload of text chunks/);
    expect(() => trimPayload(html.replace(/<script>self\.__next_f\.push\(\[1,[^<]*\]\)<\/script>/g, ''))).toThrow(/found no inline RSC payload/);
  });

  it('says it found none of the <head>’s CSS in the payload', () => {
    expect(() => trimPayload(html.replace(/<style data-precedence="[^"]*" data-href="[^"]*">[\s\S]*?<\/style>/g, ''))).toThrow(/found none of the <head>'s CSS/);
  });
});
