// Runs the deploy workflow's jobs here, step by step, in a copy of the project, as GitHub's runner would: every
// `run:` step as its shell command with the environment the workflow gives it, every action it uses by what that
// action does for the job. A step that would fail on the owner's first push fails here first.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { DEPLOY_WORKFLOW } from './workflow-check.mjs';

/** Contexts a workflow's expressions may read; GitHub evaluates a property none of them has to ''. */
const CONTEXTS = new Set(['github', 'env', 'vars', 'secrets', 'steps', 'runner', 'job', 'inputs']);

/** `${{ a.b.c }}` read from `context`; any other expression stops the rehearsal, which cannot evaluate it. */
function expand(value, context, where) {
  return String(value).replace(/\$\{\{\s*(.*?)\s*\}\}/g, (_, expression) => {
    const path = expression.split('.');
    if (!/^[\w-]+(\.[\w-]+)*$/.test(expression) || !CONTEXTS.has(path[0])) {
      throw new Error(`${where}: the rehearsal cannot evaluate \${{ ${expression} }} (scripts/test/deploy-rehearsal.mjs reads contexts' properties only)`);
    }
    return path.reduce((object, key) => object?.[key], context) ?? '';
  });
}

const expandAll = (values = {}, context, where) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, expand(value, context, `${where} (${key})`)]));

/** A command as the runner runs a `run:` step: `bash -e {0}` with pipefail; resolves with its exit status. */
export const runStep = (command, cwd, env, stdio) =>
  new Promise((done, fail) => {
    const child = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', command], { cwd, env, stdio });
    child.on('error', fail);
    child.on('exit', (code, signal) => done(code ?? signal));
  });

const major = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

/**
 * What each action the workflow uses does for the rehearsal, given its `with` inputs (each evaluated when read, so
 * one the rehearsal has no use for, like a cache key's hashFiles(), is never evaluated): the outputs it gives later
 * steps. An action missing here stops the rehearsal, naming it.
 */
const actions = ({ cacheRoot, dir, pages, artifacts }) => ({
  // The copy, committed, is the checkout: a clone, as actions/checkout leaves, where git sees what is tracked.
  'actions/checkout': () => {
    const who = { GIT_AUTHOR_NAME: 'rehearsal', GIT_AUTHOR_EMAIL: 'rehearsal@localhost', GIT_COMMITTER_NAME: 'rehearsal', GIT_COMMITTER_EMAIL: 'rehearsal@localhost' };
    for (const args of [
      ['init', '-q'],
      ['add', '-A'],
      ['commit', '-qm', 'checkout', '--allow-empty'],
    ]) {
      execFileSync('git', args, { cwd: dir, stdio: 'ignore', env: { ...process.env, ...who } });
    }
    return {};
  },
  // The workflow's Node is the one the tests run on.
  'actions/setup-node': (input) => {
    const file = input('node-version-file');
    const version = input('node-version') || (file && readFileSync(join(dir, file), 'utf8').trim());
    if (!version) throw new Error('the workflow sets up Node without naming a version (node-version or node-version-file)');
    if (major(version) !== major(process.version)) {
      throw new Error(`the workflow sets up Node ${version}, and this machine runs the tests on ${process.version}: make them agree`);
    }
    return {};
  },
  // Restored from and saved to the same folder under cacheRoot, as the Actions cache keeps it between runs.
  'actions/cache': (input) => {
    const path = input('path');
    const kept = join(cacheRoot, path);
    mkdirSync(kept, { recursive: true });
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    symlinkSync(kept, join(dir, path));
    return {};
  },
  'actions/configure-pages': () => pages,
  'actions/upload-pages-artifact': (input) => {
    const path = input('path') || '_site';
    const site = join(dir, path);
    if (!existsSync(join(site, 'index.html'))) throw new Error(`there is no site to upload: ${path} has no index.html`);
    artifacts.push(site);
    return {};
  },
  'actions/deploy-pages': () => {
    if (!artifacts.length) throw new Error('nothing was uploaded to deploy');
    return { page_url: `${pages.origin}${pages.base_path}/` };
  },
});

/** The jobs in an order that honours each one's `needs`. */
function jobOrder(jobs) {
  const order = [];
  const visit = (name) => {
    if (order.includes(name)) return;
    for (const need of [jobs[name].needs ?? []].flat()) visit(need);
    order.push(name);
  };
  Object.keys(jobs).forEach(visit);
  return order;
}

/** Step keys the rehearsal honours; any other (`if`, `shell`, `working-directory`...) stops it until it does. */
const STEP_KEYS = new Set(['name', 'id', 'uses', 'with', 'run', 'env']);

