// A stand-in for the third parties an owner may choose, at one origin, for the browser suite (and for trying a
// choice locally: set it as the origin in content/site.ts). Each plays its service's documented behaviour closely
// enough for the site's side of it to be checked; none is the service's code.
//   Analytics, each provider's script and collector:
//     GoatCounter  GET /count.js (counts the page it loads on; window.goatcounter.count(vars) counts another), /count
//     Plausible    GET /js/script.js (counts the page, and each history change to another path), POST /api/event
//     Umami        GET /script.js (the same, honouring data-do-not-track), POST /api/send
//   Comments: giscus's frame, GET /<lang>/widget?… (or /widget): shows its theme and its discussion's term, and
//   applies a theme posted to it ({ giscus: { setConfig: { theme } } }), as giscus does.
//   GET /__hits → what arrived: every page view counted ({ provider, path, userAgent }) and every frame served
//   ({ provider: 'giscus', path, theme, term, userAgent }), in order. The suite tells its tests' visits apart by
//   their user agent.
import { createServer } from 'node:http';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type' };
const script = (body) => [200, { 'content-type': 'text/javascript', ...cors }, body];

// Each runs as the provider's script does: configured by its own <script> element's attributes.
const SCRIPTS = {
  '/count.js': `(() => {
    const endpoint = document.querySelector('script[data-goatcounter]').dataset.goatcounter;
    const settings = window.goatcounter || {};
    window.goatcounter = Object.assign(settings, {
      count(vars = {}) {
        const path = vars.path ?? location.pathname + location.search;
        navigator.sendBeacon(endpoint + '?p=' + encodeURIComponent(path) + '&r=' + encodeURIComponent(document.referrer) + '&rnd=' + Math.random());
      },
    });
    if (!settings.no_onload) window.goatcounter.count();
  })();`,
  '/js/script.js': `(() => {
    const me = document.currentScript;
    const api = me.dataset.api || new URL(me.src).origin + '/api/event';
    let last;
    const pageview = () => {
      if (last === location.pathname) return;
      last = location.pathname;
      fetch(api, { method: 'POST', headers: { 'content-type': 'text/plain' }, keepalive: true,
        body: JSON.stringify({ n: 'pageview', u: location.href, d: me.dataset.domain, r: document.referrer || null }) });
    };
    const push = history.pushState;
    history.pushState = function (...args) { push.apply(this, args); pageview(); };
    addEventListener('popstate', pageview);
    pageview();
  })();`,
  '/script.js': `(() => {
    const me = document.currentScript;
    if (me.dataset.doNotTrack === 'true' && (navigator.doNotTrack === '1' || navigator.globalPrivacyControl)) return;
    const host = me.dataset.hostUrl || new URL(me.src).origin;
    let last;
    const track = () => {
      const url = location.pathname + location.search;
      if (last === url) return;
      last = url;
      fetch(host + '/api/send', { method: 'POST', headers: { 'content-type': 'application/json' }, keepalive: true,
        body: JSON.stringify({ type: 'event', payload: { website: me.dataset.websiteId, hostname: location.hostname, url, referrer: document.referrer } }) });
    };
    for (const name of ['pushState', 'replaceState']) {
      const original = history[name];
      history[name] = function (...args) { original.apply(this, args); track(); };
    }
    addEventListener('popstate', track);
    track();
  })();`,
};

const widget = (theme, term) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>giscus stand-in</title></head>
<body data-theme="${theme}"><p>Comments stand-in for <span id="term"></span>, in the <span id="theme"></span> theme</p>
<script>
  const show = () => { document.getElementById('theme').textContent = document.body.dataset.theme; };
  document.getElementById('term').textContent = ${JSON.stringify(term)};
  show();
  addEventListener('message', (event) => {
    const theme = event.data && event.data.giscus && event.data.giscus.setConfig && event.data.giscus.setConfig.theme;
    if (theme) { document.body.dataset.theme = theme; show(); }
  });
  parent.postMessage({ giscus: { resizeHeight: 240 } }, '*');
</script></body></html>`;

async function answer(request, url, hits) {
  const userAgent = request.headers['user-agent'] ?? '';
  if (request.method === 'OPTIONS') return [204, cors, ''];
  if (url.pathname === '/__hits') return [200, { 'content-type': 'application/json', ...cors }, JSON.stringify(hits)];
  if (request.method === 'GET' && SCRIPTS[url.pathname]) return script(SCRIPTS[url.pathname]);
  if (url.pathname === '/count') {
    hits.push({ provider: 'goatcounter', path: url.searchParams.get('p'), userAgent });
    return [204, cors, ''];
  }
  if (url.pathname === '/api/event' && request.method === 'POST') {
    const { u, d } = JSON.parse(await text(request));
    hits.push({ provider: 'plausible', path: new URL(u).pathname + new URL(u).search, domain: d, userAgent });
    return [202, cors, 'ok'];
  }
  if (url.pathname === '/api/send' && request.method === 'POST') {
    const { payload } = JSON.parse(await text(request));
    hits.push({ provider: 'umami', path: payload.url, website: payload.website, userAgent });
    return [200, { 'content-type': 'application/json', ...cors }, '{}'];
  }
  if (/^(\/[\w-]+)?\/widget$/.test(url.pathname)) {
    const theme = url.searchParams.get('theme') ?? '';
    const term = url.searchParams.get('term') ?? '';
    hits.push({ provider: 'giscus', path: url.pathname, theme, term, userAgent });
    return [200, { 'content-type': 'text/html; charset=utf-8' }, widget(theme, term)];
  }
  return [404, cors, 'Not found'];
}

/** The stand-in as a request handler, with what arrived at it (`hits`), for a server of the caller's (the bench's, over HTTPS). */
export function thirdPartyStandIn() {
  const hits = [];
  const handle = async (request, response) => {
    const [status, headers, body] = await answer(request, new URL(request.url, 'http://stand-in'), hits);
    response.writeHead(status, headers).end(body);
  };
  return { handle, hits };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 4178);
  createServer(thirdPartyStandIn().handle).listen(port, () => console.log(`Third-party stand-in at http://localhost:${port}`));
}
