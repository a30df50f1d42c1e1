import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What `make` gives, kept between builds as JSON in `dir` under a hash of `key`, which must name everything the value
 * depends on: a second build reads it rather than make it again. The value must be plain data. Written whole or not
 * at all (a file is renamed into place), so a build stopped halfway leaves nothing half-written to read.
 */
export function keptAsJson<T>(dir: string, key: string, make: () => T): T {
  const file = join(dir, `${createHash('sha256').update(key).digest('hex')}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    const value = make();
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, JSON.stringify(value));
    renameSync(partial, file);
    return value;
  }
}
