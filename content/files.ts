import { extname, join, relative } from 'node:path';

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

const pictureTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** A picture's media type, from its name. */
export function pictureType(src: string): string {
  return pictureTypes[extname(src).toLowerCase()] ?? 'application/octet-stream';
}
