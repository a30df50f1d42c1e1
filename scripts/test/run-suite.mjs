// `npm test` in three phases, each timed, the times printed at its end (today's: docs/testing.md): the type check and
// Jest beside the two test exports' builds (build-test-exports.mjs), the browser suite, the README's commands.
// `node scripts/test/run-suite.mjs browsers [playwright args]` runs one phase (`npm run test:browsers`).
// The browser suite's two runs, the shipped site's and the second owner's (E2E_CONTENT=owner), run side by side, each
// line marked with its run: alone, each leaves the processors idle while its workers wait, and the other fills them.
// The servers both use are started here once (E2E_SHARED_SERVERS): a run's own would stop under the other.
import './nvmrc-node.mjs';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { OWNER_BASE_PATH, OWNER_EXPORT, OWNER_PORT, THIRD_PARTY_STAND_IN } from './test-exports.mjs';

const children = new Set();
/** Runs a command, its output's lines marked with `name` when given; resolves with its exit status. */
function run(command, args, { name, env } = {}) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: name ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  children.add(child);
  if (name) for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  return new Promise((done) => child.on('exit', (code, signal) => (children.delete(child), done(code ?? signal))));
}
const stopAll = () => children.forEach((child) => child.kill());
process.on('SIGINT', stopAll).on('SIGTERM', stopAll);

async function browsers(args) {
  const shared = [
    ['scripts/build/serve.mjs', { PORT: String(OWNER_PORT), EXPORT_DIR: OWNER_EXPORT, BASE_PATH: OWNER_BASE_PATH }, `http://localhost:${OWNER_PORT}${OWNER_BASE_PATH}/`],
    ['scripts/test/third-party-stand-in.mjs', { PORT: new URL(THIRD_PARTY_STAND_IN).port }, `${THIRD_PARTY_STAND_IN}/__hits`],
  ];
  const servers = shared.map(([script, env]) => run(process.execPath, [script], { name: script, env }));
  try {
    for (const [script, , url] of shared) {
      for (const end = Date.now() + 30_000; !(await fetch(url).then((response) => response.ok, () => false)); await sleep(100)) {
        if (Date.now() > end) throw new Error(`${script} did not answer at ${url} within 30 s`);
      }
    }
    const playwright = (name, env) => run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...args], { name, env: { E2E_SHARED_SERVERS: '1', ...env } });
    return (await Promise.all([playwright('main'), playwright('owner', { E2E_CONTENT: 'owner' })])).find((status) => status !== 0) ?? 0;
  } finally {
    stopAll();
    await Promise.all(servers);
  }
}

const PHASES = {
  exports: () => run(process.execPath, ['scripts/test/build-test-exports.mjs', '--first', 'npm run typecheck && jest --selectProjects site']),
  browsers,
  commands: () => run('npm', ['run', 'test:commands']),
};
const [phase, ...args] = process.argv.slice(2);
const times = [];
let status = 0;
const seconds = (since) => `${Math.round((Date.now() - since) / 1000)} s`.padStart(6);
const started = Date.now();
for (const [name, start] of phase ? [[phase, PHASES[phase]]] : Object.entries(PHASES)) {
  const begun = Date.now();
  status = await start(args);
  times.push(`  ${name.padEnd(9)}${seconds(begun)}${status === 0 ? '' : ' (failed)'}`);
  if (status !== 0) break;
}
if (!phase) console.log(['', 'Phase times:', ...times, `  ${'in all'.padEnd(9)}${seconds(started)}`].join('\n'));
process.exit(status);
