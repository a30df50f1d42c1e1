// What the export weighs against GitHub Pages' limit (a published site of at most 1 GB), worked out from the export
// itself: its bytes and files, and what one post adds to them (its page's folder, and the link preview its head names).
// Past the owner's budget (content/site.ts, `deploy.maxMegabytes`, 800 MB unless set), the build fails naming what
// weighs most, before GitHub refuses the deploy.
import { meta } from './sitemap.mjs';

const MB = 1_000_000;
const megabytes = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const kilobytes = (bytes) => `${Math.round(bytes / 1000)} KB`;

/**
 * The export's weight from its files (`{ path, bytes }`, paths relative to it) and finished pages (`{ path, html }`): a
 * line saying it, or an error naming the figure and the largest folders when it passes `maxMegabytes`.
 */
export function weighExport(files, pages, maxMegabytes) {
  // The site's address with its base path, as its Home gives it (`https://me.github.io/portfolio`).
  const siteUrl = meta(pages.find(({ path }) => path === 'index.html')?.html ?? '', 'og:url')?.replace(/\/$/, '');
  const total = files.reduce((sum, file) => sum + file.bytes, 0);
  const bytes = new Map(files.map((file) => [file.path, file.bytes]));
  const bytesOf = (path) => bytes.get(path) ?? 0;
  // Each folder's own files' bytes (not its subfolders'): a blog of thousands asks for each post's.
  const inFolder = new Map();
  for (const { path, bytes: size } of files) {
    const folder = path.slice(0, path.lastIndexOf('/') + 1);
    inFolder.set(folder, (inFolder.get(folder) ?? 0) + size);
  }
  // A post's page is an article; its own files are its folder's (the page, and its payloads: the RSC payload its runtime
  // reads, and any navigation payload) and its preview.
  const posts = pages
    .filter(({ html }) => meta(html, 'og:type') === 'article')
    .map(({ path, html }) => {
      const folder = path.slice(0, -'index.html'.length);
      const image = meta(html, 'og:image');
      const preview = siteUrl && image?.startsWith(`${siteUrl}/`) ? bytesOf(decodeURI(image.slice(siteUrl.length + 1))) : 0;
      return { html: bytesOf(path), payloads: (inFolder.get(folder) ?? 0) - bytesOf(path), preview };
    });
  const average = (key) => posts.reduce((sum, post) => sum + post[key], 0) / posts.length;
  const perPost = posts.length
    ? `; a post adds ${kilobytes(average('html') + average('payloads') + average('preview'))} (its page ${kilobytes(average('html'))}, ` +
      `its payloads ${kilobytes(average('payloads'))}, its link preview ${kilobytes(average('preview'))}; ${posts.length} post pages)`
    : '';
  const said = `The export weighs ${megabytes(total)} in ${files.length.toLocaleString('en')} files, against a budget of ${maxMegabytes} MB${perPost}.`;
  if (total <= maxMegabytes * MB) return said;
  const folders = new Map();
  for (const { path, bytes } of files) {
    const parts = path.split('/');
    // A language's folder (de/) is told by what is in it.
    const folder = parts.length > 2 && /^[a-z]{2,3}(-[A-Za-z0-9]+)?$/.test(parts[0]) ? `${parts[0]}/${parts[1]}/` : parts.length > 1 ? `${parts[0]}/` : path;
    folders.set(folder, (folders.get(folder) ?? 0) + bytes);
  }
  const heaviest = [...folders].sort((a, b) => b[1] - a[1]).slice(0, 5);
  const largest = heaviest.map(([folder, bytes]) => `${folder} ${megabytes(bytes)}`);
  throw new Error(`${said} It is over: GitHub Pages refuses a site over 1 GB. Most of it: ${largest.join(', ')}. Raise deploy.maxMegabytes in content/site.ts if it still fits, or publish fewer posts or pictures.`);
}
