/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkoutFiles, copyCheckout } from '../../scripts/test/checkout-copy.mjs';
import { repositoryProblems } from '../../scripts/test/repository-check.mjs';
import { freePort, PROJECT, ProjectCopy } from '../support/projectCopy';

// A command runs to its end however long a busy machine takes: this bound only ends one that never would.
jest.setTimeout(300_000);

// The owner's first hour, as the README gives it: bring a JSON Resume in, then `npm start` builds the site and serves
// it as GitHub Pages would, with the base path, port and export folder the README shows how to pick (one build for
// the three: each is a variable `npm run build` and the server read alike; the deploy rehearsal builds the default
// out/), and `npm run serve` serves that build again. What they imported is on the pages, in resume.json and in the
// PDF; the export kept in a folder of its own is not taken for source by `npm test`'s copy of the project.

const resume = JSON.parse(readFileSync(join(PROJECT, '__tests__', 'fixtures', 'resume.json'), 'utf8'));
let copy: ProjectCopy;
let fork: string;
beforeAll(() => {
  copy = new ProjectCopy();
  fork = mkdtempSync(join(tmpdir(), 'owner-fork-'));
});
afterAll(async () => {
  await copy.remove();
  rmSync(fork, { recursive: true, force: true });
});

it('EXPORT_DIR=before BASE_PATH=/my-site PORT=… npm start builds before/ and serves it as Pages does; npm run serve serves it again; the imported resume shows everywhere', async () => {
  execFileSync('cp', [join(PROJECT, '__tests__', 'fixtures', 'resume.json'), join(copy.dir, 'resume.json')]);
  expect((await copy.run('npm run import-resume -- resume.json')).status).toBe(0);

  // What an earlier build left in the export, in Next's folder and in what builds keep (a post since edited: its tree,
  // kept under a hash) is gone once this one is done.
  const leftovers = ['before/a-page-no-longer-built/index.html', '.next/server/app/a-page-no-longer-built.html', `.cache/posts/markdown/${'0'.repeat(64)}.json`];
  for (const file of leftovers) {
    mkdirSync(dirname(join(copy.dir, file)), { recursive: true });
    writeFileSync(join(copy.dir, file), 'left by an earlier build');
  }
  const earlier = new Date(Date.now() - 60_000);
  utimesSync(join(copy.dir, leftovers[2]), earlier, earlier);
  const port = await freePort();
  const site = `http://localhost:${port}/my-site`;
  const { response, output } = await copy.serve(`EXPORT_DIR=before BASE_PATH=/my-site PORT=${port} npm start`, `${site}/`);
  expect(response.status).toBe(200);
  for (const file of leftovers) expect(existsSync(join(copy.dir, file))).toBe(false);
  expect(existsSync(join(copy.dir, '.cache', 'last-build'))).toBe(false);
  expect(output()).toMatch(/Built in \d+ s: Next \d+ s, the export's passes and search index \d+ s; deleted \d+ kept files? no build uses any longer \([\d.]+ MB\)\./);
  // What it did use stays for the next build: the content's pictures, encoded.
  expect(readdirSync(join(copy.dir, '.cache', 'pictures')).length).toBeGreaterThan(0);
  expect(output()).toMatch(/Finished \d+ pages of before\//);
  expect(output()).toContain(`Serving before/ as GitHub Pages would: ${site}/`);
  expect(existsSync(join(copy.dir, 'before', 'index.html'))).toBe(true);
  expect(existsSync(join(copy.dir, 'out'))).toBe(false);
  const home = await response.text();
  expect(home).toContain(resume.basics.name);
  expect(home).toContain('href="/my-site/About/"');
  expect(home).not.toContain('/portfolio/');
  // Pages' own rules: a folder's address without its slash is redirected to it; an unknown one is the 404 page.
  const about = await fetch(`${site}/About`, { redirect: 'manual' });
  expect([about.status, about.headers.get('location')]).toEqual([301, '/my-site/About/']);
  const missing = await fetch(`${site}/no-such-page/`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Unexpected Application Error!');

  const json = await (await fetch(`${site}/resume.json`)).json();
  expect(json.basics).toMatchObject({ name: resume.basics.name, label: resume.basics.label });
  expect(json.work.map((job: { position: string }) => job.position)).toEqual(resume.work.map((job: { position: string }) => job.position));
  const pdfPath = /href="(\/my-site\/resume\/[^"]+\.pdf)"/.exec(home)?.[1];
  expect(pdfPath).toBeDefined();
  const pdf = await fetch(`http://localhost:${port}${pdfPath}`);
  expect(pdf.headers.get('content-type')).toBe('application/pdf');
  const text = execFileSync('pdftotext', ['-', '-'], { input: Buffer.from(await pdf.arrayBuffer()) }).toString();
  expect(text).toContain(resume.basics.name);
  for (const job of resume.work) expect(text).toContain(job.name);

  const again = await freePort();
  const served = await copy.serve(`EXPORT_DIR=before BASE_PATH=/my-site PORT=${again} npm run serve`, `http://localhost:${again}/my-site/`);
  expect(served.response.status).toBe(200);
  expect(await served.response.text()).toBe(home);
  expect(served.output()).not.toContain('next build');

  // npm test's copy of the project (the fork its deploy is rehearsed in) takes the export for output, not source.
  expect(copy.git('status', '--porcelain')).toBe(' M content/about.ts\n M content/experience.ts\n M content/projects.ts\n M content/site.ts\n?? before/\n?? resume.json\n');
  expect(checkoutFiles(copy.dir).filter((path: string) => path.startsWith('before/'))).toEqual([]);
  copyCheckout(fork, copy.dir);
  expect(existsSync(join(fork, 'before'))).toBe(false);
  expect(readFileSync(join(fork, 'content', 'site.ts'), 'utf8')).toBe(copy.read('content/site.ts'));
  execFileSync('git', ['init', '-q'], { cwd: fork });
  execFileSync('git', ['add', '-A'], { cwd: fork });
  expect(repositoryProblems(fork)).toEqual([]);
});

it('npm run serve with nothing built says to build first, and fails', async () => {
  const { status, output } = await copy.run('npm run serve', { EXPORT_DIR: 'never-built' });
  expect(status).toBe(1);
  expect(output).toContain('No export in never-built/: run `npm run build` first');
});
