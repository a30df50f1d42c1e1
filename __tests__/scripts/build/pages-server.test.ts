/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect, constants } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { localCertificate } from '../../../scripts/test/local-certificate.mjs';
import { createPagesServer } from '../../../scripts/build/pages-server.mjs';
import { required } from '../../../lib/required';

// A miniature export with the shapes `next build` writes: folders with index.html, a 404.html, assets.
const files: Record<string, string> = {
  'index.html': 'home page',
  'About/index.html': 'about page',
  'notes.html': 'notes page',
  '404.html': 'not found page',
  'assets/resume.pdf': '%PDF-1.7',
  'big.html': '<p>portfolio</p>'.repeat(200),
};

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; protocol: string };

/** How a client reaches the server: plain HTTP/1.1 (npm start), HTTP/2 over TLS (the bench), HTTP/1.1 over TLS. */
type Transport = {
  name: string;
  start: (root: string) => ReturnType<typeof createPagesServer>;
  get: (port: number, path: string, headers?: Record<string, string>) => Promise<Answer>;
};

/** Reads a response's body, gunzipping it when the server compressed it. */
const decode = (chunks: Buffer[], encoding: unknown) => {
  const raw = Buffer.concat(chunks);
  return (encoding === 'gzip' ? gunzipSync(raw) : raw).toString('utf8');
};

// Made by openssl now, for this test only: the server's key and certificate, and the certificate the clients trust.
const { tls } = localCertificate();

const http1 =
  (request: typeof httpRequest | typeof httpsRequest, scheme: string) =>
  (port: number, path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      request(`${scheme}://127.0.0.1:${port}${path}`, { headers, ca: tls.cert }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: required(response.statusCode),
            headers: response.headers,
            body: decode(chunks, response.headers['content-encoding']),
            protocol: `HTTP/${response.httpVersion}`,
          }),
        );
      })
        .on('error', reject)
        .end();
    });

const http2Get = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const session = connect(`https://127.0.0.1:${port}`, { ca: tls.cert });
    session.on('error', reject);
    const stream = session.request({ [constants.HTTP2_HEADER_PATH]: path, ...headers });
    const chunks: Buffer[] = [];
    let answer: Omit<Answer, 'body'>;
    stream.on('response', (received) => {
      const { ':status': status, ...rest } = received;
      answer = { status: Number(status), headers: rest, protocol: `HTTP/${session.alpnProtocol === 'h2' ? '2' : session.alpnProtocol}` };
    });
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      session.close();
      resolve({ ...answer, body: decode(chunks, answer.headers['content-encoding']) });
    });
    stream.on('error', reject);
    stream.end();
  });

const transports: Transport[] = [
  { name: 'HTTP/1.1', start: (root) => createPagesServer({ root, basePath: '/portfolio' }), get: http1(httpRequest, 'http') },
  { name: 'HTTP/2', start: (root) => createPagesServer({ root, basePath: '/portfolio', tls }), get: http2Get },
  { name: 'HTTP/1.1 over TLS', start: (root) => createPagesServer({ root, basePath: '/portfolio', tls }), get: http1(httpsRequest, 'https') },
];

describe.each(transports)('the GitHub-Pages-exact server, over $name', ({ name, start, get: fetchFrom }) => {
  let root: string;
  let port: number;
  let server: ReturnType<typeof createPagesServer>;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'pages-'));
    for (const [path, body] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), body);
    }
    server = start(root);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  const get = (path: string, headers?: Record<string, string>) => fetchFrom(port, path, headers);

  it(`speaks ${name}`, async () => {
    expect((await get('/portfolio/')).protocol).toBe(name.replace(' over TLS', ''));
  });

  it.each([
    ['/', '/portfolio/'],
    ['/portfolio', '/portfolio/'],
    ['/portfolio/About', '/portfolio/About/'],
    ['/portfolio/About?ref=cv', '/portfolio/About/?ref=cv'],
  ])('redirects %s to %s with 301', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    ['/portfolio/', 'home page', 'text/html'],
    ['/portfolio/About/', 'about page', 'text/html'],
    ['/portfolio/About/index.html', 'about page', 'text/html'],
    ['/portfolio/notes', 'notes page', 'text/html'],
    ['/portfolio/assets/resume.pdf', '%PDF-1.7', 'application/pdf'],
  ])('serves %s', async (path, body, type) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain(type);
    expect(response.body).toBe(body);
  });

  it.each([
    ['a wrong-case page', '/portfolio/about/'],
    ['a wrong-case folder without slash', '/portfolio/about'],
    ['an unknown page', '/portfolio/nowhere'],
    ['a path outside the base path', '/About/'],
    ['a wrong-case base path', '/Portfolio/'],
    ['a folder name asked as a file', '/portfolio/About.html'],
  ])('answers %s with 404.html and status 404', async (_, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('not found page');
  });

  it('gzips a page for a client that accepts it, as GitHub Pages does', async () => {
    const response = await get('/portfolio/big', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body).toBe(files['big.html']);
  });
});
