/**
 * Prefixes the site's base path on a URL under public/, written from the site root (`/assets/logo.svg`).
 * Next adds the base path to `next/link` hrefs but not to image `src` strings or plain anchors, so every
 * asset URL goes through here.
 */
export function asset(path: string): string {
  return `${process.env.NEXT_PUBLIC_BASE_PATH ?? ''}${path}`;
}
