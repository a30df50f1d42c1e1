// npm run import-resume -- path/to/resume.json [--lang <code>] [--force]
// Reads a JSON Resume (1.0.0), checks it against the schema (@jsonresume/schema) and rewrites the owner's fields in
// content/ from it, in the modules' own style: only the values JSON Resume carries are rewritten, in place, and
// everything else (pictures, the About cards, the pages' words, comments) is left as it is. On any problem it names
// the JSON path and changes nothing; it will not overwrite uncommitted changes in content/ unless told (--force).
// Run by jiti (TypeScript without a build step), so it shares lib/resume/jsonResume.ts with the build.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from '@babel/parser';
import { validate } from '@jsonresume/schema';
import * as fa6 from 'react-icons/fa6';
import * as si from 'react-icons/si';
import { isCommand } from './isCommand';
import { fromJsonResume, isoDates, type CurrentContent, type IconName, type ImportedContent, type JsonResume } from '../../lib/resume/jsonResume';

/** Why an import stopped: every line says where and what. */
export class ImportProblem extends Error {}

// The few shapes of a Babel AST this reads.
type Node = { type: string; start: number; end: number; [key: string]: unknown };
type ObjectNode = Node & { properties: (Node & { key: Node & { name?: string; value?: string }; value: Node })[] };

const ICON_MODULES: Record<string, Record<string, unknown>> = { 'react-icons/fa6': fa6, 'react-icons/si': si };
/** Where an icon the import adds comes from: Font Awesome 6 for profiles, Simple Icons for technologies. */
const moduleOfNewIcon = (name: IconName) => (name.startsWith('Si') ? 'react-icons/si' : 'react-icons/fa6');
const hasIcon = (name: IconName) => Object.values(ICON_MODULES).some((icons) => name in icons);

/** A content module, parsed, with the edits to make to its text. */
class Module {
  readonly source: string;
  readonly program: Node & { body: Node[] };
  private edits: { start: number; end: number; text: string }[] = [];
  /** `source`: a module not written yet (a new translation's), as it would start. */
  constructor(readonly file: string, source?: string) {
    this.source = source ?? readFileSync(file, 'utf8');
    this.program = (parse(this.source, { sourceType: 'module', plugins: ['typescript'] }) as unknown as { program: Module['program'] }).program;
  }
  /** The data object given to `defineContent(file, schema, {...})` in `export const name = ...`. */
  data(name: string): ObjectNode {
    for (const statement of this.program.body) {
      const declaration = statement.declaration as (Node & { declarations: (Node & { id: { name: string }; init: Node & { arguments: Node[] } })[] }) | undefined;
      const found = declaration?.declarations?.find((d) => d.id.name === name);
      if (found) return found.init.arguments[2] as ObjectNode;
    }
    throw new Error(`${this.file} has no export named ${name}`);
  }
  text(node: Node) {
    return this.source.slice(node.start, node.end);
  }
  replace(node: Node, text: string) {
    this.edits.push({ start: node.start, end: node.end, text });
  }
  insert(at: number, text: string) {
    this.edits.push({ start: at, end: at, text });
  }
  /** The text of `node` with the edits made inside it. */
  editedSlice(node: Node): string {
    let text = this.source.slice(node.start, node.end);
    for (const { start, end, text: replacement } of [...this.edits].sort((a, b) => b.start - a.start)) {
      text = text.slice(0, start - node.start) + replacement + text.slice(end - node.start);
    }
    return text;
  }
  /** The module's text with its edits, and its react-icons imports made to match the icons it names. */
  result(newIcons: Set<IconName>): string {
    let text = this.editedSlice({ type: 'File', start: 0, end: this.source.length });
    const declarations = /^import\s*\{([^}]*)\}\s*from\s*'(react-icons\/[^']+)';\n/gm;
    const from = new Map<string, string>();
    for (const [, names, module] of text.matchAll(declarations)) {
      for (const name of names.split(',').map((n) => n.trim()).filter(Boolean)) from.set(name, module);
    }
    const at = text.search(declarations);
    const body = text.replace(declarations, '');
    // The icons the body names, each imported from where it was, or from its set if it is new.
    const byModule = new Map<string, string[]>();
    for (const name of [...new Set([...from.keys(), ...newIcons])].sort()) {
      if (!new RegExp(`\\b${name}\\b`).test(body)) continue;
      const module = from.get(name) ?? moduleOfNewIcon(name);
      byModule.set(module, [...(byModule.get(module) ?? []), name]);
    }
    const lines = [...byModule.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([module, names]) => importLine(names, module)).join('');
    text = at === -1 ? lines + body : body.slice(0, at) + lines + body.slice(at);
    return text;
  }
}

