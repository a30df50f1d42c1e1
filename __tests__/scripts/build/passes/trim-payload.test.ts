import { trimPayload } from '../../../../scripts/build/passes/trim-payload.mjs';

// A page as Next writes it with inlineCss: the CSS in the head, and again as text rows of the inline payload.
const layoutCss = '.a{color:red}.b::after{content:"→"}';
const pageCss = '.c{margin:0}';
const head = `<style data-precedence="next" data-href="/p/a.css /p/c.css">${layoutCss}${pageCss}</style>`;
const style = (href: string, row: string) => `["$","style","0",{"nonce":"$undefined","precedence":"next","href":"${href}","children":"$${row}"}]`;
const text = (id: string, body: string) => `${id}:T${Buffer.byteLength(body).toString(16)},${body}`;
const payload = [
  `1:"$Sreact.fragment"\n`,
  text('2', layoutCss),
  `4:["$","html",null,{"children":[${style('/p/a.css', '2')},${style('/p/c.css', '3')},${style('/p/x.css', '5')}]}]\n`,
  text('3', pageCss),
  text('5', '.x{top:0}'),
  `6:["$","p",null,{"children":"a < b, café"}]\n`,
].join('');
const chunk = (part: string) => `<script>self.__next_f.push(${JSON.stringify([1, part]).replace(/</g, '\\u003c')})</script>`;
const page = (chunks: string[]) =>
  `<!DOCTYPE html><html><head>${head}</head><body><p>a &lt; b</p><script>(self.__next_f=self.__next_f||[]).push([0])</script>${chunks.map(chunk).join('')}</body></html>`;

/** The payload the browser will read from a page: its text chunks in order, as the client joins them. */
const payloadOf = (html: string) =>
  [...html.matchAll(/<script>self\.__next_f\.push\((\[[^<]*\])\)<\/script>/g)].map((match) => JSON.parse(match[1])[1]).join('');

describe('trimPayload (run after each build)', () => {
  it('empties the payload’s copy of each stylesheet the head holds, and keeps every other row as it was', () => {
    const trimmed = payloadOf(trimPayload(page([payload])));
    expect(trimmed).toBe(payload.replace(text('2', layoutCss), '2:T0,').replace(text('3', pageCss), '3:T0,'));
  });

  it('keeps a stylesheet the head does not hold, by href or word for word', () => {
    const other = page([payload]).replace(pageCss, '.c{margin:1px}');
    const trimmed = payloadOf(trimPayload(other));
    expect(trimmed).toContain(text('3', pageCss));
    expect(trimmed).toContain(text('5', '.x{top:0}'));
  });

  it('reads a text row split across chunks, and counts its length in UTF-8 bytes', () => {
    const at = payload.indexOf('content:');
    expect(payloadOf(trimPayload(page([payload.slice(0, at), payload.slice(at, at + 30), payload.slice(at + 30)])))).toBe(
      payload.replace(text('2', layoutCss), '2:T0,').replace(text('3', pageCss), '3:T0,'),
    );
  });

  it('writes one chunk, in the first one’s place, whose text cannot close its script', () => {
    const html = trimPayload(page([payload.slice(0, 50), payload.slice(50)]));
    expect(html.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1);
    expect(html.indexOf('self.__next_f.push([0])')).toBeLessThan(html.indexOf('self.__next_f.push([1,'));
    const script = /<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/.exec(html.slice(html.indexOf('push([1,') - 30))![1];
    expect(script).not.toMatch(/[<>&]/);
  });

  it('says so when the page’s payload is not the text chunks it reads, or holds none of the head’s CSS', () => {
    expect(() => trimPayload(page([payload]).replace(/push\(\[1,/, 'push([3,'))).toThrow(/has Next's HTML output changed/);
    expect(() => trimPayload('<html><head></head><body></body></html>')).toThrow(/has Next's HTML output changed/);
    expect(() => trimPayload(page([payload]).replace(head, ''))).toThrow(/none of the <head>'s CSS/);
  });
});
