import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { checkoutFiles } from './checkout-copy.mjs';
import { parse } from 'yaml';

/** What keeps the fork's dependencies current: nothing here runs it, so the tests check it before GitHub does. */
export const DEPENDABOT_CONFIG = '.github/dependabot.yml';

/**
 * What is wrong with a Dependabot configuration against its schema: SchemaStore's dependabot-2.0, as the TypeScript
 * types @schemastore/dependabot-2.0 generates from it, checked by the TypeScript compiler (unknown keys, values
 * outside an enum, missing fields). One line a problem, naming the file.
 */
export function dependabotSchemaProblems(file = DEPENDABOT_CONFIG, source = readFileSync(file, 'utf8')) {
  let config;
  try {
    config = parse(source);
  } catch (error) {
    return [`${file}: ${error.message.split('\n')[0]}`];
  }
  // A module that gives the configuration that type: the compiler says where it does not fit. In the project's .cache/,
  // so the types resolve from its node_modules.
  mkdirSync('.cache', { recursive: true });
  const dir = mkdtempSync(join('.cache', 'dependabot-check-'));
  try {
    const checked = join(dir, 'config.ts');
    writeFileSync(checked, `import type { GitHubDependabotV2Config } from '@schemastore/dependabot-2.0';\nexport const config: GitHubDependabotV2Config = ${JSON.stringify(config, null, 2)};\n`);
    const { stdout } = spawnSync(join('node_modules', '.bin', 'tsc'), ['--ignoreConfig', '--noEmit', '--strict', '--skipLibCheck', '--types', '', '--module', 'nodenext', '--moduleResolution', 'nodenext', checked], { encoding: 'utf8' });
    return stdout
      .split('\n')
      .filter((line) => /error TS\d+/.test(line))
      .map((line) => `${file}: ${line.replace(/^.*?error TS\d+: /, '')}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The files an ecosystem reads in a directory of the repository, as Dependabot looks for them. */
const MANIFESTS = {
  npm: (dir) => ['package.json', 'package-lock.json'].filter((name) => !existsSync(join(dir, name))),
  'github-actions': (dir) => (readdirSync(join(dir, '.github', 'workflows'), { withFileTypes: true }).some((entry) => /\.ya?ml$/.test(entry.name)) ? [] : ['.github/workflows/*.yml']),
};

/** The folders an update entry covers (`directory`, or each of `directories`), as paths from the repository's root. */
const foldersOf = (update) => (update.directories ?? [update.directory]).map((dir) => dir.replace(/^\/+|\/+$/g, '') || '.');

/** Whether a group pattern (`*` a wildcard) takes a dependency's name. */
const matches = (pattern, name) => new RegExp(`^${pattern.split('*').map(RegExp.escape).join('.*')}$`).test(name);

/**
 * The pull requests the configuration would open for this repository, as Dependabot forms them: for each ecosystem,
 * its schedule, the group each of this repository's dependencies falls in for a minor and for a major update (null:
 * a pull request of its own), and the files it looks for that the directory lacks.
 */
export function dependabotPlan(file = DEPENDABOT_CONFIG, root = '.') {
  const { updates } = parse(readFileSync(file, 'utf8'));
  const { dependencies = {}, devDependencies = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const workflows = readdirSync(join(root, '.github', 'workflows')).filter((name) => /\.ya?ml$/.test(name));
  const actions = [...new Set(workflows.flatMap((name) => [...readFileSync(join(root, '.github', 'workflows', name), 'utf8').matchAll(/uses:\s*([\w.-]+\/[\w.-]+)@/g)].map((match) => match[1])))];
  return updates.map((update) => {
    const names = update['package-ecosystem'] === 'npm' ? Object.keys({ ...dependencies, ...devDependencies }) : actions;
    const groupFor = (name, type) => Object.entries(update.groups ?? {}).find(([, group]) => group.patterns.some((pattern) => matches(pattern, name)) && (group['update-types'] ?? ['major', 'minor', 'patch']).includes(type))?.[0] ?? null;
    return {
      ecosystem: update['package-ecosystem'],
      interval: update.schedule.interval,
      missing: foldersOf(update).flatMap((dir) => (MANIFESTS[update['package-ecosystem']] ?? (() => []))(join(root, dir)).map((name) => join(dir, name))),
      minor: Object.fromEntries(names.map((name) => [name, groupFor(name, 'minor')])),
      major: Object.fromEntries(names.map((name) => [name, groupFor(name, 'major')])),
    };
  });
}

/** A folder pattern's wildcards, kept by a split. */
const WILDCARDS = /(\*{1,2})/;

/**
 * The package manifests of the repository (every `package.json` a push would carry, scripts/test/checkout-copy.mjs,
 * read from the files themselves in a copy without git) that no npm entry of the configuration covers: Dependabot
 * would never update what they lock. (A `*` in a folder, as Dependabot allows, takes any one folder name; `**`, any
 * depth.)
 */
export function unwatchedManifests(file = DEPENDABOT_CONFIG, root = '.') {
  const { updates } = parse(readFileSync(file, 'utf8'));
  const folders = updates.filter((update) => update['package-ecosystem'] === 'npm').flatMap(foldersOf);
  const piece = (part) => (part === '**' ? '.*' : part === '*' ? '[^/]+' : RegExp.escape(part));
  const covers = (pattern, dir) => new RegExp(`^${pattern.split(WILDCARDS).map(piece).join('')}$`).test(dir);
  return checkoutFiles(root)
    .filter((path) => basename(path) === 'package.json')
    .filter((manifest) => {
      const dir = manifest.includes('/') ? manifest.slice(0, manifest.lastIndexOf('/')) : '.';
      return !folders.some((folder) => covers(folder, dir));
    });
}
