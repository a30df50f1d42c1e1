/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { highlightCode, theme } from '@/lib/posts/highlight';
import { markdownToTree } from '@/lib/posts/markdown';

const highlighted = async (markdown: string) => toHtml(await highlightCode(markdownToTree(markdown)));
const classesIn = (html: string) => new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1].split(' ')));

describe('code in posts', () => {
  it('is highlighted at build time as classes, with no style attribute, in every language Shiki knows', async () => {
    const page = await highlighted('```ts\nconst total: number = 1; // cents\n```\n\n```python\ndef f():\n    return "x"\n```\n\n```sh\necho "hi" # greet\n```');
    expect(page).not.toContain('style=');
    expect(page.match(/<pre class="shiki/g)).toHaveLength(3);
    for (const token of ['shiki-token-keyword', 'shiki-token-comment', 'shiki-token-function', 'shiki-token-string-expression']) expect(classesIn(page)).toContain(token);
    // Every token of the first line, not the first few: the build takes its time rather than stop halfway.
    expect(page).toMatch(/<span class="shiki-token-comment">\s*\/\/ cents<\/span>/);
  });

  it('keeps each highlighted block between builds: an unchanged block is not highlighted again, a changed one is', async () => {
    process.env.HIGHLIGHT_CACHE = mkdtempSync(join(tmpdir(), 'highlight-'));
    try {
      const first = await highlighted('```ts\nconst kept = 1;\n```');
      const [file] = readdirSync(process.env.HIGHLIGHT_CACHE);
      expect(await highlighted('```ts\nconst kept = 1;\n```')).toBe(first);
      // What the next build reads is what was kept: proven by changing it.
      writeFileSync(join(process.env.HIGHLIGHT_CACHE, file), readFileSync(join(process.env.HIGHLIGHT_CACHE, file), 'utf8').replace('kept', 'KEPT'));
      expect(await highlighted('```ts\nconst kept = 1;\n```')).toContain('KEPT');
      expect(await highlighted('```ts\nconst changed = 1;\n```')).toContain('changed');
      expect(readdirSync(process.env.HIGHLIGHT_CACHE)).toHaveLength(2);
    } finally {
      delete process.env.HIGHLIGHT_CACHE;
    }
  });

  it('stays plain text, in the same frame, in a language Shiki does not know or none', async () => {
    const page = await highlighted('```klingon\nQapla\n```\n\n```\nplain\n```');
    expect(page).toBe('<pre><code class="language-klingon">Qapla\n</code></pre>\n<pre><code>plain\n</code></pre>');
  });

  it('has a colour in the post stylesheet for every class the theme can write', () => {
    const css = readFileSync('components/posts/PostBody.module.css', 'utf8');
    const variables = new Set(JSON.stringify(theme).match(/--shiki-[\w-]+/g));
    variables.delete('--shiki-background');
    expect(variables.size).toBeGreaterThan(10);
    for (const variable of variables) expect(css).toContain(`:global(.${variable.slice(2)})`);
    for (const style of ['italic', 'bold', 'underline']) expect(css).toContain(`:global(.shiki-${style})`);
  });
});
