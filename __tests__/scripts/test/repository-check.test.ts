/** @jest-environment node */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_FILE_BYTES, repositoryProblems } from '../../../scripts/test/repository-check.mjs';

// Every clone carries every tracked file: nothing goes in that the build, the tests or the docs do not use.
// A copy without git (a downloaded archive) tracks nothing, so there the first check is skipped, and says so.
const inCheckout = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], { encoding: 'utf8' }).stdout?.trim() === 'true';

describe('the repository', () => {
  (inCheckout ? it : it.skip)('tracks no file over 512 KB but the owner’s assets, and no binary outside public/, lib/fonts/ and the test fixtures', () => {
    expect(repositoryProblems()).toEqual([]);
  });

  it('names each file that breaks the rule, and lets the allowed binaries and the owner’s large pictures be', () => {
    const dir = mkdtempSync(join(tmpdir(), 'repository-'));
    try {
      const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'pipe' });
      git('init', '-q');
      const binary = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d]);
      mkdirSync(join(dir, 'public/assets'), { recursive: true });
      mkdirSync(join(dir, '__tests__/fixtures'), { recursive: true });
      writeFileSync(join(dir, 'public/assets/logo.png'), binary);
      writeFileSync(join(dir, 'public/assets/retina.png'), Buffer.concat([binary, Buffer.alloc(3 * 1024 * 1024)]));
      writeFileSync(join(dir, 'public/big.png'), Buffer.concat([binary, Buffer.alloc(2 * MAX_FILE_BYTES)]));
      writeFileSync(join(dir, '__tests__/fixtures/cv.pdf'), binary);
      writeFileSync(join(dir, 'tool-1.0-py3-none-any.whl'), binary);
      writeFileSync(join(dir, 'notes.md'), 'a\n'.repeat(MAX_FILE_BYTES));
      writeFileSync(join(dir, 'small.md'), 'fine\n');
      git('add', '.');
      expect(repositoryProblems(dir)).toEqual([
        'notes.md: 1024 KB, over the 512 KB a tracked file may have',
        'public/big.png: 1024 KB, over the 512 KB a tracked file may have',
        'tool-1.0-py3-none-any.whl: a binary file outside public/, lib/fonts/, __tests__/fixtures/',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
