// `npm test` in four phases, each timed, the times printed at its end (today's: docs/testing.md), on the Node in
// .nvmrc (nvmrc-node.mjs, first). `run-suite.mjs exports browsers` runs the phases named; arguments after one go to it.
//  - lint: Biome's rules and formatting over every source file (`npm run lint`), in a second or two.
//  - exports: out-e2e/, the site under /portfolio with test EmailJS keys sending to a local stand-in, built (in `npm
//    test`, after the type check and Jest) while out-owner/ is deployed: a second owner's fork (the fixture's content
//    and pictures in a copy) through the deploy workflow's own steps (deploy-rehearsal.mjs), as a user site.
//  - browsers: the suite's two runs, the shipped site's and the owner's (E2E_CONTENT=owner), side by side, each line
//    marked with its run: alone, each leaves the processors idle while its workers wait, and the other fills them;
//    the servers both use are started here once (E2E_SHARED_SERVERS), as a run's own would stop under the other.
//  - commands: the README's commands, once the exports are built (their picture cache is the copies').
import './nvmrc-node.mjs';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { copyCheckout } from './checkout-copy.mjs';
import { rehearseDeploy } from './deploy-rehearsal.mjs';
import { E2E_EXPORT, EMAILJS_ENV, EMAILJS_STAND_IN, OWNER_BASE_PATH, OWNER_EXPORT, OWNER_FIXTURE, OWNER_PORT, SITE_URL, THIRD_PARTY_STAND_IN } from './test-exports.mjs';

const children = new Set();
/** Runs a command, its output's lines marked with `name` when given; resolves with its exit status. */
function run(command, args, { name, env } = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: name ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  children.add(child);
  if (name) for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  return new Promise((done) =>
    child.on('exit', (code, signal) => {
      children.delete(child);
      done(code ?? signal);
    }),
  );
}
const stopAll = () => {
  for (const child of children) child.kill();
};
process.on('SIGINT', stopAll).on('SIGTERM', stopAll);
const since = (start) => `${Math.round((Date.now() - start) / 1000)} s`;
const succeeds = (command, args, options) => run(command, args, options).then((status) => assert.equal(status, 0, `${[command, ...args].join(' ')} exited with ${status}`));

async function exports(unit) {
  const started = Date.now();
  const builds = (async () => {
    if (unit) await succeeds('npm', ['run', 'typecheck']).then(() => succeeds(process.execPath, ['node_modules/jest/bin/jest.js', '--selectProjects', 'site']));
    await succeeds('npm', ['run', 'build'], { env: { NEXT_PUBLIC_SITE_URL: SITE_URL, EXPORT_DIR: E2E_EXPORT, ...EMAILJS_ENV, NEXT_PUBLIC_EMAILJS_ORIGIN: EMAILJS_STAND_IN } });
    console.log(`The suite's export built in ${since(started)}`);
  })();
  const fork = mkdtempSync(join(tmpdir(), 'owner-fork-'));
  const ownerSite = (async () => {
    copyCheckout(fork);
    // The owner's modules, translations (content/<code>/) and posts over the project's (its schema stays).
    rmSync(join(fork, 'content', 'posts'), { recursive: true, force: true });
    cpSync(join(OWNER_FIXTURE, 'content'), join(fork, 'content'), { recursive: true });
    rmSync(join(fork, 'public'), { recursive: true });
    cpSync(join(OWNER_FIXTURE, 'public'), join(fork, 'public'), { recursive: true });
    const [site] = await rehearseDeploy({
      dir: fork,
      // On a fresh clone, .ci/run has just made this tree's node_modules with the deploy's own install command: the
      // fork's Install step links it in (the same files, from the same lockfile) rather than making them again.
      installed: process.env.CI_INSTALLED_WITH ? { command: process.env.CI_INSTALLED_WITH, modules: resolve('node_modules') } : undefined,
      // What actions/configure-pages gives a user site: its base path and the Pages origin.
      pages: { base_path: OWNER_BASE_PATH, origin: SITE_URL },
      // The owner has set the EmailJS repository variables (to the suite's throwaway keys): the suite's check that
      // they reach the contact page also checks that the workflow hands them to the build.
      vars: Object.fromEntries(Object.entries(EMAILJS_ENV).map(([name, value]) => [name.replace('NEXT_PUBLIC_', ''), value])),
    });
    rmSync(OWNER_EXPORT, { recursive: true, force: true });
    cpSync(site, OWNER_EXPORT, { recursive: true });
    console.log(`The owner's fork deployed in ${since(started)}`);
  })();
  // Both finish (or fail) before the fork goes: a build still running would leave its export half written.
  const settled = await Promise.allSettled([builds, ownerSite]);
  rmSync(fork, { recursive: true, force: true });
  for (const { reason } of settled.filter(({ status }) => status === 'rejected')) console.error(reason);
  return settled.every(({ status }) => status === 'fulfilled') ? 0 : 1;
}

/** Whether `url` answers, and with success. */
const answers = async (url) => (await fetch(url).catch(() => undefined))?.ok === true;

async function browsers(args) {
  const shared = [
    ['scripts/build/serve.mjs', { PORT: String(OWNER_PORT), EXPORT_DIR: OWNER_EXPORT, BASE_PATH: OWNER_BASE_PATH }, `http://localhost:${OWNER_PORT}${OWNER_BASE_PATH}/`],
    ['scripts/test/third-party-stand-in.mjs', { PORT: new URL(THIRD_PARTY_STAND_IN).port }, `${THIRD_PARTY_STAND_IN}/__hits`],
  ];
  const servers = shared.map(([script, env]) => run(process.execPath, [script], { name: script, env }));
  try {
    for (const [script, , url] of shared) {
      const end = Date.now() + 30_000;
      while (!(await answers(url))) {
        if (Date.now() > end) throw new Error(`${script} did not answer at ${url} within 30 s`);
        await sleep(100);
      }
    }
    const playwright = (name, env) => run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...args], { name, env: { E2E_SHARED_SERVERS: '1', ...env } });
    return (await Promise.all([playwright('main'), playwright('owner', { E2E_CONTENT: 'owner' })])).find((status) => status !== 0) ?? 0;
  } finally {
    stopAll();
    await Promise.all(servers);
  }
}

const named = process.argv.slice(2);
const PHASES = {
  lint: () => run('npm', ['run', 'lint']),
  exports: () => exports(!named.length),
  browsers,
  commands: (args) => run('npm', ['run', 'test:commands', '--', ...args]),
};
const chosen = named.length ? named.filter((name) => name in PHASES) : Object.keys(PHASES);
const argsOf = (name) => (named.includes(name) ? named.slice(named.indexOf(name) + 1).filter((arg) => !(arg in PHASES)) : []);
const [times, started] = [[], Date.now()];
let status = 0;
for (const name of chosen) {
  const begun = Date.now();
  status = await PHASES[name](argsOf(name));
  times.push(`  ${name.padEnd(9)}${since(begun).padStart(6)}${status === 0 ? '' : ' (failed)'}`);
  if (status !== 0) break;
}
if (chosen.length > 1) console.log(['', 'Phase times:', ...times, `  ${'in all'.padEnd(9)}${since(started).padStart(6)}`].join('\n'));
process.exit(status);
