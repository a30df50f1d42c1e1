// npm run import-resume -- path/to/resume.json [--lang <code>] [--force]
// Reads a JSON Resume (1.0.0), checks it against the schema (@jsonresume/schema) and rewrites the owner's fields in
// content/ from it, in the modules' own style: only the values JSON Resume carries are rewritten, in place, and
// everything else (pictures, the About cards, the pages' words, comments) is left as it is. On any problem it names
// the JSON path and changes nothing; it will not overwrite uncommitted changes in content/ unless told (--force).
// Run by jiti (TypeScript without a build step), so it shares lib/resume/jsonResume.ts with the build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { validate } from '@jsonresume/schema';
import { formatWritten, importArgs, isCommand } from './command';
import { recordWritten } from './mark-translations';
import { elementsOf, hasIcon, iconNameOf, IconRef, Kept, literal, Module, property, setProperty, type Literal, type Node, type ObjectNode, type Value } from './sourceEditor';
import { required } from '../../lib/required';
import { fromJsonResume, isoDates, type CurrentContent, type IconName, type ImportedContent, type JsonResume } from '../../lib/resume/jsonResume';

/** Why an import stopped: every line says where and what. */
export class ImportProblem extends Error {}

/**
 * What `git status` says has changed in content/ and is not committed. A folder that is not a git repository (a
 * downloaded ZIP), or a machine without git, cannot say: the import refuses in one sentence rather than overwrite what
 * it cannot see is safe.
 */
