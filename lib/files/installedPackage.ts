import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The folder of the package `name` as the project resolves it at build time: in its own node_modules, or in one
 * above it (a copy of the project inside another, as the bench builds).
 */
export function installedPackage(name: string): string {
  return dirname(createRequire(join(process.cwd(), 'package.json')).resolve(`${name}/package.json`));
}
