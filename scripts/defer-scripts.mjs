// After `next build`: lets every page paint before any of Next's JavaScript is fetched. Next asks for its
// ~145 KB runtime from the <head>, where it competes with the page's CSS and images on a slow connection, and the
// browser runs whatever has arrived before its first paint. The pages are complete HTML (links are plain anchors),
// so the runtime is requested once the first frame is painted instead: same files, same order, a little later.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.env.EXPORT_DIR || 'out';
const asyncScript = /<script src="([^"]+)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*\/>/g;

/** Appends the scripts after the first paint (two frames), or after 500 ms where frames are not drawn (a tab in the background). */
const loader = (sources) =>
  `<script>(function(){var s=${JSON.stringify(sources)},d=0;function l(){if(d)return;d=1;s.forEach(function(u){` +
  `var e=document.createElement("script");e.src=u;e.async=true;document.body.appendChild(e)})}` +
  `requestAnimationFrame(function(){setTimeout(l,0)});setTimeout(l,500)})()</script>`;

const pages = readdirSync(root, { recursive: true })
  .filter((file) => file.endsWith('.html'))
  .map((file) => join(root, file));

for (const page of pages) {
  const html = readFileSync(page, 'utf8');
  const sources = [...html.matchAll(asyncScript)].map((match) => match[1]);
  if (!sources.length || !html.includes('</body>')) {
    throw new Error(`${page}: found no <script src=… async=""> to defer; has Next's HTML output changed?`);
  }
  const deferred = html.replace(asyncScript, '').replace(scriptPreload, '').replace('</body>', `${loader(sources)}</body>`);
  writeFileSync(page, deferred);
}

console.log(`Next's scripts deferred past the first paint in ${pages.length} pages of ${root}/`);
