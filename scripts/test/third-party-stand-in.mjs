// A stand-in for the third parties an owner may choose, at one origin, for the browser suite (and for trying a
// choice locally: set it as the origin in content/site.ts). Each plays its service's documented behaviour closely
// enough for the site's side of it to be checked, the real scripts' filters and transports included, so the suite
// sees what the real one would do; none is the service's code.
//   Analytics, each provider's script and collector:
//     GoatCounter  GET /count.js: counts the page it loads on (its path, or the canonical link's on the same host) and,
//                  through window.goatcounter.count(vars), another; never on localhost (nor a private address, nor in a
//                  frame) unless its settings (data-goatcounter-settings) allow_local; each hit a navigator.sendBeacon
//                  GET of /count, flagged as a bot's (b=153) from a browser driven by automation, as count.js flags it
//     Plausible    GET /js/script.js: counts the page, and each pushState or back/forward to another path; never on
//                  localhost (/js/script.local.js does), nor under automation (navigator.webdriver); an XHR POST
//                  of /api/event
//     Umami        GET /script.js: counts the page once loaded, and each pushState or replaceState to another address
//                  (its query left out with data-exclude-search), honouring data-do-not-track; a fetch POST of /api/send
//   Comments: giscus's frame, GET /<lang>/widget?… (or /widget): shows its theme and its discussion's term, and
//   applies a theme posted to it ({ giscus: { setConfig: { theme } } }), as giscus does.
//   GET /__hits → what arrived: every page view counted ({ provider, path, userAgent }, GoatCounter's with its `bot`
//   flag) and every frame served ({ provider: 'giscus', path, theme, term, userAgent }), in order. The suite tells its
//   tests' visits apart by their user agent.
import { createServer } from 'node:http';
import { text } from 'node:stream/consumers';
import { pathToFileURL } from 'node:url';

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET, POST', 'access-control-allow-headers': 'content-type' };
const script = (body) => [200, { 'content-type': 'text/javascript', ...cors }, body];

/** Plausible's script, as script.js (refuses localhost) or script.local.js (counts there). */
const plausible = ({ local }) => `(() => {
    const me = document.currentScript;
    const api = me.getAttribute('data-api') || new URL(me.src).origin + '/api/event';
    const ignore = (reason) => { if (reason) console.warn('Ignoring Event: ' + reason); };
    const trigger = (name) => {
      if (${!local} && (/^localhost$|^127(\\.[0-9]+){0,2}\\.[0-9]+$|^\\[::1?\\]$/.test(location.hostname) || location.protocol === 'file:')) return ignore('localhost');
      if (window._phantom || window.__nightmare || navigator.webdriver || window.Cypress) return ignore(null);
      try { if (localStorage.plausible_ignore === 'true') return ignore('localStorage flag'); } catch {}
      const request = new XMLHttpRequest();
      request.open('POST', api, true);
      request.setRequestHeader('Content-Type', 'text/plain');
      request.send(JSON.stringify({ n: name, u: location.href, d: me.getAttribute('data-domain'), r: document.referrer || null }));
    };
    let last;
    const page = () => {
      if (last === location.pathname) return;
      last = location.pathname;
      trigger('pageview');
    };
    const push = history.pushState;
    history.pushState = function () { push.apply(this, arguments); page(); };
    addEventListener('popstate', page);
    page();
  })();`;