function uncommittedChanges(root: string): string {
  try {
    return execFileSync('git', ['status', '--porcelain', '--', 'content'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trimEnd();
  } catch {
    throw new ImportProblem('content/ is not in a git repository (or git is not installed), so changes not yet committed cannot be seen: keep a copy of content/, then run again with --force.');
  }
}

/** A translation module (content/<code>/<module>.ts), parsed; one not there yet starts empty (written only if given words). */
function translationModule(root: string, language: string, module: string, exports: [string, string][]): Module {
  const file = join(root, 'content', language, `${module}.ts`);
  if (existsSync(file)) return new Module(file);
  const schemas = exports.map(([, schema]) => schema).sort();
  return new Module(
    file,
    `import { ${['defineTranslation', ...schemas].sort().join(', ')} } from '@/content/schema';\n\n` +
      exports.map(([name, schema]) => `export const ${name} = defineTranslation('content/${language}/${module}.ts', ${schema}, {});\n`).join('\n'),
  );
}

/**
 * Imports `resume` (a JSON Resume's text) into the content modules under `root`; returns what to fill in. With a
 * `language` (one of the site's others), the resume is that language's: its words (role, summary, each job's title and
 * highlights, each degree, each project's description and highlights) go into that language's translation modules,
 * content/<code>/, matched to the entries the site shows (a job by its organisation and dates, a school likewise, a
 * project by its address or title); the rest of content/ is left as it is.
 */
export function importResume(resumeText: string, { root = process.cwd(), force = false, language }: { root?: string; force?: boolean; language?: string } = {}) {
  let resume: JsonResume;
  try {
    resume = JSON.parse(resumeText);
  } catch (error) {
    throw new ImportProblem(`The file is not JSON: ${(error as Error).message}`);
  }
  validate(resume, (errors) => {
    if (errors) throw new ImportProblem(errors.map(({ property: path, message }) => `${path.replace(/^instance\.?/, '') || '(the file)'}: ${message}`).join('\n'));
  });

  const content = (name: string) => join(root, 'content', `${name}.ts`);
  const site = new Module(content('site'));
  const experience = new Module(content('experience'));
  const about = new Module(content('about'));
  const projects = new Module(content('projects'));

  // What the modules say now, read from their text (nothing is run).
  const siteData = site.data('site');
  const jobsNode = required(property(experience.data('experience'), 'entries'), 'content/experience.ts: entries').value;
  const aboutData = about.data('about');
  const toolboxNode = required(property(aboutData, 'toolbox'), 'content/about.ts: toolbox').value as ObjectNode;
  const toolsNode = required(property(toolboxNode, 'tools'), 'content/about.ts: toolbox.tools').value;
  const educationNode = property(aboutData, 'education')?.value;
  const projectsNode = required(property(projects.data('projects'), 'entries'), 'content/projects.ts: entries').value;
  const read = (module: Module, node: Node) => literal(module, node) as Literal;
  const siteNow = read(site, siteData);
  const jobsNow = elementsOf(jobsNode).map((job) => ({ node: job, value: read(experience, job) }));
  const projectsNow = elementsOf(projectsNode).map((project) => ({ node: project, value: read(projects, project) }));
  const current: CurrentContent = {
    site: {
      profiles: (Array.isArray(siteNow.profiles) ? (siteNow.profiles as Literal[]) : []).map((p) => ({ label: String(p.label), url: String(p.url), icon: required(iconNameOf(p.icon), `the icon of ${String(p.label)}`) })),
      logo: siteNow.logo as { src: string; alt: string },
    },
    jobs: jobsNow.map(({ value }) => ({ title: String(value.title), company: String(value.company), dateRange: String(value.dateRange), icon: value.icon as { src: string; alt: string } })),
    education: (educationNode ? elementsOf(educationNode).map((entry) => read(about, entry)) : []).map((e) => ({ degree: String(e.degree), school: String(e.school), dateRange: String(e.dateRange) })),
    tools: elementsOf(toolsNode)
      .map((tool) => read(about, tool))
      .map((tool) => ({ id: String(tool.id), icon: iconNameOf(tool.icon) })),
    projects: projectsNow.map(({ value }) => ({
      title: String(value.title),
      image: value.image as { src: string; alt: string },
      stack: (Array.isArray(value.stack) ? (value.stack as Literal[]) : []).map((tech) => ({ id: String(tech.id), icon: iconNameOf(tech.icon) })),
    })),
  };

  const imported: ImportedContent = fromJsonResume(resume, current, hasIcon);
  if (imported.problems.length) throw new ImportProblem(imported.problems.join('\n'));

  if (!force) {
    const changed = uncommittedChanges(root);
    if (changed) {
      throw new ImportProblem(`content/ has changes that are not committed:\n${changed}\nCommit them first, or run again with --force to overwrite them.`);
    }
  }

  if (language) return importTranslation(root, language, imported, { jobs: current.jobs, education: current.education, projects: projectsNow.map(({ value }) => value) });

  const newIcons = new Set<IconName>();
  const iconValue = (name: IconName | undefined) => {
    if (!name) return undefined;
    newIcons.add(name);
    return new IconRef(name);
  };
  const tech = ({ id, icon: name }: { id: string; icon?: IconName }): Value => ({ id, icon: iconValue(name) });

  // content/site.ts
  const { name, role, intro, url, email } = imported.site;
  for (const [key, value] of Object.entries({ url, name, role, intro, email })) {
    if (value !== undefined) setProperty(site, siteData, key, value);
  }
  const profiles = imported.site.profiles?.map(({ label, url, icon: name }) => ({ label, url, icon: iconValue(name) }));
  if (profiles) setProperty(site, siteData, 'profiles', profiles);

  // content/experience.ts: a job the site already shows keeps its icon as written.
  const jobs = imported.jobs?.map((job) => {
    const before = jobsNow.find(({ value }) => value.company === job.company && value.title === job.title);
    const iconNode = before && property(before.node, 'icon')?.value;
    return { title: job.title, company: job.company, dateRange: job.dateRange, icon: iconNode ? new Kept(experience.text(iconNode)) : job.icon, highlights: job.highlights };
  });
  if (jobs) setProperty(experience, experience.data('experience'), 'entries', jobs);

  // content/about.ts
  if (imported.education) setProperty(about, aboutData, 'education', imported.education);
  if (imported.tools) setProperty(about, toolboxNode, 'tools', imported.tools.map(tech));

  // content/projects.ts: a project the site already shows keeps its picture, address and page as written.
  const entries = imported.projects?.map((project) => {
    const before = projectsNow.find(({ value }) => value.title === project.title);
    if (!before) return { title: project.title, description: project.description, image: project.image, stack: project.stack.map(tech), link: project.link, highlights: project.highlights };
    // Its own text, with the fields JSON Resume carries written anew.
    const own = new Module(projects.file);
    for (const [key, value] of Object.entries({ description: project.description, link: project.link, stack: project.stack.map(tech), highlights: project.highlights })) {
      setProperty(own, before.node, key, value);
    }
    return new Kept(own.editedSlice(before.node));
  });
  if (entries) setProperty(projects, projects.data('projects'), 'entries', entries);

  const written: string[] = [];
  for (const module of [site, experience, about, projects]) {
    const text = module.result(newIcons);
    if (text !== module.source) {
      writeFileSync(module.file, text);
      written.push(module.file);
    }
  }
  return { written, todo: imported.todo };
}

/** Two date ranges for the same months, however written ("Mar 2024", "March 2024"). */
const sameDates = (a: string, b: string) => JSON.stringify(isoDates(a)) === JSON.stringify(isoDates(b));

/** Writes an imported resume's words into a language's translation modules; returns what it wrote and what to fill in. */
function importTranslation(root: string, language: string, imported: ImportedContent, shown: { jobs: { company: string; dateRange: string }[]; education: { school: string; dateRange: string }[]; projects: Literal[] }) {
  const modules = {
    site: translationModule(root, language, 'site', [['site', 'siteSchema']]),
    experience: translationModule(root, language, 'experience', [['experience', 'experienceSchema']]),
    about: translationModule(root, language, 'about', [['about', 'aboutSchema']]),
    projects: translationModule(root, language, 'projects', [
      ['projects', 'projectsSchema'],
      ['showcase', 'showcaseSchema'],
    ]),
  };
  const todo: string[] = [];
  // An entry the resume has no match for stays `{}`: the first language's words show until it is translated. A list
  // with none matched is left out.
  const matched = <T>(entries: T[], find: (entry: T) => Value | undefined, what: (entry: T) => string) => {
    const found = entries.map((entry) => {
      const match = find(entry);
      if (!match) todo.push(`content/${language}/: ${what(entry)} is not in the resume, so it stays untranslated`);
      return match ?? {};
    });
    return found.some((entry) => Object.keys(entry).length) ? found : undefined;
  };
  const { role, intro } = imported.site;
  for (const [key, value] of Object.entries({ role, intro })) if (value !== undefined) setProperty(modules.site, modules.site.data('site'), key, value);
  if (imported.jobs) {
    const jobs = imported.jobs;
    const translatedJobs = matched(
      shown.jobs,
      (job) => {
        const found = jobs.find((candidate) => candidate.company === job.company && sameDates(candidate.dateRange, job.dateRange));
        return found && { title: found.title, highlights: found.highlights };
      },
      (job) => `the job at ${job.company} (${job.dateRange})`,
    );
    if (translatedJobs) setProperty(modules.experience, modules.experience.data('experience'), 'entries', translatedJobs);
  }
  if (imported.education) {
    const schools = imported.education;
    const translatedDegrees = matched(
      shown.education,
      (school) => {
        const found = schools.find((candidate) => candidate.school === school.school && sameDates(candidate.dateRange, school.dateRange));
        return found && { degree: found.degree };
      },
      (school) => `the degree at ${school.school}`,
    );
    if (translatedDegrees) setProperty(modules.about, modules.about.data('about'), 'education', translatedDegrees);
  }
  if (imported.projects && !shown.projects.length) {
    todo.push(`content/${language}/projects.ts: content/projects.ts lists its projects by code, not as written entries: translate them there by hand`);
  } else if (imported.projects) {
    const projects = imported.projects;
    const translatedProjects = matched(
      shown.projects,
      (project) => {
        const found = projects.find((candidate) => candidate.link === project.link || candidate.title === project.title);
        return found && { description: found.description, highlights: found.highlights };
      },
      (project) => `the project ${String(project.title)}`,
    );
    if (translatedProjects) setProperty(modules.projects, modules.projects.data('projects'), 'entries', translatedProjects);
  }
  const written: string[] = [];
  for (const module of Object.values(modules)) {
    const text = module.result(new Set());
    if (text !== module.source) {
      mkdirSync(dirname(module.file), { recursive: true });
      writeFileSync(module.file, text);
      written.push(module.file);
    }
  }
  return { written, todo };
}

// As a command.
if (isCommand(__filename)) {
  const { source: file, language, force } = importArgs('npm run import-resume -- path/to/resume.json [--lang <code>] [--force]');
  try {
    const { written, todo } = importResume(readFileSync(file, 'utf8'), { force, language });
    formatWritten(written);
    console.log(`Imported ${file} into ${written.length ? written.join(', ') : 'content/ (nothing changed)'}.`);
    console.log('\nStill yours to fill in (JSON Resume has no place for them):');
    const content = `content/${language ? `${language}/` : ''}`;
    for (const line of [
      ...todo,
      `${content}site.ts: greeting, description, the navigation labels, the contact page’s words${language ? '' : ', the logo'}`,
      `${content}about.ts: the bio${language ? '' : ' and its picture'}, the "What I do" and "Interests" cards`,
      `${content}projects.ts: ${language ? 'each project’s title and picture’s description' : 'each project’s picture'}, and Home’s showcase`,
    ]) {
      console.log(`  - ${line}`);
    }
    console.log('\nThen check it: npm run build (or npm start), and npm test.');
    if (language && written.length) void recordWritten(language, { modules: written.map((path) => `content/${path.split(/[\\/]/).pop()}`) });
  } catch (error) {
    if (!(error instanceof ImportProblem)) throw error;
    console.error(`${file} was not imported; content/ is unchanged.\n${error.message.replace(/^/gm, '  - ')}`);
    process.exit(1);
  }
}