/** `import { A, B } from 'module';`, wrapped as the content modules wrap theirs. */
function importLine(names: string[], module: string): string {
  const one = `import { ${names.join(', ')} } from '${module}';\n`;
  if (one.length <= 120) return one;
  const rows: string[] = [];
  let row = ' ';
  for (const name of names) {
    if ((row + ` ${name},`).length > 116) {
      rows.push(row);
      row = ' ';
    }
    row += ` ${name},`;
  }
  rows.push(row);
  return `import {\n${rows.join('\n')}\n} from '${module}';\n`;
}

/** An icon, written as its react-icons name. */
class IconRef {
  constructor(readonly name: IconName) {}
}
/** Source text kept as it was written. */
class Kept {
  constructor(readonly source: string) {}
}
/** A value to write: JSON-like data, icons and kept source. */
type Value = string | number | boolean | undefined | IconRef | Kept | Value[] | { [key: string]: Value };

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

/** A string as the modules write a long one: pieces of about 100 characters joined with `+` on new lines. */
function stringLiteral(text: string, indent: string, room: number): string {
  if (quote(text).length <= room) return quote(text);
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > 100) {
    const cut = rest.lastIndexOf(' ', 100) + 1 || 100;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  pieces.push(rest);
  return `\n${indent}  ${pieces.map(quote).join(` +\n${indent}  `)}`;
}

