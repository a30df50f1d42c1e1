/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createPagesServer } from '../scripts/pages-server.mjs';

// A miniature export with the shapes `next build` writes: folders with index.html, a 404.html, assets.
const files: Record<string, string> = {
  'index.html': 'home page',
  'About/index.html': 'about page',
  'notes.html': 'notes page',
  '404.html': 'not found page',
  'assets/resume.pdf': '%PDF-1.7',
};

let root: string;
let origin: string;
let server: ReturnType<typeof createPagesServer>;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'pages-'));
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  server = createPagesServer({ root, basePath: '/portfolio' });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' });

describe('the GitHub-Pages-exact server', () => {
  it.each([
    ['/', '/portfolio/'],
    ['/portfolio', '/portfolio/'],
    ['/portfolio/About', '/portfolio/About/'],
    ['/portfolio/About?ref=cv', '/portfolio/About/?ref=cv'],
  ])('redirects %s to %s with 301', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
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
    expect(response.headers.get('content-type')).toContain(type);
    expect(await response.text()).toBe(body);
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
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe('not found page');
  });
});

describe('compression, as GitHub Pages serves', () => {
  it('gzips a page for a client that accepts it', async () => {
    writeFileSync(join(root, 'big.html'), '<p>portfolio</p>'.repeat(200));
    const { request } = await import('node:http');
    const encoding = await new Promise<string | undefined>((resolve, reject) => {
      request(`${origin}/portfolio/big`, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        response.resume();
        resolve(response.headers['content-encoding']);
      })
        .on('error', reject)
        .end();
    });
    expect(encoding).toBe('gzip');
  });
});
