/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ImportProblem, importResume } from '@/scripts/owner/import-resume';
import { toJsonResume, type JsonResume } from '@/lib/resume/jsonResume';
import { LAYERS } from '../../support/layers';

// The import, as an owner runs it: on a copy of content/ (a git repository of its own, for the refusal to
// overwrite), then the modules it wrote are loaded as the build loads them (the content schemas run). The import
// of the realistic resume starts from the second owner's fixed content (its jobs, projects and pictures), so what
// it checks holds whatever content/ says; the round trip starts from content/ itself.

const PROJECT = process.cwd();
const RESUME = readFileSync(join(PROJECT, '__tests__', 'fixtures', 'resume.json'), 'utf8');
const MODULES = ['site', 'experience', 'about', 'projects'] as const;
const FIXTURE = join(PROJECT, '__tests__', 'fixtures', 'owner');
let root: string;
/** Where the pictures of the content under test are: the fixture's, or the project's. */
let publicDir: string;

function git(...args: string[]) {
  execFileSync('git', args, { cwd: root, env: { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@t', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@t' } });
}
const moduleText = () => Object.fromEntries(MODULES.map((name) => [name, readFileSync(join(root, 'content', `${name}.ts`), 'utf8')]));

/** The content modules under `root`, run as the build runs them (pictures checked against the project's public/). */
function load() {
  let loaded: Record<string, Record<string, unknown>> = {};
  const saved = process.env.PUBLIC_DIR;
  process.env.PUBLIC_DIR = publicDir;
  try {
    jest.isolateModules(() => {
      loaded = Object.fromEntries(MODULES.map((name) => [name, require(join(root, 'content', `${name}.ts`))]));
    });
  } finally {
    if (saved === undefined) delete process.env.PUBLIC_DIR;
    else process.env.PUBLIC_DIR = saved;
  }
  const { site } = loaded.site as { site: Parameters<typeof toJsonResume>[0]['site'] };
  const { experience } = loaded.experience as { experience: { entries: Parameters<typeof toJsonResume>[0]['jobs'] } };
  const { about } = loaded.about as { about: Parameters<typeof toJsonResume>[0]['about'] };
  const { projects } = loaded.projects as { projects: { entries: Parameters<typeof toJsonResume>[0]['projects'] } };
  return { site, jobs: experience.entries, about, projects: projects.entries, siteUrl: 'https://example.test/' };
}

