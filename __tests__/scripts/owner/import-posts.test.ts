/** @jest-environment node */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ImportProblem, importPosts } from '@/scripts/owner/import-posts';
import { required } from '../../../lib/required';

// The import as an owner runs it, on feeds shaped like dev.to's and Medium's, their pictures served by a local
// stand-in; then the posts it wrote are read as the build reads them (lib/posts/posts.ts checks every field).

let server: Server;
let origin: string;
let root: string;
const FEEDS = join(process.cwd(), '__tests__', 'fixtures', 'feeds');

/** The fixture feed with its pictures' addresses pointing at the stand-in, written where the import reads it. */
function feed(name: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'feed-')), name);
  writeFileSync(file, readFileSync(join(FEEDS, name), 'utf8').replaceAll('{{ORIGIN}}', origin));
  return file;
}

function loadPosts(language?: string) {
  process.env.POSTS_DIR = join(root, 'content', 'posts');
  process.env.PUBLIC_DIR = join(root, 'public');
  try {
    let loaded: typeof import('@/lib/posts/posts') | undefined;
    jest.isolateModules(() => {
      // The site's languages are all posts.ts reads of content/site.ts (its pictures are not here).
      jest.doMock('@/content/site', () => ({ site: { languages: ['en', 'de'] } }));
      loaded = require('@/lib/posts/posts');
    });
    return language ? required(loaded).postsIn(language) : required(loaded).posts;
  } finally {
    delete process.env.POSTS_DIR;
    delete process.env.PUBLIC_DIR;
  }
}

const read = (file: string) => readFileSync(join(root, file), 'utf8');

