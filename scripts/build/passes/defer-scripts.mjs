// Pass: every page paints its content before any of Next's JavaScript is fetched. The pages are complete HTML
// (plain links, a native popover menu), so Next's runtime, asked for from the <head>, is instead requested once the
// page has loaded and painted its largest content, or at the visitor's first tap, key or focus: same files, same
// order, later. A form submitted before the runtime has wired it up waits for it (components/contact/ContactForm).
// The page's RSC payload, which only the runtime reads, goes with it: out of the HTML, into a file of its own that the
// loader requests first. Inline, it made a post's HTML outgrow the first round trip of a new connection (TCP's initial
// window, 10 segments: 14,600 bytes), and a phone waited one more round trip for the page's first paint than for the
// same page without scripts (docs/performance.md, "What held a post's LCP back").
import { createHash } from 'node:crypto';

/** V8's explicit compile hint: Chromium compiles the whole file off the main thread while it streams. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const scriptTag = /<script\b([^>]*)><\/script>/gi;
const attribute = (attributes, name) => new RegExp(`(?:^|\\s)${name}(?:="([^"]*)")?(?=\\s|$|/)`, 'i').exec(attributes);
const scriptPreload = /<link\b[^>]*\brel="preload"[^>]*>/gi;
// Next's inline RSC payload: the script that starts it, `(self.__next_f=self.__next_f||[]).push([0])`, then its
// chunks, `self.__next_f.push([1,"…"])` (Next escapes `<` in them).
const payloadScript = /<script>(\(?self\.__next_f(?:=self\.__next_f\|\|\[\]\))?\.push\([^<]*\))<\/script>/g;

/**
 * The page's runtime scripts, in order: each external `<script src async>`. A browser with modules skips a
 * `noModule` script, so it stays; any other external script is one this pass does not know how to defer.
 */
export function runtimeScripts(html) {
  const sources = [];
  for (const [tag, attributes] of html.matchAll(scriptTag)) {
    const src = attribute(attributes, 'src')?.[1];
    if (src === undefined || attribute(attributes, 'nomodule')) continue;
    if (!attribute(attributes, 'async')) throw new Error(`found a runtime script that is not async, which deferring could reorder: ${tag}`);
    sources.push(src);
  }
  if (!sources.length) throw new Error('found no runtime script (<script src="…" async="">) to defer');
  return sources;
}

/**
 * Appends the payload, then the runtime scripts, to run in that order, once the page has loaded and painted: its
 * largest content as the browser reports it (its first picture, the one at high priority, if it has one), else the
 * next frame; or 500 ms after the load (frames are not drawn in a tab in the background); or at the visitor's first
 * tap, key or focus. The payload must run first: the runtime closes the payload's stream as it starts once the
 * document has loaded. Until the form on a page is marked ready (`data-ready`), a submit is held and made again once
 * it is.
 */
const loader = (payload, sources) =>
  `<script>(function(){var p=${JSON.stringify(payload)},s=${JSON.stringify(sources)},d=0,w=window,c=document,v=["pointerdown","keydown","touchstart","focusin"];` +
  `function l(){if(d)return;d=1;v.forEach(function(t){c.removeEventListener(t,l,true)});[p].concat(s).forEach(function(u){` +
  `var e=c.createElement("script");e.src=u;e.async=false;c.body.appendChild(e)})}` +
  `v.forEach(function(t){c.addEventListener(t,l,true)});` +
  `function f(){var i=c.querySelector("img[fetchpriority=high i]"),P=w.PerformanceObserver,o;setTimeout(l,500);` +
  `if(!P||(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")<0)return requestAnimationFrame(function(){setTimeout(l,0)});` +
  `o=new P(function(x){x.getEntries().forEach(function(e){if(!i||e.element==i){o.disconnect();setTimeout(l,0)}})});` +
  `o.observe({type:"largest-contentful-paint",buffered:true})}` +
  `c.readyState=="complete"?f():w.addEventListener("load",f);` +
  `c.addEventListener("submit",function(e){var m=e.target;if(m.dataset.ready!==undefined)return;` +
  `e.preventDefault();if(m.dataset.held)return;m.dataset.held=1;l();new MutationObserver(function(r,o){if(m.dataset.ready===undefined)return;` +
  `o.disconnect();delete m.dataset.held;m.requestSubmit()}).observe(m,{attributes:true,attributeFilter:["data-ready"]})},true)})()</script>`;

/**
 * What a finished page's loader appends, in order, as addresses under the base path: its RSC payload's file, then its
 * runtime scripts. Read back from the loader itself, so the benches and the browser suite know no other spelling of it.
 */
export function deferredScripts(html) {
  const found = /<script>\(function\(\)\{var p=("[^"]*"),s=(\[[^\]]*\])/.exec(html);
  if (!found) throw new Error('found no loader (<script>(function(){var p=…,s=[…]…): was the page finished by npm run build?');
  return { payload: JSON.parse(found[1]), runtime: JSON.parse(found[2]) };
}

/**
 * The page (`path`, in the export) with its runtime scripts and their preloads, and its RSC payload, replaced by the
 * loader at the end of <body>; and the payload as a file beside the page, named by its hash.
 */
export function deferScripts(html, path) {
  const sources = runtimeScripts(html);
  if (!html.includes('</body>')) throw new Error('found no </body> to put the loader before');
  const code = [...html.matchAll(payloadScript)].map((match) => match[1]);
  if (!code.length) throw new Error('found no inline RSC payload (<script>self.__next_f.push(…)</script>) to move out of the page');
  const text = `${code.join(';\n')};\n`;
  const file = path.replace(/\.html$/, `.rsc.${createHash('sha256').update(text).digest('hex').slice(0, 12)}.js`);
  // Under the base path, as the runtime's scripts are.
  const base = sources[0].slice(0, sources[0].indexOf('/_next/'));
  const deferred = html
    .replace(payloadScript, '')
    .replace(scriptTag, (tag, attributes) => (sources.includes(attribute(attributes, 'src')?.[1]) && !attribute(attributes, 'nomodule') ? '' : tag))
    .replace(scriptPreload, (link) => {
      if (!/\bas="script"/i.test(link)) return link;
      const href = attribute(link.slice(5, -1).replace(/\/$/, ''), 'href')?.[1];
      if (!sources.includes(href)) throw new Error(`found a script preload that is not one of the page's runtime scripts: ${link}`);
      return '';
    });
  return { html: deferred.replace('</body>', `${loader(`${base}/${file}`, sources)}</body>`), files: [{ path: file, text }] };
}

/** A runtime script marked for eager compilation (other engines read the line as a comment). */
export const markedForEagerCompilation = (script) => (script.startsWith(COMPILE_HINT) ? script : COMPILE_HINT + script);
