import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

// What the build keeps between runs (.cache/, which the deploy keeps too): a value under a key that names everything
// it depends on, so a second build reads it rather than make it again. The picture variants, the link previews, the
// highlighted code and the parsed posts are each kept this way.

/** The file `key` is kept in, in `dir`: named by the key's hash, with `extension`. */
export const keptFile = (dir: string, key: string, extension = '') => join(dir, `${createHash('sha256').update(key).digest('hex')}${extension}`);

/** What `file` holds, or nothing when it was not kept yet. */
export function readKept(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Keeps `data` in `file`, written whole or not at all: written aside, then renamed, so a build stopped halfway, or
 * another worker keeping the same key, never leaves a half-written file under it.
 */
export function keep(file: string, data: string | Buffer): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

/** What `make` gives, kept as JSON in `dir` under `key`; the value must be plain data. */
export function keptAsJson<T>(dir: string, key: string, make: () => T): T {
  const file = keptFile(dir, key, '.json');
  const kept = readKept(file);
  if (kept) {
    try {
      return JSON.parse(kept.toString('utf8'));
    } catch {
      // Not JSON (a file from before files were written whole): made again.
    }
  }
  const value = make();
  keep(file, JSON.stringify(value));
  return value;
}
