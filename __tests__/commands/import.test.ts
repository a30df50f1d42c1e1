/** @jest-environment node */
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import { PROJECT, ProjectCopy } from '../support/projectCopy';
import { required } from '../../lib/required';

// A command runs to its end however long a busy machine takes: this bound only ends one that never would.
jest.setTimeout(300_000);

// `npm run import-resume -- FILE` and `npm run import-posts -- FEED`, as the README gives them to an owner: spawned in
// a copy of the project, each judged by what it changed on disk and what it printed.

const FIXTURES = join(PROJECT, '__tests__', 'fixtures');
const MODULES = ['about', 'experience', 'projects', 'site'].map((name) => `content/${name}.ts`);
const resume = JSON.parse(readFileSync(join(FIXTURES, 'resume.json'), 'utf8'));

let copy: ProjectCopy;
beforeAll(() => {
  copy = new ProjectCopy();
});
beforeEach(() => copy.reset());
afterAll(() => copy.remove());

/** The content modules' text, to tell what a command changed. */
const contentNow = () => Object.fromEntries(MODULES.map((file) => [file, copy.read(file)]));
const changedFiles = () =>
  copy
    .git('status', '--porcelain', '--untracked-files=all')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3))
    .sort();

describe('npm run import-resume', () => {
  const writeResume = (name: string, basics: object = {}) => writeFileSync(join(copy.dir, name), JSON.stringify({ ...resume, basics: { ...resume.basics, ...basics } }));

  it('rewrites content/ from the resume, and says what it wrote and what is still the owner’s to fill in', async () => {
    writeResume('resume.json');
    const { status, output } = await copy.run('npm run import-resume -- resume.json');
    expect(status).toBe(0);
    expect(changedFiles()).toEqual([...MODULES, 'resume.json']);
    expect(output).toMatch(/Imported resume\.json into .*content\/site\.ts/);
    expect(output).toContain('Still yours to fill in');
    const site = copy.read('content/site.ts');
    expect(site).toContain(`'${resume.basics.name}'`);
    expect(site).toContain(`'${resume.basics.label}'`);
    const experience = copy.read('content/experience.ts');
    for (const job of resume.work) expect(experience).toContain(`'${job.position}'`);
    // What it wrote is in the project's style: the lint, npm test's first phase, passes.
    expect(await copy.run('npm run lint')).toMatchObject({ status: 0 });
  });

  it('npm run format puts a file back in the project’s style, which npm run lint then passes', async () => {
    const file = 'content/experience.ts';
    writeFileSync(join(copy.dir, file), copy.read(file).replace(/;\n/g, '\n').replace(/'/g, '"'));
    expect((await copy.run('npm run lint')).status).toBe(1);
    expect((await copy.run('npm run format')).status).toBe(0);
    expect(copy.read(file)).toBe(readFileSync(join(PROJECT, file), 'utf8'));
    expect((await copy.run('npm run lint')).status).toBe(0);
  });

  it('leaves changes not yet committed as they are, saying so, unless told --force', async () => {
    writeResume('resume.json');
    expect((await copy.run('npm run import-resume -- resume.json')).status).toBe(0);
    writeResume('renamed.json', { name: 'Samira Rivera-Okafor' });
    const before = contentNow();

    const refused = await copy.run('npm run import-resume -- renamed.json');
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('renamed.json was not imported; content/ is unchanged.');
    expect(refused.output).toContain('--force');
    expect(contentNow()).toEqual(before);

    const forced = await copy.run('npm run import-resume -- renamed.json --force');
    expect(forced.status).toBe(0);
    expect(copy.read('content/site.ts')).toContain("'Samira Rivera-Okafor'");
  });

  it('names the problem in a file that is not a valid JSON Resume, and changes nothing', async () => {
    writeFileSync(join(copy.dir, 'broken.json'), JSON.stringify({ ...resume, basics: { ...resume.basics, email: 42 } }));
    const before = contentNow();
    const { status, output } = await copy.run('npm run import-resume -- broken.json');
    expect(status).toBe(1);
    expect(output).toContain('broken.json was not imported; content/ is unchanged.');
    expect(output).toContain('basics.email');
    expect(contentNow()).toEqual(before);
    expect(changedFiles()).toEqual(['broken.json']);
  });

  it('with --lang, writes that language’s translation modules alone, and says what is left for the owner', async () => {
    writeResume('resume.de.json', { label: 'Backend-Entwicklerin', summary: 'Ich baue Systeme, die halten.' });
    const { status, output } = await copy.run('npm run import-resume -- resume.de.json --lang de');
    expect(status).toBe(0);
    expect(changedFiles()).toEqual(expect.arrayContaining(['content/de/site.ts', 'resume.de.json']));
    expect(changedFiles().every((file) => file.startsWith('content/de/') || file === 'resume.de.json')).toBe(true);
    expect(output).toMatch(/Imported resume\.de\.json into .*content\/de\/site\.ts/);
    expect(output).toContain('content/de/site.ts: greeting, description');
    expect(copy.read('content/de/site.ts')).toContain("role: 'Backend-Entwicklerin'");
  });

  it('in a folder that is not a git repository (a downloaded ZIP), refuses in one sentence unless told --force', async () => {
    writeResume('resume.json', { name: 'Samira Rivera-Okafor' });
    const before = contentNow();
    renameSync(join(copy.dir, '.git'), join(copy.dir, 'git-aside'));
    try {
      const refused = await copy.run('npm run import-resume -- resume.json');
      expect(refused.status).toBe(1);
      expect(refused.output).toContain('resume.json was not imported; content/ is unchanged.');
      expect(refused.output).toContain('content/ is not in a git repository (or git is not installed)');
      expect(refused.output).not.toMatch(/^\s+at /m);
      expect(contentNow()).toEqual(before);
      const forced = await copy.run('npm run import-resume -- resume.json --force');
      expect(forced.status).toBe(0);
      expect(copy.read('content/site.ts')).toContain("'Samira Rivera-Okafor'");
    } finally {
      renameSync(join(copy.dir, 'git-aside'), join(copy.dir, '.git'));
    }
  });

  it('given no file, says how it is called, and fails', async () => {
    const { status, output } = await copy.run('npm run import-resume');
    expect(status).toBe(2);
    expect(output).toContain('Usage: npm run import-resume -- path/to/resume.json [--lang <code>] [--force]');
    expect(changedFiles()).toEqual([]);
  });
});

describe('npm run import-posts', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    // The feed at an address, as dev.to serves one, with its pictures beside it.
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#234' } })
      .png()
      .toBuffer();
    server = createServer((request, response) => {
      const path = new URL(required(request.url), 'http://x').pathname;
      if (path === '/feed/priyan') {
        return response.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(readFileSync(join(FIXTURES, 'feeds', 'devto.xml'), 'utf8').replaceAll('{{ORIGIN}}', origin));
      }
      // The feed's other picture is missing: the import leaves it as a link and says so.
      if (['/uploads/queue.png', '/uploads/chart.png'].includes(path)) return response.writeHead(200, { 'Content-Type': 'image/png' }).end(png);
      return response.writeHead(404).end();
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => server.close(done)));

  const SLUGS = ['idempotent-consumers-or-how-to-read-a-queue-twice-safely', 'three-dashboards-i-deleted'];

  it('writes each post of a feed, with its pictures, and lists what it wrote; again, it leaves them alone unless told --force', async () => {
    const feed = `${origin}/feed/priyan`;
    const first = await copy.run(`npm run import-posts -- ${feed}`);
    expect(first.status).toBe(0);
    expect(first.output).toContain(`Imported 2 posts from ${feed}:`);
    const posts = SLUGS.map((slug) => `content/posts/${slug}.md`);
    for (const file of posts) expect(first.output).toContain(file);
    expect(changedFiles()).toEqual([...posts, `public/assets/posts/${SLUGS[0]}/1-queue.png`, `public/assets/posts/${SLUGS[1]}/1-chart.png`].sort());
    expect(first.output).toMatch(/For your eye:[\s\S]*missing\.png/);
    expect(copy.read(posts[0])).toMatch(/^---\ntitle: Idempotent consumers, or how to read a queue twice safely\ndate: 2026-01-13\n/);

    writeFileSync(join(copy.dir, posts[1]), '---\ntitle: Mine now\ndate: 2026-01-01\nsummary: Edited.\n---\n\nMine.\n');
    const again = await copy.run(`npm run import-posts -- ${feed}`);
    expect(again.status).toBe(0);
    expect(again.output).toContain('Left alone:');
    expect(copy.read(posts[1])).toContain('Mine now');

    const forced = await copy.run(`npm run import-posts -- ${feed} --force`);
    expect(forced.status).toBe(0);
    expect(copy.read(posts[1])).not.toContain('Mine now');

    // The same feed as another language's: each post the translation of the one of its day.
    const translated = await copy.run(`npm run import-posts -- ${feed} --lang de`);
    expect(translated.status).toBe(0);
    const translations = SLUGS.map((slug) => `content/posts/${slug}.de.md`);
    for (const file of translations) expect(translated.output).toContain(file);
    expect(copy.read(translations[0])).toMatch(/^---\ntitle: Idempotent consumers, or how to read a queue twice safely\nsummary: /);
  });

  it('works the same in a folder that is not a git repository (a downloaded ZIP): it writes no post over one that is there', async () => {
    renameSync(join(copy.dir, '.git'), join(copy.dir, 'git-aside'));
    try {
      const { status, output } = await copy.run(`npm run import-posts -- ${origin}/feed/priyan`);
      expect(status).toBe(0);
      expect(output).toContain(`Imported 2 posts from ${origin}/feed/priyan:`);
      expect(output).not.toMatch(/^\s+at /m);
    } finally {
      renameSync(join(copy.dir, 'git-aside'), join(copy.dir, '.git'));
    }
    expect(changedFiles().filter((file) => file.startsWith('content/'))).toEqual(SLUGS.map((slug) => `content/posts/${slug}.md`));
  });

  it('names a feed it cannot read, and writes nothing', async () => {
    const { status, output } = await copy.run(`npm run import-posts -- ${origin}/no-such-feed`);
    expect(status).toBe(1);
    expect(output).toContain('Nothing was imported');
    expect(changedFiles()).toEqual([]);
  });
});

describe('npm run mark-translations', () => {
  it('records what each translated field’s and post’s original says now, for a language of the site; names one that is not', async () => {
    // The second owner's content (English, German, Arabic) over the copy's (its schema stays).
    cpSync(join(FIXTURES, 'owner', 'content'), join(copy.dir, 'content'), { recursive: true });
    rmSync(join(copy.dir, 'content', 'de', 'translated.json'));
    rmSync(join(copy.dir, 'public'), { recursive: true });
    cpSync(join(FIXTURES, 'owner', 'public'), join(copy.dir, 'public'), { recursive: true });
    const marked = await copy.run('npm run mark-translations -- de');
    expect([marked.status, marked.output]).toEqual([0, expect.any(String)]);
    expect(marked.output).toMatch(/Marked de's translations as current: \d+ fields and 1 posts, in content\/de\/translated\.json\./);
    const record = JSON.parse(copy.read('content/de/translated.json'));
    expect(Object.keys(record.posts)).toEqual(['content/posts/ledger-in-three-languages.md']);
    expect(record.fields['content/about.ts']).toHaveProperty(['bio.heading'], expect.stringMatching(/^[0-9a-f]{12}$/));
    const refused = await copy.run('npm run mark-translations -- fr');
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('Nothing was marked: "fr" is not one of the site\'s other languages');
  });
});
