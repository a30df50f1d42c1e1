import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { validate } from '@jsonresume/schema';
import { about, experience, projects } from './content';
import { BASE, expect, ORIGIN, site, SITE_URL, test } from './support';
import { required } from '../lib/required';

// The resume the footer links, as a recruiter receives it, read back with poppler's tools (Debian's poppler-utils).
const poppler = (tool: string, ...args: string[]) => execFileSync(tool, args, { encoding: 'utf8' });
/** Text with its line breaks and runs of spaces as single spaces: a line may wrap anywhere in the PDF. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

let pdf: string;

test.beforeAll(async ({ request }) => {
  const response = await request.get(`${ORIGIN}${BASE}${site.resume.href}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  pdf = join(mkdtempSync(join(tmpdir(), 'resume-')), 'resume.pdf');
  writeFileSync(pdf, await response.body());
});

test('its text, real and searchable, names the owner, every job in Home’s order, every project and the skills', () => {
  const text = flat(poppler('pdftotext', pdf, '-'));
  for (const words of [site.name, site.role, site.intro]) expect(text).toContain(flat(words));
  const jobs = experience.entries.map((job) => text.indexOf(`${job.title} · ${job.company}`));
  expect(
    jobs.every((at) => at >= 0),
    'every job, with its organisation',
  ).toBe(true);
  expect(jobs, 'in Home’s order').toEqual([...jobs].sort((a, b) => a - b));
  for (const job of experience.entries) {
    for (const words of [job.dateRange, ...(job.highlights ?? [])]) expect(text).toContain(flat(words));
  }
  for (const project of projects.entries) {
    expect(text).toContain(project.title);
    expect(text).toContain(flat(project.description));
  }
  for (const words of [...about.skills.cards.map((card) => card.title), ...about.toolbox.tools.map((tool) => tool.id)]) {
    expect(text).toContain(words);
  }
  for (const school of about.education ?? []) expect(text).toContain(`${school.degree} · ${school.school}`);
});

test('its title is the owner’s name, on one or two A4 pages, in the fonts the project ships, embedded', () => {
  const info = poppler('pdfinfo', pdf);
  expect(info).toMatch(new RegExp(`^Title:\\s+${site.name}$`, 'm'));
  expect(Number(required(info.match(/^Pages:\s+(\d+)$/m))[1])).toBeLessThanOrEqual(2);
  expect(info).toMatch(/^Page size:\s+595\.\d+ x 841\.\d+ pts \(A4\)$/m);
  const fonts = poppler('pdffonts', pdf).trim().split('\n').slice(2);
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toMatch(/^\w+\+Inter-\w+ .* yes yes yes /);
});

test('every address on it is a link: the site, the profiles, the e-mail and each project’s repository', () => {
  const xml = poppler('pdftohtml', '-xml', '-i', '-stdout', '-q', pdf);
  const links = new Set([...xml.matchAll(/<a href="([^"]+)"/g)].map((match) => match[1].replace(/&amp;/g, '&')));
  expect(links).toEqual(new Set([`${SITE_URL}${BASE}/`, ...(site.email ? [`mailto:${site.email}`] : []), ...site.profiles.map((profile) => profile.url), ...projects.entries.map((project) => project.link)]));
});

test('resume.json is served at the site’s root, and is a JSON Resume the schema accepts, of this owner', async ({ request }) => {
  const response = await request.get(`${ORIGIN}${BASE}/resume.json`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  const resume = await response.json();
  let errors: unknown = 'not checked';
  validate(resume, (found) => (errors = found));
  expect(errors).toBeNull();
  expect(resume.basics).toEqual(expect.objectContaining({ name: site.name, label: site.role, url: `${SITE_URL}${BASE}/` }));
  expect(resume.work.map((job: { position: string }) => job.position)).toEqual(experience.entries.map((job) => job.title));
});
