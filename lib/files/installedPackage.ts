import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The folder of the package `name` as the project resolves it at build time: in its own node_modules, or in one
 * above it (a copy of the project inside another, as the bench builds).
 */
export function installedPackage(name: string): string {
  return dirname(createRequire(join(process.cwd(), 'package.json')).resolve(`${name}/package.json`));
}

/** Each package manager's lockfile, npm's first. */
const LOCKFILES = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock'];

/**
 * The text of the lockfile that says which versions of every package, direct or not, the project builds with: the
 * first found in the project or a folder above it (a copy inside another project, as the bench builds, uses the
 * other's install), whichever package manager wrote it. With none, the project's package.json, the versions it asks for.
 */
export function lockfileText(): string {
  for (let dir = process.cwd(); ; dir = dirname(dir)) {
    const lockfile = LOCKFILES.map((name) => join(dir, name)).find((file) => existsSync(file));
    if (lockfile) return readFileSync(lockfile, 'utf8');
    if (dirname(dir) === dir) return readFileSync(join(process.cwd(), 'package.json'), 'utf8');
  }
}