// Each runs as the provider's script does: configured by its own <script> element's attributes.
const SCRIPTS = {
  '/count.js': `(() => {
    const me = document.querySelector('script[data-goatcounter]');
    const settings = (window.goatcounter = window.goatcounter || {});
    if (me.dataset.goatcounterSettings) {
      try {
        const set = JSON.parse(me.dataset.goatcounterSettings);
        for (const key of ['no_onload', 'no_events', 'allow_local', 'allow_frame', 'path', 'title', 'referrer', 'event']) if (key in set) settings[key] = set[key];
      } catch (error) {
        console.error('invalid JSON in data-goatcounter-settings: ' + error);
      }
    }
    const filter = () => {
      if (document.visibilityState === 'prerender') return 'visibilityState';
      if (!settings.allow_frame && location !== parent.location) return 'frame';
      if (!settings.allow_local && /(localhost$|^127\\.|^10\\.|^172\\.(1[6-9]|2[0-9]|3[0-1])\\.|^192\\.168\\.|^0\\.0\\.0\\.0$)/.test(location.hostname)) return 'localhost';
      if (!settings.allow_local && location.protocol === 'file:') return 'localfile';
      if (localStorage.getItem('skipgc') === 't') return 'disabled with #toggle-goatcounter';
      return false;
    };
    const bot = () => (window.callPhantom || window._phantom || window.phantom ? 150 : window.__nightmare ? 151 : document.__selenium_unwrapped || document.__webdriver_evaluate || document.__driver_evaluate ? 152 : navigator.webdriver ? 153 : 0);
    const pathOf = () => {
      let at = location;
      const canonical = document.querySelector('link[rel="canonical"][href]');
      if (canonical) {
        const link = new URL(canonical.href, location.href);
        if (link.hostname.replace(/^www\\./, '') === location.hostname.replace(/^www\\./, '')) at = link;
      }
      return at.pathname + at.search || '/';
    };
    settings.count = (vars = {}) => {
      const refused = filter();
      if (refused) return console.warn('goatcounter: not counting because of: ' + refused);
      const path = vars.path ?? settings.path ?? pathOf();
      navigator.sendBeacon(me.dataset.goatcounter + '?p=' + encodeURIComponent(path) + '&r=' + encodeURIComponent(document.referrer) + '&b=' + bot() + '&rnd=' + Math.random().toString(36).slice(2));
    };
    if (!settings.no_onload) settings.count();
  })();`,
  '/js/script.js': plausible({ local: false }),
  '/js/script.local.js': plausible({ local: true }),
  '/script.js': `(() => {
    const me = document.currentScript;
    const excludeSearch = me.getAttribute('data-exclude-search') === 'true';
    const dnt = me.getAttribute('data-do-not-track') === 'true';
    if (dnt && (navigator.doNotTrack === '1' || window.doNotTrack === '1')) return;
    const endpoint = (me.getAttribute('data-host-url') || new URL(me.src).origin) + '/api/send';
    const send = () => fetch(endpoint, { keepalive: true, method: 'POST', credentials: 'omit', headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'event', payload: { website: me.getAttribute('data-website-id'), hostname: location.hostname, url: currentUrl, referrer: document.referrer } }) });
    let currentUrl = location.href;
    const handlePush = (state, title, url) => {
      if (!url) return;
      const before = currentUrl;
      const next = new URL(url, location.href);
      if (excludeSearch) next.search = '';
      currentUrl = next.toString();
      if (currentUrl !== before) setTimeout(send, 300);
    };
    const init = () => {
      if (document.readyState !== 'complete' || init.done) return;
      init.done = true;
      send();
      for (const name of ['pushState', 'replaceState']) {
        const original = history[name];
        history[name] = (...args) => { handlePush(...args); return original.apply(history, args); };
      }
    };
    if (document.readyState === 'complete') init();
    else document.addEventListener('readystatechange', init, true);
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
    hits.push({ provider: 'goatcounter', path: url.searchParams.get('p'), referrer: url.searchParams.get('r'), bot: Number(url.searchParams.get('b')), userAgent });
    return [204, cors, ''];
  }
  if (url.pathname === '/api/event' && request.method === 'POST') {
    const { u, d } = JSON.parse(await text(request));
    hits.push({ provider: 'plausible', path: new URL(u).pathname + new URL(u).search, domain: d, userAgent });
    return [202, cors, 'ok'];
  }
  if (url.pathname === '/api/send' && request.method === 'POST') {
    const { payload } = JSON.parse(await text(request));
    const counted = new URL(payload.url, 'http://stand-in');
    hits.push({ provider: 'umami', path: counted.pathname + counted.search, website: payload.website, userAgent });
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