beforeAll(async () => {
  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#234' } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#432' } })
    .jpeg()
    .toBuffer();
  server = createServer((request, response) => {
    const path = new URL(required(request.url), 'http://x').pathname;
    const body = { '/uploads/queue.png': ['image/png', png], '/uploads/chart.png': ['image/png', png], '/uploads/backfill.jpg': ['image/jpeg', jpeg] }[path];
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': body[0] as string }).end(body[1]);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((done) => server.close(done)));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'import-posts-'));
});

describe('npm run import-posts', () => {
  it('turns a dev.to feed into posts that build: front matter from each item, code with its language, pictures downloaded', async () => {
    const report = await importPosts(feed('devto.xml'), { root });
    expect(report.written).toEqual([join('content', 'posts', 'idempotent-consumers-or-how-to-read-a-queue-twice-safely.md'), join('content', 'posts', 'three-dashboards-i-deleted.md')]);
    const post = read(report.written[0]);
    expect(post).toMatch(
      /^---\ntitle: Idempotent consumers, or how to read a queue twice safely\ndate: 2026-01-13\nsummary: A message delivered twice must be applied once\. Here is how\.\ntags:\n {2}- distributedsystems\n {2}- queues\ncanonical: https:\/\/dev\.to\/priyan\/idempotent-consumers-2k9d\n---\n/,
    );
    expect(post).toContain('## The key');
    expect(post).toContain('```javascript\nconst seen = new Set();\n```');
    expect(post).toContain('| Delivery | Applied |');
    expect(post).toContain('![The queue, with a message delivered twice](/assets/posts/idempotent-consumers-or-how-to-read-a-queue-twice-safely/1-queue.png)');
    expect(readdirSync(join(root, 'public', 'assets', 'posts', 'idempotent-consumers-or-how-to-read-a-queue-twice-safely'))).toEqual(['1-queue.png']);
    expect(read(report.written[1])).toContain('```sql\nSELECT count(*)');

    const posts = loadPosts();
    expect(posts.map((p) => p.slug)).toEqual(['idempotent-consumers-or-how-to-read-a-queue-twice-safely', 'three-dashboards-i-deleted']);
    expect(posts[0].pictures.get('/assets/posts/idempotent-consumers-or-how-to-read-a-queue-twice-safely/1-queue.png')).toMatchObject({ width: 800, height: 400 });
  });

  it('lets none of a feed’s scripts, event handlers or javascript: addresses through', async () => {
    const { written } = await importPosts(feed('devto.xml'), { root });
    const post = read(written[0]);
    expect(post).toContain('Run the demo');
    expect(post).not.toMatch(/<script|cookie|alert|onclick|javascript:/i);
  });

  it('lists a picture it cannot fetch, and one with no description, rather than dropping them', async () => {
    const { review, written } = await importPosts(feed('devto.xml'), { root });
    expect(review).toContainEqual(expect.stringMatching(new RegExp(`^${written[0]}: picture ${origin}/uploads/missing.png answered 404: left as a link to it$`)));
    expect(read(written[0])).toContain(`[Picture: A diagram that is gone](${origin}/uploads/missing.png)`);
    expect(review).toContainEqual(`${written[1]}: picture 1 has no description (alt text): describe it`);
    expect(review).toContainEqual(`${written[0]}: has no summary in the feed: its first paragraph stands in for one`);
  });

  it('turns a Medium feed into a post that builds, without Medium’s tracking pixel', async () => {
    const { written } = await importPosts(feed('medium.xml'), { root });
    expect(written).toEqual([join('content', 'posts', 'backfills-without-fear.md')]);
    const post = read(written[0]);
    expect(post).toContain('date: 2026-03-05');
    expect(post).toContain('tags:\n  - data-engineering\n  - rust');
    expect(post).toContain('canonical: https://medium.com/@priyan/backfills-without-fear-8e2f1a?source=rss-4f1c2a------2');
    expect(post).toContain('![A backfill progress chart, by slice](/assets/posts/backfills-without-fear/1-backfill.jpg)');
    expect(post).toContain('for slice in slices:\n    run(slice)');
    expect(post).not.toContain('stat?event');
    expect(loadPosts().map((p) => p.title)).toEqual(['Backfills without fear']);
  });

  it('with --lang, writes each post as the translation of the site’s post of its day, and leaves one with none for the owner', async () => {
    const { written: originals } = await importPosts(feed('medium.xml'), { root });
    // The same feed, as if in German: its post is the translation of the post of its day.
    const german = feed('medium.xml');
    writeFileSync(german, readFileSync(german, 'utf8').replace('<title><![CDATA[Backfills without fear]]></title>', '<title><![CDATA[Backfills ohne Angst]]></title>'));
    const report = await importPosts(german, { root, language: 'de' });
    expect(report.written).toEqual([join('content', 'posts', 'backfills-without-fear.de.md')]);
    const translation = read(report.written[0]);
    expect(translation).toMatch(/^---\ntitle: Backfills ohne Angst\nsummary: /);
    expect(translation).not.toContain('date:');
    expect(loadPosts('de').map((p) => [p.slug, p.title, p.date])).toEqual([['backfills-without-fear', 'Backfills ohne Angst', '2026-03-05']]);
    expect(loadPosts().map((p) => p.title)).toEqual(['Backfills without fear']);
    expect(originals).toHaveLength(1);
    // A feed whose posts have no post of their day here is written nowhere, and said so.
    const elsewhere = await importPosts(feed('devto.xml'), { root, language: 'de' });
    expect(elsewhere.written).toEqual([]);
    expect(elsewhere.skipped[0]).toMatch(/: no post of that day to translate; save it as content\/posts\/<slug>\.de\.md, named after its original$/);
  });

  it('never overwrites a post that is there without --force', async () => {
    const first = await importPosts(feed('medium.xml'), { root });
    writeFileSync(join(root, first.written[0]), 'my edits');
    const again = await importPosts(feed('medium.xml'), { root });
    expect(again.written).toEqual([]);
    expect(again.skipped).toEqual([`${first.written[0]} is there already (--force replaces it)`]);
    expect(read(first.written[0])).toBe('my edits');
    expect((await importPosts(feed('medium.xml'), { root, force: true })).written).toEqual(first.written);
    expect(read(first.written[0])).toContain('Backfills without fear');
  });

  it('names a feed it cannot read, and why, writing nothing', async () => {
    const notAFeed = join(mkdtempSync(join(tmpdir(), 'feed-')), 'page.html');
    writeFileSync(notAFeed, '<html><body>Hello</body></html>');
    await expect(importPosts(notAFeed, { root })).rejects.toThrow(new ImportProblem(`${notAFeed} is not an RSS or Atom feed (could not find any feed data)`).message.split(' (')[0]);
    await expect(importPosts(join(root, 'nowhere.xml'), { root })).rejects.toThrow(/nowhere\.xml could not be read: there is no such file/);
    await expect(importPosts(`${origin}/feed.xml`, { root })).rejects.toThrow(`${origin}/feed.xml answered 404`);
    expect(existsSync(join(root, 'content'))).toBe(false);
    expect(existsSync(join(root, 'public'))).toBe(false);
  });
});
