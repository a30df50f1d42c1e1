/** @jest-environment node */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { required } from '../../../lib/required';

// Each case is a content/posts/ folder and a public/ folder of its own, read by a fresh copy of lib/posts/posts.ts.
const root = mkdtempSync(join(tmpdir(), 'posts-'));
let postsDir: string;
const shown = (file: string) => relative(process.cwd(), join(postsDir, file));

function post(file: string, front: string, body = 'Some words.') {
  writeFileSync(join(postsDir, file), `---\n${front.trim()}\n---\n\n${body}\n`);
}

function load(nodeEnv = 'production') {
  const env = process.env as Record<string, string>;
  const previous = env.NODE_ENV;
  env.NODE_ENV = nodeEnv;
  try {
    let loaded: typeof import('@/lib/posts/posts') | undefined;
    jest.isolateModules(() => {
      // A site in English and German (its other content is not read here): the posts' languages.
      jest.doMock('@/content/site', () => ({ site: { languages: ['en', 'de'] } }));
      loaded = require('@/lib/posts/posts');
    });
    return required(loaded);
  } finally {
    env.NODE_ENV = previous;
  }
}

beforeAll(async () => {
  mkdirSync(join(root, 'public', 'assets', 'posts'), { recursive: true });
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#336' } })
    .png()
    .toFile(join(root, 'public', 'assets', 'posts', 'screen.png'));
  writeFileSync(join(root, 'public', 'assets', 'posts', 'broken.png'), Buffer.from('89504e470d0a1a0a0000', 'hex'));
  process.env.PUBLIC_DIR = join(root, 'public');
});

beforeEach(() => {
  postsDir = mkdtempSync(join(root, 'posts-'));
  process.env.POSTS_DIR = postsDir;
});

afterAll(() => {
  delete process.env.POSTS_DIR;
  delete process.env.PUBLIC_DIR;
});

