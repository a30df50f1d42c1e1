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
