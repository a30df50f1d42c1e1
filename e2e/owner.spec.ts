import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { BASE, E2E_EXPORT, EVERY_PAGE, expect, ORIGIN, OUT_DIR, SHIPPED_BASE, site, test } from './support';

// Run only against the second owner's export (E2E_CONTENT=owner): the owner's edits reach every file it serves.
const shipped = join(OUT_DIR, '..', E2E_EXPORT);
/** The name of the content the project ships, as its own export carries it. */
const placeholder = JSON.parse(readFileSync(join(shipped, 'manifest.webmanifest'), 'utf8')) as { short_name: string };

/** The files a browser or a crawler reads as text. */
const textFiles = readdirSync(OUT_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => ['.html', '.txt', '.xml', '.json', '.webmanifest', '.js', '.css', '.svg', '.rsc'].includes(extname(file)));

test('the export carries the new owner’s name, and the shipped content’s name in no text file', () => {
  expect(site.name).not.toBe(placeholder.short_name);
  expect(textFiles.length).toBeGreaterThan(20);
  const read = (file: string) => readFileSync(join(OUT_DIR, file), 'utf8');
  expect(textFiles.filter((file) => read(file).includes(placeholder.short_name))).toEqual([]);
  expect(textFiles.filter((file) => read(file).includes(site.name)).length).toBeGreaterThan(5);
});

test('Home’s share image is a different picture from the shipped content’s', () => {
  const before = readFileSync(join(shipped, 'previews', 'home.png'));
  expect(readFileSync(join(OUT_DIR, 'previews', 'home.png')).equals(before)).toBe(false);
});

test('the resume the build wrote names the new owner, and not the shipped content’s', () => {
  const text = execFileSync('pdftotext', [join(OUT_DIR, site.resume.href), '-'], { encoding: 'utf8' });
  expect(text).toContain(site.name);
  expect(text).not.toContain(placeholder.short_name);
});

test(`a user site, at its domain's root: no page links to or loads anything under ${SHIPPED_BASE}`, async ({ request }) => {
  expect(BASE).toBe('');
  for (const target of EVERY_PAGE) {
    const html = await (await request.get(target.path)).text();
    // Every address an attribute gives (each candidate of a srcset).
    const urls = [...html.matchAll(/\s(?:href|src|srcSet|srcset|imageSrcSet)="([^"]*)"/g)].flatMap(([, value]) => value.split(/,\s+/).map((candidate) => candidate.trim().split(/\s+/)[0]));
    const paths = urls
      .filter(Boolean)
      .map((url) => new URL(url.replaceAll('&amp;', '&'), `${ORIGIN}${target.path}`))
      .filter((url) => url.origin === ORIGIN)
      .map((url) => url.pathname);
    expect(paths.length, target.path).toBeGreaterThan(5);
    expect(
      paths.filter((path) => path.startsWith(`${SHIPPED_BASE}/`)),
      target.path,
    ).toEqual([]);
  }
});