/**
 * Rehearses `workflow` (the deploy workflow by default) in `dir`, a copy of the project as a checkout would give
 * it. `pages` are the outputs actions/configure-pages would give (`base_path`, `origin`), `vars` the repository's
 * variables; actions/cache keeps its folders under `cacheRoot` (the project's, so a second run finds them). Resolves
 * with the folders uploaded as the Pages artifact (the steps' output goes to `stdio`); rejects, naming the job and the step, at the first step that fails.
 * `installed`: `{ command, modules }`, a node_modules folder that exactly `command` made from the same lockfile (CI's
 * own install, on a fresh clone): a `run:` step that is that command links it in rather than making it again.
 * @param {{ dir: string, pages: { base_path: string, origin: string }, vars?: Record<string, string>, workflow?: string,
 *   cacheRoot?: string, log?: (line: string) => void, stdio?: import('node:child_process').StdioOptions,
 *   installed?: { command: string, modules: string } }} options
 */
export async function rehearseDeploy({ dir, pages, vars = {}, workflow = DEPLOY_WORKFLOW, cacheRoot = resolve('.'), log = console.log, stdio = 'inherit', installed }) {
  const { env: workflowEnv, jobs } = parse(readFileSync(workflow, 'utf8'));
  const artifacts = [];
  const known = actions({ cacheRoot, dir, pages, artifacts });
  for (const jobName of jobOrder(jobs)) {
    const job = jobs[jobName];
    const context = { vars, secrets: {}, steps: {}, github: { workspace: dir }, runner: { os: 'Linux' }, env: {} };
    context.env = { ...expandAll(workflowEnv, context, `${workflow} env`), ...expandAll(job.env, context, `jobs.${jobName}.env`) };
    for (const [index, step] of job.steps.entries()) {
      const where = `${workflow}, job ${jobName}, step ${step.name ?? step.uses ?? index + 1}`;
      const unknown = Object.keys(step).filter((key) => !STEP_KEYS.has(key));
      if (unknown.length) throw new Error(`${where}: the rehearsal does not handle ${unknown.join(', ')} (scripts/test/deploy-rehearsal.mjs)`);
      let outputs = {};
      if (step.uses) {
        const action = known[step.uses.split('@')[0]];
        if (!action) throw new Error(`${where}: the rehearsal does not know what ${step.uses} does (scripts/test/deploy-rehearsal.mjs)`);
        log(`deploy rehearsal › ${jobName} › ${step.uses}`);
        const input = (key) => expand(step.with?.[key] ?? '', context, `${where} (${key})`);
        try {
          outputs = action(input);
        } catch (error) {
          throw error.message.startsWith(where) ? error : new Error(`${where}: ${error.message}`);
        }
      } else {
        const env = { ...context.env, ...expandAll(step.env, context, where) };
        const command = expand(step.run, context, where);
        const given = Object.keys(step.env ?? {})
          .map((key) => `${key}=${env[key]}`)
          .join(' ');
        const linked = installed && command.trim() === installed.command;
        log(`deploy rehearsal › ${jobName} › ${step.name ?? command}: ${given ? `${given} ` : ''}${command}${linked ? ` (made by CI already: ${installed.modules} linked in)` : ''}`);
        // A fresh environment, as on the runner: the workflow's variables beside the runner's own, which include how
        // it reaches the npm registry (this machine's CA file, and where npm's global settings are).
        const reach = Object.fromEntries(Object.entries(process.env).filter(([key]) => /^(npm_config_(globalconfig|cafile)|NODE_EXTRA_CA_CERTS|SSL_CERT_(FILE|DIR))$/i.test(key)));
        const runner = { PATH: process.env.PATH, HOME: process.env.HOME, LANG: 'C.UTF-8', CI: 'true', GITHUB_ACTIONS: 'true', GITHUB_WORKSPACE: dir, ...reach };
        const started = Date.now();
        const status = linked ? await runStep('cp -al "$MODULES" node_modules', dir, { ...runner, MODULES: installed.modules }, stdio) : await runStep(command, dir, { ...runner, ...env }, stdio);
        log(`deploy rehearsal › ${jobName} › ${step.name ?? command}: exited with ${status} in ${Math.round((Date.now() - started) / 1000)} s`);
        if (status !== 0) throw new Error(`${where} failed in the workflow's environment: \`${command}\` exited with ${status}`);
      }
      if (step.id) context.steps[step.id] = { outputs };
    }
  }
  return artifacts;
}
