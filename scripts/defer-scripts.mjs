// After `next build`: lets every page paint its content before any of Next's JavaScript is fetched. Next asks for
// its ~145 KB runtime from the <head>, where it competes with the page's HTML and first pictures on a slow
// connection, and the browser runs whatever has arrived before painting. The pages are complete HTML (links are
// plain anchors, the menu is a native popover), so the runtime is requested once the page has loaded (its first
// screen's pictures included) and painted, or at once when the visitor first reaches for the page (a tap, a key,
// focus): same files, same order, later. A form submitted before the runtime has wired it up waits for it (see
// components/ContactForm.tsx, which marks its form ready).
// The page's RSC payload, which only that runtime reads, leaves the HTML the same way: Next inlines it as scripts at
// the end of <body>, half of Home's HTML, which the browser scans before its first paint (about a third of the
// parse, unthrottled here). It is written to a file named by its content and fetched beside the runtime.
// Those scripts are also marked for eager compilation (V8's explicit compile hint, `//# allFunctionsCalledOnLoad`,
// Chromium 136 on): Chromium then compiles every function of each file on a background thread while it streams,
// instead of on the main thread when hydration first calls it; that lazy compiling was most of the one long task
// of a page's start (about 30 of 36 ms, unthrottled here), and most of what these files hold runs as the page
// starts. Other engines read the line as a comment. Chunks loaded later (the background, the e-mail client) are
// left lazy: much of what they hold may never run.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportPages, exportRoot } from './export-files.mjs';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const asyncScript = /<script src="([^"]+)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*\/>/g;
// The page's RSC payload as scripts/trim-payload.mjs leaves it: Next's bootstrap push, then one chunk of text.
const payloadStart = '<script>(self.__next_f=self.__next_f||[]).push([0])</script>';
const payloadChunk = /<script>self\.__next_f\.push\((\[1,[^<]*\])\)<\/script>/g;
const payloadDir = '_next/static/payload';

/**
 * Once the page has loaded and the next frame is painted (or after 500 ms more where frames are not drawn, a tab in
 * the background), or at the visitor's first tap, key or focus: fetches the page's payload `p` and, beside it,
 * preloads the scripts; appends them once the payload is in `self.__next_f`, where Next's client reads it as it
 * starts (it closes that stream at once when it starts after the document has loaded). A payload that cannot be
 * fetched (offline) leaves the page as it is, and the next tap, key or focus tries again. Until the form on a page
 * is marked ready (`data-ready`), a submit is held and made again once it is.
 */
const loader = (sources, payload) =>
  `<script>(function(){var s=${JSON.stringify(sources)},p=${JSON.stringify(payload)},d=0,w=window,c=document,v=["pointerdown","keydown","touchstart","focusin"];` +
  `function a(t,u){var e=c.createElement(t);if(t=="link"){e.rel="preload";e.as="script";e.href=u}else{e.src=u;e.async=true}c.body.appendChild(e)}` +
  `function h(f){v.forEach(function(t){f.call(c,t,l,true)})}` +
  `function l(){if(d)return;d=1;h(c.removeEventListener);s.forEach(function(u){a("link",u)});` +
  `fetch(p).then(function(r){if(!r.ok)throw r.status;return r.text()}).then(function(t){` +
  `(self.__next_f=self.__next_f||[]).push([0],[1,t]);s.forEach(function(u){a("script",u)})},function(){d=0;h(c.addEventListener)})}` +
  `h(c.addEventListener);` +
  `function f(){var t=0;function k(){t++||l()}requestAnimationFrame(function(){setTimeout(k,0)});setTimeout(k,500)}` +
  `c.readyState=="complete"?f():w.addEventListener("load",f);` +
  `c.addEventListener("submit",function(e){var m=e.target;if(m.dataset.ready!==undefined)return;` +
  `e.preventDefault();l();if(m.dataset.held)return;m.dataset.held=1;new MutationObserver(function(r,o){if(m.dataset.ready===undefined)return;` +
  `o.disconnect();delete m.dataset.held;m.requestSubmit()}).observe(m,{attributes:true,attributeFilter:["data-ready"]})},true)})()</script>`;

const pages = exportPages();
/** The scripts some page runs as it starts, as its HTML names them. */
const startupScripts = new Set();

for (const page of pages) {
  const html = readFileSync(page, 'utf8');
  const sources = [...html.matchAll(asyncScript)].map((match) => match[1]);
  if (!sources.length || !html.includes('</body>')) {
    throw new Error(`${page}: found no <script src=… async=""> to defer; has Next's HTML output changed?`);
  }
  sources.forEach((source) => startupScripts.add(source));
  const payload = [...html.matchAll(payloadChunk)];
  if (payload.length !== 1 || !html.includes(payloadStart)) {
    throw new Error(`${page}: found no single inline payload after scripts/trim-payload.mjs; has Next's HTML output changed?`);
  }
  // Named by its content, beside Next's other immutable files under the base path the scripts are under.
  const text = JSON.parse(payload[0][1])[1];
  const name = `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.txt`;
  mkdirSync(join(exportRoot, payloadDir), { recursive: true });
  writeFileSync(join(exportRoot, payloadDir, name), text);
  const address = `${sources[0].slice(0, sources[0].indexOf('/_next/'))}/${payloadDir}/${name}`;
  const deferred = html
    .replace(asyncScript, '')
    .replace(scriptPreload, '')
    .replace(payloadChunk, '')
    .replace(payloadStart, '')
    .replace('</body>', `${loader(sources, address)}</body>`);
  writeFileSync(page, deferred);
}

for (const source of startupScripts) {
  // The address under the base path, as a file of the export (the base path differs between exports).
  const file = join(exportRoot, source.slice(source.indexOf('/_next/')));
  const script = readFileSync(file, 'utf8');
  if (!script.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + script);
}

console.log(`Next's scripts deferred past the first paint in ${pages.length} pages of ${exportRoot}/, ${startupScripts.size} marked for eager compilation`);
