import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

// What the build keeps between runs (.cache/, which the deploy keeps too): a value under a key that names everything
// it depends on, so a second build reads it rather than make it again. The picture variants, the link previews, the
// highlighted code and the parsed posts are each kept this way. A kept file's time is when a build last used it, so
// what no build uses any longer can go (pruneKept).

/** The file `key` is kept in, in `dir`: named by the key's hash, with `extension`. */
export const keptFile = (dir: string, key: string, extension = '') => join(dir, `${createHash('sha256').update(key).digest('hex')}${extension}`);

/** What `file` holds, or nothing when it was not kept yet; read, it is marked used now. */
export function readKept(file: string): Buffer | undefined {
  let data: Buffer;
  try {
    data = readFileSync(file);
  } catch {
    return undefined;
  }
  try {
    const now = new Date();
    utimesSync(file, now, now);
  } catch {
    // A cache that cannot be marked is only pruned sooner.
  }
  return data;
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

/** The name of a file keptFile names (its key's hash, then its extension), or of one keep left half-written. */
const KEPT_NAME = /^[0-9a-f]{64}(\.[a-z]+)?(\.\d+\.\d+\.partial)?$/;

/**
 * Deletes every kept file under `dir` that was last used (read or written) before `since`, in ms: what an edited
 * post, a changed picture or a new package version left behind, which no build reads again. What it deleted.
 */
export function pruneKept(dir: string, since: number): { files: number; bytes: number } {
  const pruned = { files: 0, bytes: 0 };
  let names: string[];
  try {
    names = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return pruned;
  }
  for (const name of names) {
    if (!KEPT_NAME.test(basename(name))) continue;
    const file = join(dir, name);
    try {
      const { mtimeMs, size } = statSync(file);
      if (mtimeMs >= since) continue;
      unlinkSync(file);
      pruned.files++;
      pruned.bytes += size;
    } catch (error) {
      // Gone already: a half-written file renamed into place meanwhile.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return pruned;
}
