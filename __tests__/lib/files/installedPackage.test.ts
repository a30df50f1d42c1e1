/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockfileText } from '@/lib/files/installedPackage';

describe('the lockfile a build is keyed on', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'lockfile-'));
    mkdirSync(join(root, 'copy'));
    writeFileSync(join(root, 'copy', 'package.json'), '{"name":"copy"}');
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(root, { recursive: true, force: true });
  });
  const inCopy = () => jest.spyOn(process, 'cwd').mockReturnValue(join(root, 'copy'));

  it('is the project’s own, whichever package manager wrote it', () => {
    writeFileSync(join(root, 'copy', 'pnpm-lock.yaml'), 'lockfileVersion: 9');
    writeFileSync(join(root, 'package-lock.json'), '{"outer":true}');
    inCopy();
    expect(lockfileText()).toBe('lockfileVersion: 9');
  });

  it('is the enclosing project’s for a copy with none, installed by the other (as the bench builds)', () => {
    writeFileSync(join(root, 'package-lock.json'), '{"outer":true}');
    inCopy();
    expect(lockfileText()).toBe('{"outer":true}');
  });

  it('is the project’s package.json where no lockfile is found', () => {
    inCopy();
    expect(lockfileText()).toBe('{"name":"copy"}');
  });
});
