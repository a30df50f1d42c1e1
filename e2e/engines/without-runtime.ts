import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { required } from '../../lib/required';

/** Where the proxy serves FIRST_FRAME_PROBE, on its own origin (so the pages' policy, script-src 'self', runs it). */
const PROBE_PATH = '/__first-frame.js';

/**
 * Run at the top of each page's <head>: records, at the document's first frame, its theme and colour scheme in
 * `window.__firstFrame`, as an init script would where the driver has none (classic WebDriver's).
 */
const FIRST_FRAME_PROBE = `requestAnimationFrame(() => {
  window.__firstFrame = { theme: document.documentElement.dataset.theme, scheme: getComputedStyle(document.documentElement).colorScheme };
});`;

/** Next's runtime: every script it builds. */
const RUNTIME = /\/_next\/static\/.+\.js(\?|$)/;

export type WithoutRuntime = { origin: string; close(): Promise<void> };

/**
 * The site at `origin` as a visitor meets it while Next's runtime never arrives, in any engine: a proxy that drops
 * every request for the runtime's scripts (as a stalled network would, and as the Chromium suite's route.abort
 * does) and puts FIRST_FRAME_PROBE first in each page's <head>. The rest is passed on as served.
 */
export async function serveWithoutRuntime(origin: string): Promise<WithoutRuntime> {
  const upstream = new URL(origin);
  const server = createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' });
      res.end(FIRST_FRAME_PROBE);
      return;
    }
    if (RUNTIME.test(required(req.url))) {
      req.socket.destroy();
      return;
    }
    const headers: IncomingHttpHeaders = { ...req.headers, host: upstream.host, 'accept-encoding': 'identity' };
    // A fresh answer each time: a 304 would have nothing to put the probe in.
    delete headers['if-none-match'];
    delete headers['if-modified-since'];
    const forwarded = request(new URL(required(req.url), upstream), { method: req.method, headers }, (answer) => {
      if (!/^text\/html/.test(answer.headers['content-type'] ?? '')) {
        res.writeHead(required(answer.statusCode), answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const html = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/<head>(<meta charSet="utf-8"\/>)?/i, `$&<script src="${PROBE_PATH}"></script>`);
        res.writeHead(required(answer.statusCode), { ...answer.headers, 'content-length': Buffer.byteLength(html) });
        res.end(html);
      });
    });
    forwarded.on('error', () => res.destroy());
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
