/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { checkoutFiles } from '../../../scripts/test/checkout-copy.mjs';

// What the tests' copy of a project (the fork the deploy is rehearsed in, the README commands' copy) takes from it.
let dir: string;
const write = (path: string, text = path) => {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), text);
};
const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'checkout-'));
  write('.gitignore', 'out/\nnode_modules/\n');
  for (const path of ['content/site.ts', 'content/old.ts', 'public/kept/_next/a.js', 'public/kept/index.html']) write(path);
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'start');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('takes the tracked files as the work tree has them and the new ones git would be told of, not what it ignores or deleted', () => {
  write('content/posts/new.md');
  write('out/index.html');
  write('node_modules/x/index.js');
  rmSync(join(dir, 'content/old.ts'));
  expect(checkoutFiles(dir).sort()).toEqual(['.gitignore', 'content/posts/new.md', 'content/site.ts', 'public/kept/_next/a.js', 'public/kept/index.html']);
});

it('leaves out a static export built into a folder git does not ignore, at any depth, but keeps one that is tracked', () => {
  for (const root of ['before', 'builds/2026']) {
    write(`${root}/index.html`);
    write(`${root}/_next/static/chunk.js`);
    write(`${root}/About/index.html`);
  }
  write('notes/index.html');
  expect(checkoutFiles(dir).sort()).toEqual(['.gitignore', 'content/old.ts', 'content/site.ts', 'notes/index.html', 'public/kept/_next/a.js', 'public/kept/index.html']);
});

it('reads a copy without git (a downloaded ZIP) from its files: all but what .gitignore names and any export in it', () => {
  rmSync(join(dir, '.git'), { recursive: true, force: true });
  write('out/index.html');
  write('node_modules/x/index.js');
  write('before/index.html');
  write('before/_next/static/chunk.js');
  write('content/posts/new.md');
  expect(checkoutFiles(dir).sort()).toEqual(['.gitignore', 'content/old.ts', 'content/posts/new.md', 'content/site.ts']);
});