/** A committed copy of content/, with the fixture owner's modules in it unless `ownContent`. */
function setUp(ownContent = false) {
  root = mkdtempSync(join(tmpdir(), 'import-resume-'));
  // content/ and the layers below it, which its schema reads (the build's file readers, the page table).
  for (const layer of LAYERS.slice(LAYERS.indexOf('content'))) cpSync(join(PROJECT, layer), join(root, layer), { recursive: true });
  if (!ownContent) for (const name of MODULES) cpSync(join(FIXTURE, 'content', `${name}.ts`), join(root, 'content', `${name}.ts`));
  publicDir = ownContent ? join(PROJECT, 'public') : join(FIXTURE, 'public');
  symlinkSync(join(PROJECT, 'node_modules'), join(root, 'node_modules'));
  git('init', '-q');
  git('add', 'content');
  git('commit', '-qm', 'content');
}
beforeEach(() => setUp());
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm run import-resume', () => {
  it('rewrites the owner’s fields from a realistic resume, and the modules still pass the content schemas', () => {
    const { written, todo } = importResume(RESUME, { root });
    expect(written.map((file) => file.slice(root.length + 1)).sort()).toEqual(['content/about.ts', 'content/experience.ts', 'content/projects.ts', 'content/site.ts']);
    const content = load();
    const resume = JSON.parse(RESUME) as Required<JsonResume>;
    expect(content.site.name).toBe('Sam Rivera');
    expect(content.site.role).toBe('Backend Engineer');
    expect(content.site.intro).toBe(resume.basics.summary);
    expect(content.site.email).toBe('sam@rivera.example');
    expect(content.site.url).toBe('https://sam-rivera.github.io');
    // Known networks get their icon, an unknown one a plain link; each is labelled by its network.
    expect(content.site.profiles.map(({ label, url, icon }) => [label, url, icon.name])).toEqual([
      ['GitHub profile', 'https://github.com/samrivera', 'FaGithub'],
      ['Mastodon profile', 'https://fosstodon.org/@sam', 'FaMastodon'],
      ['Personal blog profile', 'https://blog.rivera.example/', 'FaLink'],
    ]);
    // Newest first, dates as the site writes them, an open end as "present", highlights kept.
    expect(content.jobs.map(({ title, company, dateRange, highlights }) => [title, company, dateRange, highlights])).toEqual([
      ['Senior Backend Engineer', 'Tidewater Logistics', 'Mar 2023 - present', resume.work[0].highlights],
      ['Backend Engineer', 'Kestrel Health', 'Sep 2020 - Feb 2023', resume.work[1].highlights],
      ['Research Intern', 'Open Data Lab', 'Jun 2019 - Sep 2019', undefined],
    ]);
    expect(content.about.education).toEqual([{ degree: 'MSc Computer Science', school: 'University of Porto', dateRange: 'Sep 2017 - Jul 2019' }]);
    // A skill's keywords are tools; a skill without is one; icons where Simple Icons has the name.
    expect(content.about.toolbox.tools.map(({ id, icon }) => [id, icon?.name])).toEqual([
      ['Go', 'SiGo'],
      ['PostgreSQL', 'SiPostgresql'],
      ['Kafka', undefined], // Simple Icons calls it Apache Kafka: shown as text.
      ['Docker', 'SiDocker'],
      ['Domain-driven design', undefined],
    ]);
    expect(content.projects.map(({ title, link, stack }) => [title, link, stack.map(({ id }) => id)])).toEqual([
      ['Queue Inspector', 'https://github.com/samrivera/queue-inspector', ['Go', 'Kafka', 'Bubble Tea']],
      ['Tiny Feeds', 'https://github.com/samrivera/tiny-feeds', ['Python', 'SQLite']],
    ]);
    // What JSON Resume does not carry is as it was; the new jobs' and projects' pictures are listed as placeholders.
    const before = (() => {
      const saved = root;
      root = FIXTURE;
      try {
        return load();
      } finally {
        root = saved;
      }
    })();
    expect(content.about.bio).toEqual(before.about.bio);
    expect(content.site.contact).toEqual(before.site.contact);
    expect(content.site.navigation).toEqual(before.site.navigation);
    expect(todo).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^content\/experience\.ts: Senior Backend Engineer at Tidewater Logistics: its icon is the site's logo, a placeholder$/),
        expect.stringMatching(/^content\/projects\.ts: Queue Inspector: its picture is the site's logo, a placeholder$/),
      ]),
    );
    expect(todo).toHaveLength(5);
  });

  it('with --lang, writes that language’s translation modules, matched to the entries the site shows, and nothing else', () => {
    rmSync(root, { recursive: true, force: true });
    setUp(true);
    const shown = load();
    const resume = toJsonResume(shown) as Required<JsonResume>;
    // A resume in another language (here French, which content/ has no translations into yet: whichever owner's it
    // is): the same jobs (one left out), its words translated.
    const french = {
      ...resume,
      basics: { ...resume.basics, label: 'Développeuse logiciel', summary: 'Je construis des logiciels fiables.' },
      work: resume.work.slice(1).map((job, i) => ({ ...job, position: `Poste ${i + 2}`, highlights: job.highlights && ['En français'] })),
      projects: resume.projects.map((project, i) => ({ ...project, name: `Projet ${i + 1}`, description: `Description ${i + 1}` })),
    };
    const { written, todo } = importResume(JSON.stringify(french), { root, language: 'fr' });
    expect(written.map((file) => file.slice(root.length + 1))).toEqual(expect.arrayContaining(['content/fr/experience.ts', 'content/fr/site.ts']));
    expect(execFileSync('git', ['status', '--porcelain', '--', 'content'], { cwd: root, encoding: 'utf8' }).trim().split('\n')).toEqual(['?? content/fr/']);
    const translation = (module: string, name: string) => {
      let loaded: Record<string, { file: string; data: Record<string, unknown> }> = {};
      jest.isolateModules(() => {
        loaded = require(join(root, 'content', 'fr', `${module}.ts`));
      });
      expect(loaded[name].file).toBe(`content/fr/${module}.ts`);
      return loaded[name].data;
    };
    expect(translation('site', 'site')).toEqual({ role: 'Développeuse logiciel', intro: 'Je construis des logiciels fiables.' });
    // Written as the owner writes a module: each value on its line, the object closed on its own, nothing empty left.
    expect(readFileSync(join(root, 'content', 'fr', 'site.ts'), 'utf8')).toBe(
      "import { defineTranslation, siteSchema } from '@/content/schema';\n\n" +
        "export const site = defineTranslation('content/fr/site.ts', siteSchema, {\n  role: 'Développeuse logiciel',\n  intro: 'Je construis des logiciels fiables.',\n});\n",
    );
    for (const file of written) expect(readFileSync(file, 'utf8')).not.toMatch(/\{ +\}|[\],] *\}\)|: \n/);
    // By position, as a translation lists entries: the job the resume left out stays as it is, and is named.
    expect(translation('experience', 'experience').entries).toEqual([{}, ...shown.jobs.slice(1).map((job, i) => ({ title: `Poste ${i + 2}`, ...(job.highlights && { highlights: ['En français'] }) }))]);
    expect(todo).toContainEqual(expect.stringMatching(new RegExp(`^content/fr/: the job at ${shown.jobs[0].company} .* stays untranslated$`)));
    // A project is found by its address, whatever its translated name; a list made by code (the second owner's, in
    // their fork) cannot be matched entry by entry, and the import says so.
    if (/entries: \[\s*\{/.test(readFileSync(join(root, 'content', 'projects.ts'), 'utf8'))) {
      expect(translation('projects', 'projects').entries).toEqual(shown.projects.map((project, i) => ({ description: `Description ${i + 1}`, ...(project.highlights && { highlights: project.highlights }) })));
    } else {
      expect(todo).toContain('content/fr/projects.ts: content/projects.ts lists its projects by code, not as written entries: translate them there by hand');
    }
  });

  it('round trip: importing the site’s own resume.json changes nothing JSON Resume has a place for', () => {
    rmSync(root, { recursive: true, force: true });
    setUp(true);
    const exported = toJsonResume(load());
    importResume(JSON.stringify(exported), { root });
    expect(toJsonResume(load())).toEqual(exported);
  });

  it('imports JSON Resume’s own sample, its links made https: the site keeps its address, as the http homepage cannot be it, and says so', () => {
    const sample = JSON.parse(readFileSync(join(PROJECT, 'node_modules', '@jsonresume', 'schema', 'sample.resume.json'), 'utf8')) as Required<JsonResume>;
    for (const project of sample.projects) project.url = project.url?.replace(/^http:/, 'https:');
    const before = /\burl: '([^']+)'/.exec(moduleText().site)?.[1];
    const { todo } = importResume(JSON.stringify(sample), { root });
    const content = load();
    expect(content.site.name).toBe(sample.basics.name);
    expect(content.site.url).toBe(before);
    expect(todo).toContainEqual(`content/site.ts: url: basics.url (${sample.basics.url}) is not an https:// address, so the site's address was left as it was; give the one it is served from`);
  });

  it.each([
    ['not JSON', '{ "basics": ', /^The file is not JSON/],
    ['against the schema', JSON.stringify({ basics: { name: 42 }, work: [{ name: 'A', position: 'B', startDate: 'Sep 2024' }] }), /^basics\.name: is not of a type\(s\) string\nwork\[0\]\.startDate: does not match pattern/],
    [
      'a link the site would not show',
      JSON.stringify({ basics: { profiles: [{ network: 'Blog', url: 'http://blog.example' }] } }),
      /^basics\.profiles\[0\]\.url: the site links each profile: give its https:\/\/ address \(http:\/\/blog\.example is not an https:\/\/ address\)$/,
    ],
    [
      'missing what the site needs',
      JSON.stringify({ work: [{ name: 'Acme', startDate: '2024-01' }], projects: [{ name: 'X', description: 'Y' }] }),
      /^work\[0\]\.position: the site shows each job’s title\nprojects\[0\]\.url: .*\nprojects\[0\]\.keywords: /,
    ],
  ])('names the JSON path of each problem (%s) and changes nothing', (_, text, message) => {
    const before = moduleText();
    expect(() => importResume(text, { root })).toThrow(ImportProblem);
    expect(() => importResume(text, { root })).toThrow(message);
    expect(moduleText()).toEqual(before);
  });

  it('refuses to overwrite uncommitted changes in content/, unless forced', () => {
    const file = join(root, 'content', 'site.ts');
    writeFileSync(file, `${readFileSync(file, 'utf8')}// An edit of the owner's, not yet committed.\n`);
    const before = moduleText();
    expect(() => importResume(RESUME, { root })).toThrow(/content\/ has changes that are not committed:\n M content\/site\.ts\nCommit them first, or run again with --force/);
    expect(moduleText()).toEqual(before);
    importResume(RESUME, { root, force: true });
    expect(load().site.name).toBe('Sam Rivera');
  });
});
