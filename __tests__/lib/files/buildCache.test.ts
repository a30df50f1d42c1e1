/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keep, keptFile, pruneKept, readKept } from '@/lib/files/buildCache';

describe('what builds keep, pruned of what none uses any longer', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'kept-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const earlier = new Date(Date.now() - 60_000);
  const keptEarlier = (key: string) => {
    const file = keptFile(join(dir, 'posts'), key, '.json');
    keep(file, JSON.stringify(key));
    utimesSync(file, earlier, earlier);
    return file;
  };

  it('deletes what the last build neither read nor wrote, and what a stopped build left half-written; keeps the rest', () => {
    const read = keptEarlier('a post as it is');
    const unread = keptEarlier('a post as it was before its edit');
    const halfWritten = `${keptFile(join(dir, 'posts'), 'another post', '.json')}.4242.1700000000000.partial`;
    writeFileSync(halfWritten, '{"cut sh');
    utimesSync(halfWritten, earlier, earlier);
    const notKept = join(dir, 'decoded', 'ab12cd34ef56');
    mkdirSync(join(dir, 'decoded'));
    writeFileSync(notKept, '');
    utimesSync(notKept, earlier, earlier);

    const buildStarted = Date.now() - 1000;
    expect(readKept(read)?.toString()).toBe('"a post as it is"');
    const written = keptFile(join(dir, 'posts'), 'a new post', '.json');
    keep(written, '"a new post"');

    expect(pruneKept(dir, buildStarted)).toEqual({ files: 2, bytes: '"a post as it was before its edit"'.length + '{"cut sh'.length });
    expect([read, written, notKept].map(existsSync)).toEqual([true, true, true]);
    expect([unread, halfWritten].map(existsSync)).toEqual([false, false]);
  });

  it('finds nothing to prune where nothing was kept', () => {
    expect(pruneKept(join(dir, 'none'), Date.now())).toEqual({ files: 0, bytes: 0 });
  });
});
