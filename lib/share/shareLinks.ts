/** A page to pass on: its canonical address (nothing added to it) and its title. */
export type SharedPage = { url: string; title: string };

/** What a post to Mastodon, Bluesky or X says: the page's title, then its address. */
const postText = ({ url, title }: SharedPage) => `${title} ${url}`;

/** A Mastodon server's page for writing a post with `text` in it (Mastodon's own /share). */
export function mastodonShareUrl(server: string, page: SharedPage): string {
  return `https://${server}/share?text=${encodeURIComponent(postText(page))}`;
}

/**
 * The server a visitor names, as Mastodon's addresses have it: `mastodon.social` from `mastodon.social`,
 * `https://mastodon.social/`, `@me@mastodon.social` or `me@mastodon.social`; undefined for anything that is not a
 * server's name.
 */
export function mastodonServerOf(input: string): string | undefined {
  const server = input
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^@?[^@/\s]+@/, '')
    .replace(/\/.*$/, '');
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(server) ? server : undefined;
}

/**
 * Plain links that pass a page on, which work with scripts off: each service's own address for sharing, carrying
 * the page's canonical address and title, and nothing else (no tracking parameters). `mastodon` is the server the
 * Mastodon link goes to until the visitor names theirs (components/share/MastodonLink.tsx).
 */
export function shareLinks(page: SharedPage, mastodon: string) {
  const url = encodeURIComponent(page.url);
  const text = encodeURIComponent(postText(page));
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    x: `https://x.com/intent/post?text=${encodeURIComponent(page.title)}&url=${url}`,
    bluesky: `https://bsky.app/intent/compose?text=${text}`,
    mastodon: mastodonShareUrl(mastodon, page),
    email: `mailto:?subject=${encodeURIComponent(page.title)}&body=${url}`,
  };
}
