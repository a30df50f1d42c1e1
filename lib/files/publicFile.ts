import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Where a file the content names as `/assets/...` lives on disk: in `public/`, or in `PUBLIC_DIR` when set (the
 * tests' second content set brings its own pictures).
 */
export function publicFile(src: string): string {
  return join(process.env.PUBLIC_DIR || join(process.cwd(), 'public'), src);
}

/** The same path as an owner reads it in a message: relative to the project, such as `public/assets/logo.svg`. */
export function shownPath(file: string): string {
  return relative(process.cwd(), file);
}

/** Why a file the content names as `/assets/...` cannot be used, as an owner reads it; nothing when it is there. */
export function missingPublicFile(src: string): string | undefined {
  const file = publicFile(src);
  return existsSync(file) ? undefined : `${shownPath(file)} does not exist`;
}
