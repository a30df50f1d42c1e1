/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blogShape, readPostSources } from '@/lib/posts/postSources';

// What next.config.mjs reads to decide whether the export has a blog (its routes are files it names only then).
const folder = (posts: Record<string, string>) => {
  const dir = mkdtempSync(join(tmpdir(), 'post-sources-'));
  for (const [name, front] of Object.entries(posts)) writeFileSync(join(dir, name), `---\n${front}\n---\n\nWords.\n`);
  process.env.POSTS_DIR = dir;
  return dir;
};

afterEach(() => {
  delete process.env.POSTS_DIR;
});

describe('the blog’s shape, for next.config.mjs', () => {
  const none = { published: false, tagged: false, paged: false, tagPaged: false, translated: false, translatedPaged: false, translatedTagged: false, translatedTagPaged: false };

  it('is no blog without content/posts/, or with drafts alone, except in `npm run dev`', () => {
    process.env.POSTS_DIR = join(tmpdir(), 'no-such-folder');
    expect(blogShape({ dev: false })).toEqual(none);
    folder({ 'soon.md': 'title: Soon\ndraft: true\ntags: [a]' });
    expect(blogShape({ dev: false })).toEqual(none);
    expect(blogShape({ dev: true })).toEqual({ ...none, published: true, tagged: true });
  });

  it('has tag pages only when a shown post has a tag', () => {
    folder({ 'one.md': 'title: One', 'two.md': 'title: Two\ntags: []' });
    expect(blogShape({ dev: false })).toEqual({ ...none, published: true });
    folder({ 'one.md': 'title: One', 'two.md': 'title: Two\ntags: [Rust]' });
    expect(blogShape({ dev: false })).toEqual({ ...none, published: true, tagged: true });
  });

  it('has pages after the first only for more posts than a page holds, and a tag’s only for more of that tag', () => {
    folder({ 'one.md': 'title: One\ntags: [Rust, rust]', 'two.md': 'title: Two\ntags: [RUST]', 'three.md': 'title: Three\ntags: [Go]', 'four.md': 'title: Four\ndraft: true\ntags: [Go]' });
    expect(blogShape({ dev: false, perPage: 3 })).toEqual({ ...none, published: true, tagged: true });
    // "Rust", "rust" and "RUST" are one tag (one address), counted once a post: two posts.
    expect(blogShape({ dev: false, perPage: 2 })).toEqual({ ...none, published: true, tagged: true, paged: true });
    expect(blogShape({ dev: false, perPage: 1 })).toEqual({ ...none, published: true, tagged: true, paged: true, tagPaged: true });
    // The draft counts in `npm run dev`: Go has two posts there.
    expect(blogShape({ dev: true, perPage: 2 })).toEqual({ ...none, published: true, tagged: true, paged: true });
    expect(blogShape({ dev: true, perPage: 1 }).tagPaged).toBe(true);
  });

  it('has another language’s blog once a shown post is translated into it (<slug>.<code>.md), and its further pages for more than a page', () => {
    const languages = ['en', 'de'];
    folder({ 'one.md': 'title: One', 'two.md': 'title: Two', 'soon.md': 'title: Soon\ndraft: true', 'one.de.md': 'title: Eins', 'soon.de.md': 'title: Bald', 'one.fr.md': 'title: Un' });
    // French is not one of the site's languages: `one.fr.md` is a post of its own, named so.
    expect(blogShape({ dev: false, perPage: 1, languages })).toMatchObject({ translated: true, translatedPaged: false });
    folder({ 'one.md': 'title: One', 'two.md': 'title: Two', 'one.de.md': 'title: Eins', 'two.de.md': 'title: Zwei' });
    expect(blogShape({ dev: false, perPage: 1, languages })).toMatchObject({ paged: true, translated: true, translatedPaged: true });
    folder({ 'soon.md': 'title: Soon\ndraft: true', 'soon.de.md': 'title: Bald' });
    expect(blogShape({ dev: false, languages })).toEqual(none);
  });

  it('has another language’s tag pages once a translated post’s original has a tag, and their further pages for more than a page', () => {
    const languages = ['en', 'de'];
    folder({ 'one.md': 'title: One\ntags: [Rust]', 'two.md': 'title: Two\ntags: [Rust]', 'one.de.md': 'title: Eins' });
    expect(blogShape({ dev: false, perPage: 1, languages })).toMatchObject({ tagPaged: true, translatedTagged: true, translatedTagPaged: false });
    folder({ 'one.md': 'title: One\ntags: [Rust]', 'two.md': 'title: Two\ntags: [Rust]', 'one.de.md': 'title: Eins', 'two.de.md': 'title: Zwei' });
    expect(blogShape({ dev: false, perPage: 1, languages })).toMatchObject({ translatedTagged: true, translatedTagPaged: true });
    folder({ 'one.md': 'title: One', 'two.md': 'title: Two\ntags: [Rust]', 'one.de.md': 'title: Eins\ntags: [Rost]' });
    // A translation's tags are its original's: one without a tag has no tag page, whatever the translation writes.
    expect(blogShape({ dev: false, languages })).toMatchObject({ tagged: true, translated: true, translatedTagged: false });
  });
});

describe('readPostSources', () => {
  it('reads each Markdown file, in name order: its address, its front matter as written, its body', () => {
    const dir = folder({ 'b-post.md': 'title: B', 'a-post.md': 'title: A\ndate: 2026-01-02', 'notes.txt': 'title: no' });
    expect(readPostSources(dir).map(({ slug, matter, body }) => [slug, matter, body.trim()])).toEqual([
      ['a-post', { title: 'A', date: '2026-01-02' }, 'Words.'],
      ['b-post', { title: 'B' }, 'Words.'],
    ]);
  });

  it('reads <slug>.<code>.md, for one of the site’s other languages, as that post’s translation', () => {
    const dir = folder({ 'a-post.md': 'title: A', 'a-post.de.md': 'title: Ein', 'node.js.md': 'title: Node' });
    expect(readPostSources(dir, ['en', 'de']).map(({ slug, language }) => [slug, language])).toEqual([
      ['a-post', 'de'],
      ['a-post', undefined],
      ['node.js', undefined],
    ]);
  });
});
