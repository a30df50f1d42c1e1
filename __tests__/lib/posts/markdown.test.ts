/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toHtml } from 'hast-util-to-html';
import { markdownToTree } from '@/lib/posts/markdown';

const html = (markdown: string) => toHtml(markdownToTree(markdown));

describe('a post’s Markdown', () => {
  it('writes GitHub-flavoured Markdown: tables, task lists, footnotes whose links reach them, autolinks', () => {
    const page = html('| a | b |\n|---|--:|\n| 1 | 2 |\n\n- [x] done\n- [ ] to do\n\nSee https://example.com/x and a note.[^1]\n\n[^1]: The note.');
    // A table that scrolls sideways is reached by the keyboard (WCAG 2.1.1).
    expect(page).toContain('<table tabindex="0">');
    expect(page).toContain('<td align="right">2</td>');
    expect(page).toContain('<input type="checkbox" checked disabled aria-label="done"> done');
    expect(page).toContain('<a href="https://example.com/x">https://example.com/x</a>');
    const refs = [...page.matchAll(/href="#([^"]+)"/g)].map((match) => match[1]);
    expect(refs.length).toBeGreaterThanOrEqual(2);
    for (const id of refs) expect(page).toContain(`id="${id}"`);
    // The footnotes' label is read by screen readers alone: a link in it would take the keyboard's focus out of sight.
    expect(page).toContain('<h2 class="sr-only" id="footnote-label">Footnotes</h2>');
  });

  it('gives each heading an id from its words and makes it a link to itself', () => {
    expect(html('## Why it works\n\n### How')).toBe('<h2 id="why-it-works"><a href="#why-it-works">Why it works</a></h2>\n<h3 id="how"><a href="#how">How</a></h3>');
  });

  it('moves a post’s headings one level down when it uses `#`, the page’s h1 being its title', () => {
    expect(html('# Top\n\n## Next')).toMatch(/^<h2 id="top">.*<h3 id="next">/s);
  });

  it('keeps HTML a post writes, without scripts, event handlers, javascript: addresses, styles or ids', () => {
    const page = html(
      '<details><summary>More</summary><kbd>Esc</kbd></details>\n\n<script>alert(1)</script>\n\n' + '<a href="javascript:alert(1)" onclick="alert(2)" style="color:red" id="__next">x</a> <img src="/assets/a.png" alt="A" onerror="alert(3)">',
    );
    expect(page).toContain('<details><summary>More</summary><kbd>Esc</kbd></details>');
    expect(page).not.toMatch(/script|alert|onclick|onerror|style=|javascript:|__next/i);
    expect(page).toContain('<img src="/assets/a.png" alt="A">');
  });

  it('leaves fenced code marked with its language, for the highlighter', () => {
    expect(html('```rust\nfn main() {}\n```')).toBe('<pre><code class="language-rust">fn main() {}\n</code></pre>');
  });

  it('is kept between builds: an unchanged post is not parsed again, a changed one is', () => {
    const kept = mkdtempSync(join(tmpdir(), 'markdown-'));
    process.env.MARKDOWN_CACHE = kept;
    try {
      const first = html('Kept *as it was*.');
      const [file] = readdirSync(kept);
      expect(html('Kept *as it was*.')).toBe(first);
      // What the next build reads is what was kept: proven by changing it.
      writeFileSync(join(kept, file), readFileSync(join(kept, file), 'utf8').replace('as it was', 'AS KEPT'));
      expect(html('Kept *as it was*.')).toBe('<p>Kept <em>AS KEPT</em>.</p>');
      expect(html('Changed *since*.')).toBe('<p>Changed <em>since</em>.</p>');
      expect(readdirSync(kept)).toHaveLength(2);
    } finally {
      delete process.env.MARKDOWN_CACHE;
    }
  });
});
