/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkoutFiles, copyCheckout } from '../../scripts/test/checkout-copy.mjs';
import { repositoryProblems } from '../../scripts/test/repository-check.mjs';
import { ProjectCopy } from '../support/projectCopy';

// An owner who keeps a build to compare (`EXPORT_DIR=before npm run build`) and then runs `npm test`: the export lands
// where they asked, and the tests' copy of their project (the fork the deploy is rehearsed in) does not take it for
// source, so the repository check stays green.

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

it('EXPORT_DIR=before npm run build writes the export to before/, and npm test’s copy of the project leaves it out', async () => {
  const { status, output } = await copy.run('EXPORT_DIR=before npm run build');
  expect(status).toBe(0);
  expect(output).toMatch(/Finished \d+ pages of before\//);
  expect(readFileSync(join(copy.dir, 'before', 'index.html'), 'utf8')).toContain('href="/portfolio/About/"');
  expect(existsSync(join(copy.dir, 'out'))).toBe(false);
  expect(copy.git('status', '--porcelain')).toBe('?? before/\n');

  expect(checkoutFiles(copy.dir).filter((path: string) => path.startsWith('before/'))).toEqual([]);
  copyCheckout(fork, copy.dir);
  expect(existsSync(join(fork, 'before'))).toBe(false);
  expect(existsSync(join(fork, 'content', 'site.ts'))).toBe(true);
  expect(repositoryProblems(copy.dir)).toEqual([]);
}, 300_000);