/** A value as TypeScript source, at the given indentation. */
function write(value: Value, indent: string): string {
  if (typeof value === 'string') return stringLiteral(value, indent, 100);
  if (typeof value !== 'object' || value === null) return String(value);
  if (value instanceof Kept) return value.source;
  if (value instanceof IconRef) return value.name;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    const inline = `[${value.map((item) => write(item, indent)).join(', ')}]`;
    if (inline.length <= 90 && !inline.includes('\n') && value.every((item) => typeof item !== 'object')) return inline;
    return `[\n${value.map((item) => `${indent}  ${write(item, `${indent}  `)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  const inline = `{ ${entries.map(([key, item]) => `${key}: ${write(item, indent)}`).join(', ')} }`;
  if (inline.length <= 100 && !inline.includes('\n')) return inline;
  return `{\n${entries.map(([key, item]) => `${indent}  ${key}: ${write(item, `${indent}  `)},`).join('\n')}\n${indent}}`;
}

/** The indentation of the line a node starts on. */
const indentOf = (module: Module, node: Node) => module.source.slice(module.source.lastIndexOf('\n', node.start) + 1).match(/^\s*/)![0];

const property = (object: ObjectNode, key: string) => object.properties.find((p) => (p.key.name ?? p.key.value) === key);

/** Sets `key` of an object literal to `value`: in place, or added as its last property; `undefined` removes it. */
function setProperty(module: Module, object: ObjectNode, key: string, value: Value) {
  const existing = property(object, key);
  const indent = existing ? indentOf(module, existing) : `${indentOf(module, object)}  `;
  if (existing && value === undefined) {
    // The whole line, with its trailing comma.
    const lineStart = module.source.lastIndexOf('\n', existing.start) + 1;
    const lineEnd = module.source.indexOf('\n', existing.end);
    module.replace({ type: 'line', start: lineStart, end: lineEnd + 1 }, '');
  } else if (existing) {
    // An imported value is the owner's own: a "placeholder" note after it goes with the old one.
    const rest = module.source.slice(existing.end, module.source.indexOf('\n', existing.end));
    const note = /^,\s*\/\/ placeholder\s*$/.test(rest);
    const end = note ? existing.end + rest.length : existing.value.end;
    // From the colon: a long string starts on the next line, a short one after a space, wherever the old one did.
    const written = write(value, indent);
    const colon = module.source.indexOf(':', existing.key.end) + 1;
    module.replace({ type: 'value', start: colon, end }, (written.startsWith('\n') ? written : ` ${written}`) + (note ? ',' : ''));
  } else if (value !== undefined) {
    const closing = module.source.lastIndexOf('}', object.end);
    const before = module.source.slice(0, closing).trimEnd();
    const comma = before.endsWith(',') || before.endsWith('{') ? '' : ',';
    module.insert(before.length, `${comma}\n${indent}${key}: ${write(value, indent)},`);
  }
}

/** A literal's value as the source writes it: strings (also joined with +), arrays, objects; icons by their name. */
function literal(module: Module, node: Node): unknown {
  switch (node.type) {
    case 'StringLiteral':
      return node.value;
    case 'TemplateLiteral':
      return (node.quasis as { value: { cooked: string } }[]).map((q) => q.value.cooked).join('');
    case 'BinaryExpression':
      return String(literal(module, node.left as Node)) + String(literal(module, node.right as Node));
    case 'ArrayExpression':
      return (node.elements as Node[]).map((element) => literal(module, element));
    case 'ObjectExpression':
      return Object.fromEntries((node as ObjectNode).properties.map((p) => [p.key.name ?? p.key.value, literal(module, p.value)]));
    case 'Identifier':
      return { identifier: node.name };
    default:
      return { source: module.text(node) };
  }
}

type Literal = Record<string, unknown>;
/**
 * The entries of a list written out as one; none of a list made by code (a `.map`), which the import then writes
 * out as a plain list, keeping nothing of it.
 */
const elementsOf = (node: Node) => (node.type === 'ArrayExpression' ? (node.elements as ObjectNode[]).filter((e) => e.type === 'ObjectExpression') : []);
const iconNameOf = (value: unknown) => (value as { identifier?: string } | undefined)?.identifier;

/** A translation module (content/<code>/<module>.ts), parsed; one not there yet starts empty (written only if given words). */
function translationModule(root: string, language: string, module: string, exports: [string, string][]): Module {
  const file = join(root, 'content', language, `${module}.ts`);
  if (existsSync(file)) return new Module(file);
  const schemas = exports.map(([, schema]) => schema).sort();
  return new Module(
    file,
    `import { defineTranslation, ${schemas.join(', ')} } from '@/content/schema';\n\n` +
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
  const jobsNode = property(experience.data('experience'), 'entries')!.value;
  const aboutData = about.data('about');
  const toolboxNode = property(aboutData, 'toolbox')!.value as ObjectNode;
  const toolsNode = property(toolboxNode, 'tools')!.value;
  const educationNode = property(aboutData, 'education')?.value;
  const projectsNode = property(projects.data('projects'), 'entries')!.value;
  const read = (module: Module, node: Node) => literal(module, node) as Literal;
  const siteNow = read(site, siteData);
  const jobsNow = elementsOf(jobsNode).map((job) => ({ node: job, value: read(experience, job) }));
  const projectsNow = elementsOf(projectsNode).map((project) => ({ node: project, value: read(projects, project) }));
  const current: CurrentContent = {
    site: {
      profiles: (Array.isArray(siteNow.profiles) ? (siteNow.profiles as Literal[]) : []).map((p) => ({ label: String(p.label), url: String(p.url), icon: iconNameOf(p.icon)! })),
      logo: siteNow.logo as { src: string; alt: string },
    },
    jobs: jobsNow.map(({ value }) => ({ title: String(value.title), company: String(value.company), dateRange: String(value.dateRange), icon: value.icon as { src: string; alt: string } })),
    education: (educationNode ? elementsOf(educationNode).map((entry) => read(about, entry)) : []).map((e) => ({ degree: String(e.degree), school: String(e.school), dateRange: String(e.dateRange) })),
    tools: elementsOf(toolsNode).map((tool) => read(about, tool)).map((tool) => ({ id: String(tool.id), icon: iconNameOf(tool.icon) })),
    projects: projectsNow.map(({ value }) => ({
      title: String(value.title),
      image: value.image as { src: string; alt: string },
      stack: (Array.isArray(value.stack) ? (value.stack as Literal[]) : []).map((tech) => ({ id: String(tech.id), icon: iconNameOf(tech.icon) })),
    })),
  };

  const imported: ImportedContent = fromJsonResume(resume, current, hasIcon);
  if (imported.problems.length) throw new ImportProblem(imported.problems.join('\n'));

  if (!force) {
    const changed = execFileSync('git', ['status', '--porcelain', '--', 'content'], { cwd: root, encoding: 'utf8' }).trimEnd();
    if (changed) {
      throw new ImportProblem(`content/ has changes that are not committed:\n${changed}\nCommit them first, or run again with --force to overwrite them.`);
    }
  }

  if (language) return importTranslation(root, language, imported, { jobs: current.jobs, education: current.education, projects: projectsNow.map(({ value }) => value) });

  const newIcons = new Set<IconName>();
  const iconValue = (name: IconName | undefined) => (name ? (newIcons.add(name), new IconRef(name)) : undefined);
  const tech = ({ id, icon: name }: { id: string; icon?: IconName }): Value => ({ id, icon: iconValue(name) });

  // content/site.ts
  const { name, role, intro, url, email } = imported.site;
  for (const [key, value] of Object.entries({ url, name, role, intro, email })) {
    if (value !== undefined) setProperty(site, siteData, key, value);
  }
  if (imported.site.profiles) {
    setProperty(site, siteData, 'profiles', imported.site.profiles.map(({ label, url, icon: name }) => ({ label, url, icon: iconValue(name) })));
  }

  // content/experience.ts: a job the site already shows keeps its icon as written.
  if (imported.jobs) {
    setProperty(experience, experience.data('experience'), 'entries', imported.jobs.map((job) => {
      const before = jobsNow.find(({ value }) => value.company === job.company && value.title === job.title);
      const iconNode = before && property(before.node, 'icon')!.value;
      return { title: job.title, company: job.company, dateRange: job.dateRange, icon: iconNode ? new Kept(experience.text(iconNode)) : job.icon, highlights: job.highlights };
    }));
  }

  // content/about.ts
  if (imported.education) setProperty(about, aboutData, 'education', imported.education);
  if (imported.tools) setProperty(about, toolboxNode, 'tools', imported.tools.map(tech));

  // content/projects.ts: a project the site already shows keeps its picture, address and page as written.
  if (imported.projects) {
    setProperty(projects, projects.data('projects'), 'entries', imported.projects.map((project) => {
      const before = projectsNow.find(({ value }) => value.title === project.title);
      if (!before) return { title: project.title, description: project.description, image: project.image, stack: project.stack.map(tech), link: project.link, highlights: project.highlights };
      // Its own text, with the fields JSON Resume carries written anew.
      const own = new Module(projects.file);
      for (const [key, value] of Object.entries({ description: project.description, link: project.link, stack: project.stack.map(tech), highlights: project.highlights })) {
        setProperty(own, before.node, key, value);
      }
      return new Kept(own.editedSlice(before.node));
    }));
  }

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
function importTranslation(
  root: string,
  language: string,
  imported: ImportedContent,
  shown: { jobs: { company: string; dateRange: string }[]; education: { school: string; dateRange: string }[]; projects: Literal[] },
) {
  const modules = {
    site: translationModule(root, language, 'site', [['site', 'siteSchema']]),
    experience: translationModule(root, language, 'experience', [['experience', 'experienceSchema']]),
    about: translationModule(root, language, 'about', [['about', 'aboutSchema']]),
    projects: translationModule(root, language, 'projects', [['projects', 'projectsSchema'], ['showcase', 'showcaseSchema']]),
  };
  const todo: string[] = [];
  // An entry the resume has no match for stays `{}`: the first language's words show until it is translated.
  const matched = <T,>(entries: T[], find: (entry: T) => Value | undefined, what: (entry: T) => string) =>
    entries.map((entry) => {
      const found = find(entry);
      if (!found) todo.push(`content/${language}/: ${what(entry)} is not in the resume, so it stays untranslated`);
      return found ?? {};
    });
  const { role, intro } = imported.site;
  for (const [key, value] of Object.entries({ role, intro })) if (value !== undefined) setProperty(modules.site, modules.site.data('site'), key, value);
  if (imported.jobs) {
    const jobs = imported.jobs;
    setProperty(modules.experience, modules.experience.data('experience'), 'entries', matched(
      shown.jobs,
      (job) => {
        const found = jobs.find((candidate) => candidate.company === job.company && sameDates(candidate.dateRange, job.dateRange));
        return found && { title: found.title, highlights: found.highlights };
      },
      (job) => `the job at ${job.company} (${job.dateRange})`,
    ));
  }
  if (imported.education) {
    const schools = imported.education;
    setProperty(modules.about, modules.about.data('about'), 'education', matched(
      shown.education,
      (school) => {
        const found = schools.find((candidate) => candidate.school === school.school && sameDates(candidate.dateRange, school.dateRange));
        return found && { degree: found.degree };
      },
      (school) => `the degree at ${school.school}`,
    ));
  }
  if (imported.projects && !shown.projects.length) {
    todo.push(`content/${language}/projects.ts: content/projects.ts lists its projects by code, not as written entries: translate them there by hand`);
  } else if (imported.projects) {
    const projects = imported.projects;
    setProperty(modules.projects, modules.projects.data('projects'), 'entries', matched(
      shown.projects,
      (project) => {
        const found = projects.find((candidate) => candidate.link === project.link || candidate.title === project.title);
        return found && { description: found.description, highlights: found.highlights };
      },
      (project) => `the project ${String(project.title)}`,
    ));
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
  const args = process.argv.slice(2);
  const language = args.includes('--lang') ? args[args.indexOf('--lang') + 1] : undefined;
  const file = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--lang');
  if (!file || (args.includes('--lang') && !language)) {
    console.error('Usage: npm run import-resume -- path/to/resume.json [--lang <code>] [--force]');
    process.exit(2);
  }
  try {
    const { written, todo } = importResume(readFileSync(file, 'utf8'), { force: args.includes('--force'), language });
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
  } catch (error) {
    if (!(error instanceof ImportProblem)) throw error;
    console.error(`${file} was not imported; content/ is unchanged.\n${error.message.replace(/^/gm, '  - ')}`);
    process.exit(1);
  }
}
