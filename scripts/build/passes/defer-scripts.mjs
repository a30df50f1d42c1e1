// After `next build`: lets every page paint its content before any of Next's JavaScript is fetched. Next asks for
// its ~145 KB runtime from the <head>, where it competes with the page's HTML and first pictures on a slow
// connection, and the browser runs whatever has arrived before painting. The pages are complete HTML (links are
// plain anchors, the menu is a native popover), so the runtime is requested once the page has loaded (its first
// screen's pictures included) and painted its largest picture, or at once when the visitor first reaches for the
// page (a tap, a key, focus): same files, same order, later. A form submitted before the runtime has wired it up
// waits for it (see components/contact/ContactForm.tsx, which marks its form ready).
// Those scripts are also marked for eager compilation (V8's explicit compile hint, `//# allFunctionsCalledOnLoad`,
// Chromium 136 on): Chromium then compiles every function of each file on a background thread while it streams,
// instead of on the main thread when hydration first calls it; that lazy compiling was most of the one long task
// of a page's start (about 30 of 36 ms, unthrottled here), and most of what these files hold runs as the page
// starts. Other engines read the line as a comment. Chunks loaded later (the background, the e-mail client) are
// left lazy: much of what they hold may never run.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportPages, exportRoot } from '../export-files.mjs';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const asyncScript = /<script src="([^"]+)" async=""><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*\/>/g;

/**
 * Appends the scripts once the page has loaded and painted: its first picture (the one at high priority), as the
 * browser reports its largest paint, else the next frame; or 500 ms after the load (frames are not drawn in a tab
 * in the background; that picture may never be the largest); or at the visitor's first tap, key or focus. Until the
 * form on a page is marked ready (`data-ready`), a submit is held and made again once it is.
 */
const loader = (sources) =>
  `<script>(function(){var s=${JSON.stringify(sources)},d=0,w=window,c=document,v=["pointerdown","keydown","touchstart","focusin"];` +
  `function l(){if(d)return;d=1;v.forEach(function(t){c.removeEventListener(t,l,true)});s.forEach(function(u){` +
  `var e=c.createElement("script");e.src=u;e.async=true;c.body.appendChild(e)})}` +
  `v.forEach(function(t){c.addEventListener(t,l,true)});` +
  `function f(){var i=c.querySelector("img[fetchpriority=high]"),P=w.PerformanceObserver,o;setTimeout(l,500);` +
  `if(!i||!P||(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")<0)return requestAnimationFrame(function(){setTimeout(l,0)});` +
  `o=new P(function(x){x.getEntries().forEach(function(e){if(e.element==i){o.disconnect();setTimeout(l,0)}})});` +
  `o.observe({type:"largest-contentful-paint",buffered:true})}` +
  `c.readyState=="complete"?f():w.addEventListener("load",f);` +
  `c.addEventListener("submit",function(e){var m=e.target;if(m.dataset.ready!==undefined)return;` +
  `e.preventDefault();if(m.dataset.held)return;m.dataset.held=1;l();new MutationObserver(function(r,o){if(m.dataset.ready===undefined)return;` +
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
  const deferred = html.replace(asyncScript, '').replace(scriptPreload, '').replace('</body>', `${loader(sources)}</body>`);
  writeFileSync(page, deferred);
}

for (const source of startupScripts) {
  // The address under the base path, as a file of the export (the base path differs between exports).
  const file = join(exportRoot, source.slice(source.indexOf('/_next/')));
  const script = readFileSync(file, 'utf8');
  if (!script.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + script);
}

console.log(`Next's scripts deferred past the first paint in ${pages.length} pages of ${exportRoot}/, ${startupScripts.size} marked for eager compilation`);