describe('posts', () => {
  it('are none without content/posts/, and nothing of a blog then exists', () => {
    process.env.POSTS_DIR = join(root, 'nowhere');
    expect(load().posts).toEqual([]);
  });

  it('are shown newest first, drafts only in `npm run dev`, each with its reading time', () => {
    post('older.md', 'title: Older\ndate: 2025-01-02\nsummary: First.');
    post('newer.md', 'title: Newer\ndate: "2026-05-01"\nsummary: Second.\ntags: [Rust, rust]', Array(450).fill('word').join(' '));
    post('draft.md', 'title: Draft\ndate: 2026-06-01\nsummary: Later.\ndraft: true');
    const { posts, tagsIn } = load();
    expect(posts.map((p) => [p.slug, p.readingMinutes])).toEqual([
      ['newer', 2],
      ['older', 1],
    ]);
    expect(tagsIn('en')).toEqual([{ name: 'Rust', slug: 'rust', posts: [posts[0]] }]);
    expect(load('development').posts.map((p) => p.slug)).toEqual(['draft', 'newer', 'older']);
  });

  it.each([
    ['a day that is not a date', 'title: T\ndate: last Tuesday\nsummary: S.', 'field "date": must be a date written as YYYY-MM-DD'],
    ['a day not in the calendar', 'title: T\ndate: 2026-02-30\nsummary: S.', 'field "date": is not a day of the calendar'],
    ['a missing title', 'date: 2026-01-01\nsummary: S.', 'field "title"'],
    ['an empty summary', 'title: T\ndate: 2026-01-01\nsummary: ""', 'field "summary": must not be empty'],
    ['an unknown field', 'title: T\ndate: 2026-01-01\nsummary: S.\nauthor: Me', 'field "author": is not a field a post has'],
    ['a canonical address that is not https', 'title: T\ndate: 2026-01-01\nsummary: S.\ncanonical: http://example.com/t', 'field "canonical": must be an https:// URL'],
    ['a draft that is not true or false', 'title: T\ndate: 2026-01-01\nsummary: S.\ndraft: maybe', 'field "draft"'],
    ['an updated day before its date', 'title: T\ndate: 2026-03-10\nsummary: S.\nupdated: 2026-03-09', 'field "updated": is before the post\'s date (2026-03-10)'],
    ['an updated day that is not a date', 'title: T\ndate: 2026-03-10\nsummary: S.\nupdated: soon', 'field "updated": must be a date written as YYYY-MM-DD'],
    ['a toc that is not true or false', 'title: T\ndate: 2026-01-01\nsummary: S.\ntoc: no thanks', 'field "toc"'],
    ['a picture that is missing', 'title: T\ndate: 2026-01-01\nsummary: S.\nimage: { src: /assets/posts/gone.png, alt: Gone }', 'public/assets/posts/gone.png does not exist'],
  ])('stop the build on %s, naming the file and the field', (_case, front, message) => {
    post('bad-post.md', front);
    expect(() => load()).toThrow(`Invalid content in ${shown('bad-post.md')}`);
    expect(() => load()).toThrow(message);
  });

  it('stop the build on front matter that is not YAML, naming the file', () => {
    post('broken.md', 'title: [unclosed\ndate: 2026-01-01');
    expect(() => load()).toThrow(new RegExp(`Invalid content in ${shown('broken.md')}: its front matter .* is not YAML`));
  });

  it('stop the build on a file name that is not an address, or an MDX file', () => {
    post('My Post.md', 'title: T\ndate: 2026-01-01\nsummary: S.');
    expect(() => load()).toThrow(/My Post\.md:\n {2}- its name is the post's address .* such as my-post\.md/);
  });

  it('stop the build on an MDX file, which the site does not run', () => {
    post('component.mdx', 'title: T\ndate: 2026-01-01\nsummary: S.');
    expect(() => load()).toThrow(/component\.mdx:\n {2}- is MDX/);
  });

  it('read their pictures as content pictures: size from the file, the first screen’s eager, the rest lazy', () => {
    post('pictured.md', 'title: T\ndate: 2026-01-01\nsummary: S.', 'Intro.\n\n![A screen](/assets/posts/screen.png)\n\nMore.\n\nEven more.\n\n![The same, later](/assets/posts/screen.png "again")');
    const [pictured] = load().posts;
    expect(pictured.pictures.get('/assets/posts/screen.png')).toMatchObject({ width: 1200, height: 800, format: 'png' });
    const loading: unknown[] = [];
    JSON.stringify(pictured.tree, (key, value) => (key === 'loading' ? loading.push(value) && value : value));
    expect(loading).toEqual(['eager', 'lazy']);
  });

  it.each([
    ['a picture that is missing', '![Gone](/assets/posts/gone.png)', 'picture ![Gone](/assets/posts/gone.png), field "src": '],
    ['a picture that is damaged', '![Broken](/assets/posts/broken.png)', 'picture ![Broken](/assets/posts/broken.png), field "src":'],
    ['a picture with no alt text', '![](/assets/posts/screen.png)', 'field "alt": must describe the image'],
    ['a picture from elsewhere', '![Far](https://example.com/far.png)', 'must be a file path under /assets/'],
  ])('stop the build on %s in the body, naming the file and the picture', (_case, body, message) => {
    post('body.md', 'title: T\ndate: 2026-01-01\nsummary: S.', body);
    expect(() => load()).toThrow(`Invalid content in ${shown('body.md')}`);
    expect(() => load()).toThrow(message);
  });
});

describe('a post’s translations', () => {
  it('are <slug>.<code>.md: listed in their language alone, newest first, with the original’s day and tags, shown while it is', () => {
    post('ledger.md', 'title: Ledger\ndate: 2025-03-01\nsummary: Books.\ntags: [Rust]\ncanonical: https://example.com/ledger');
    post('queues.md', 'title: Queues\ndate: 2025-04-01\nsummary: Waiting.');
    post('hidden.md', 'title: Hidden\ndate: 2025-05-01\nsummary: Not yet.\ndraft: true');
    post('ledger.de.md', 'title: Hauptbuch\nsummary: Bücher.\ndate: 2020-01-01', 'Ein paar Worte.');
    post('hidden.de.md', 'title: Versteckt\nsummary: Noch nicht.');
    const { posts, postsIn, postBySlug, languagesOf, postPath } = load();
    expect(posts.map((p) => p.slug)).toEqual(['queues', 'ledger']);
    const [german] = postsIn('de');
    expect(postsIn('de')).toHaveLength(1);
    expect(german).toMatchObject({ slug: 'ledger', language: 'de', title: 'Hauptbuch', summary: 'Bücher.', date: '2025-03-01', file: shown('ledger.de.md') });
    expect(german.tags.map((tag) => tag.name)).toEqual(['Rust']);
    // Where the original first appeared is its own.
    expect(german.canonical).toBeUndefined();
    expect(postPath(german)).toBe('/de/Blog/ledger');
    expect(postBySlug('ledger', 'de')?.post.title).toBe('Hauptbuch');
    expect(languagesOf(german)).toEqual(['en', 'de']);
    expect(languagesOf(posts[0])).toEqual(['en']);
  });

  it('name the original’s tags in their language where they say so, at the original’s addresses; the first language’s names elsewhere', () => {
    post('ledger.md', 'title: Ledger\ndate: 2025-03-01\nsummary: Books.\ntags: [Rust, Data platforms]');
    post('queues.md', 'title: Queues\ndate: 2025-04-01\nsummary: Waiting.\ntags: [Data platforms]');
    post('ledger.de.md', 'title: Hauptbuch\nsummary: Bücher.\ntags: [Rust, Datenplattformen]');
    post('queues.de.md', 'title: Warteschlangen\nsummary: Warten.');
    const { posts, postsIn, tagsIn } = load();
    const names = (post: { tags: { name: string; slug: string }[] }) => post.tags.map(({ name, slug }) => [name, slug]);
    expect(postsIn('de').map(names)).toEqual([
      [['Datenplattformen', 'data-platforms']],
      [
        ['Rust', 'rust'],
        ['Datenplattformen', 'data-platforms'],
      ],
    ]);
    expect(tagsIn('de').map((tag) => tag.name)).toEqual(['Datenplattformen', 'Rust']);
    expect(posts.map(names)).toEqual([
      [['Data platforms', 'data-platforms']],
      [
        ['Rust', 'rust'],
        ['Data platforms', 'data-platforms'],
      ],
    ]);
  });

  it('stop the build when their tags do not name the original’s one by one, or name one tag two ways, naming the file', () => {
    post('ledger.md', 'title: Ledger\ndate: 2025-03-01\nsummary: Books.\ntags: [Rust, Data platforms]');
    post('ledger.de.md', 'title: Hauptbuch\nsummary: Bücher.\ntags: [Datenplattformen]');
    expect(() => load().postsIn('de')).toThrow(`Invalid content in ${shown('ledger.de.md')}:\n  - field "tags": names the original's tags in this language, all 2 in their order (Rust, Data platforms), or is left out`);
    post('ledger.de.md', 'title: Hauptbuch\nsummary: Bücher.\ntags: [Rust, Datenplattformen]');
    post('queues.md', 'title: Queues\ndate: 2025-04-01\nsummary: Waiting.\ntags: [Data platforms]');
    post('queues.de.md', 'title: Warteschlangen\nsummary: Warten.\ntags: [Datenbasis]');
    expect(() => load().postsIn('de')).toThrow(/names "Data platforms" "(Datenbasis|Datenplattformen)", and .*\.de\.md names it "(Datenplattformen|Datenbasis)": name a tag one way/);
  });

  it('stop the build when they translate a post that is not there, naming the file', () => {
    post('ghost.de.md', 'title: Geist\nsummary: Niemand.');
    expect(() => load().postsIn('de')).toThrow(`Invalid content in ${shown('ghost.de.md')}:\n  - translates content/posts/ghost.md, which is not there`);
  });
});

describe('a post’s table of contents', () => {
  const sections = '## One\n\nA.\n\n### One, first part\n\nB.\n\n#### Too deep\n\nC.\n\n## Two\n\nD.\n\n## Two\n\nE.';

  it('lists its ## sections with the ### under each, linked by their ids, once it has three headings', () => {
    post('long.md', 'title: Long\ndate: 2026-01-01\nsummary: S.', sections);
    expect(load().posts[0].contents).toEqual([
      { id: 'one', title: 'One', sections: [{ id: 'one-first-part', title: 'One, first part', sections: [] }] },
      { id: 'two', title: 'Two', sections: [] },
      // The same words twice: rehype-slug's ids tell them apart, as the headings' own links do.
      { id: 'two-1', title: 'Two', sections: [] },
    ]);
  });

  it('starts at the post’s top level, one level down when it writes # headings', () => {
    post('hashes.md', 'title: Hashes\ndate: 2026-01-01\nsummary: S.', '# A\n\n## A.1\n\n# B');
    expect(load().posts[0].contents).toEqual([
      { id: 'a', title: 'A', sections: [{ id: 'a1', title: 'A.1', sections: [] }] },
      { id: 'b', title: 'B', sections: [] },
    ]);
  });

  it('is left out with fewer than three headings, or with `toc: false`', () => {
    post('short.md', 'title: Short\ndate: 2026-01-02\nsummary: S.', '## One\n\n## Two');
    post('asked.md', 'title: Asked\ndate: 2026-01-01\nsummary: S.\ntoc: false', sections);
    expect(load().posts.map((p) => [p.slug, p.contents])).toEqual([
      ['short', []],
      ['asked', []],
    ]);
  });
});

describe('pages of posts', () => {
  it('hold `perPage` posts each, newest first, the last what is left; none is one empty page', () => {
    for (let day = 1; day <= 5; day++) post(`p${day}.md`, `title: P${day}\ndate: 2026-01-0${day}\nsummary: S.`);
    const { posts, postsPages } = load();
    expect(postsPages(posts, 2).map(({ page, pages, posts: shown }) => [page, pages, shown.map((p) => p.slug)])).toEqual([
      [1, 3, ['p5', 'p4']],
      [2, 3, ['p3', 'p2']],
      [3, 3, ['p1']],
    ]);
    expect(postsPages(posts, 5)).toHaveLength(1);
    expect(postsPages([], 10)).toEqual([{ page: 1, pages: 1, posts: [] }]);
  });
});

describe('related posts', () => {
  it('are up to three others sharing the most tags, newest first among equals, none sharing none', () => {
    post('this.md', 'title: This\ndate: 2026-01-01\nsummary: S.\ntags: [A, B, C]');
    post('two-old.md', 'title: Two old\ndate: 2025-01-01\nsummary: S.\ntags: [A, B]');
    post('one-new.md', 'title: One new\ndate: 2026-05-01\nsummary: S.\ntags: [c]');
    post('one-newer.md', 'title: One newer\ndate: 2026-06-01\nsummary: S.\ntags: [A, Z]');
    post('one-old.md', 'title: One old\ndate: 2024-01-01\nsummary: S.\ntags: [B]');
    post('none.md', 'title: None\ndate: 2026-07-01\nsummary: S.\ntags: [Z]');
    const { posts, relatedPosts } = load();
    const bySlug = (slug: string) => required(posts.find((p) => p.slug === slug));
    expect(relatedPosts(bySlug('this')).map((p) => p.slug)).toEqual(['two-old', 'one-newer', 'one-new']);
    expect(relatedPosts(bySlug('none')).map((p) => p.slug)).toEqual(['one-newer']);
    expect(relatedPosts(bySlug('this'), 5).map((p) => p.slug)).toEqual(['two-old', 'one-newer', 'one-new', 'one-old']);
  });
});
