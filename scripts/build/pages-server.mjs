import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join } from 'node:path';
import compression from 'compression';
import finalhandler from 'finalhandler';
import serveStatic from 'serve-static';

/**
 * An HTTP server for a static export that follows GitHub Pages' rules for a project site:
 * - `/` is redirected to `${basePath}/`; nothing outside the base path exists;
 * - paths are case-sensitive (the file system's own lookup, never folded);
 * - a folder asked without its slash is 301-redirected to it, and with it serves its `index.html`;
 * - `NAME` falls back to `NAME.html`;
 * - anything else gets the export's `404.html` with status 404;
 * - responses are gzip-compressed for clients that accept it;
 * - given a key and certificate, over HTTPS and HTTP/2 (HTTP/1.1 for clients without it), as Pages serves every
 *   site: the browser then fetches a page's pictures over the document's one connection, not several new ones.
 *
 * @param {{ root: string, basePath: string, tls?: { key: string | Buffer, cert: string | Buffer } }} options the
 *   export folder, the base path ('' for a root site) and, for HTTPS, the server's key and certificate
 * @returns {import('node:http').Server | import('node:http2').Http2SecureServer}
 */
export function createPagesServer({ root, basePath, tls }) {
  const serve = serveStatic(root, { extensions: ['html'], index: ['index.html'], redirect: true });
  const gzip = compression();

  const notFound = (req, res) => {
    let page;
    try {
      page = readFileSync(join(root, '404.html'));
    } catch {
      page = Buffer.from('404 Not Found');
    }
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': page.length });
    res.end(req.method === 'HEAD' ? undefined : page);
  };

  const route = (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (basePath && pathname === '/') {
      res.writeHead(301, { Location: `${basePath}/` });
      res.end();
      return;
    }
    if (pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
      notFound(req, res);
      return;
    }
    // serve-static resolves the rest under the base path, and redirects folders to the original URL plus '/'.
    Object.assign(req, { originalUrl: req.url, url: req.url.slice(basePath.length) || '/' });
    serve(req, res, (error) => (error ? finalhandler(req, res)(error) : notFound(req, res)));
  };

  const handler = (req, res) => gzip(req, res, () => route(req, res));
  // An idle connection stays open until its client closes it. With Node's 5 s limit, a client whose clock ran late
  // (a test's request context, busy for 5 s between two requests on a loaded machine) could send on a connection the
  // server was closing at that moment, and read ECONNRESET.
  return tls ? createSecureServer({ ...tls, allowHTTP1: true }, handler) : createServer({ keepAliveTimeout: 0 }, handler);
}

/**
 * Serves `root` as Pages does on `port` of 127.0.0.1 (over HTTPS with `tls`), for the benches; resolves with the
 * server and the site's address under `basePath`.
 */
export async function listenAsPages({ root, basePath, tls, port }) {
  const server = createPagesServer({ root, basePath, tls });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, origin: `${tls ? 'https' : 'http'}://127.0.0.1:${port}${basePath}` };
}
