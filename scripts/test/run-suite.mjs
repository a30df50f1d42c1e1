// `npm test`, phase by phase, each timed, the times printed at its end (docs/testing.md keeps today's). Phases:
// `exports` (the type check and Jest beside the two test exports' builds: scripts/test/build-test-exports.mjs),
// `browsers` (the browser suite's two runs side by side) and `commands` (the README's commands); `node
// scripts/test/run-suite.mjs browsers` runs one (`npm run test:browsers`; arguments after `--` go to Playwright).
//
// The browser suite's two runs, the shipped site's (out-e2e/) and the second owner's (E2E_CONTENT=owner, out-owner/),
// run side by side, each line of their output marked with its run: alone, each leaves the processors idle while its
// workers wait (timers, retries, its last slow tests), and the other fills them. The servers both use (the owner's
// export, the third-party stand-in) are started here once (E2E_SHARED_SERVERS): a run's own would stop under the other.
import './nvmrc-node.mjs';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { OWNER_BASE_PATH, OWNER_EXPORT, OWNER_PORT, THIRD_PARTY_STAND_IN } from './test-exports.mjs';

const children = new Set();
/** Runs `command` with `args`, its output marked with `name` when given; resolves with its exit status. */
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
    { name: 'owner export', script: 'scripts/build/serve.mjs', env: { PORT: String(OWNER_PORT), EXPORT_DIR: OWNER_EXPORT, BASE_PATH: OWNER_BASE_PATH }, url: `http://localhost:${OWNER_PORT}${OWNER_BASE_PATH}/` },
    { name: 'stand-in', script: 'scripts/test/third-party-stand-in.mjs', env: { PORT: new URL(THIRD_PARTY_STAND_IN).port }, url: `${THIRD_PARTY_STAND_IN}/__hits` },
  ];
  const servers = shared.map(({ name, script, env }) => run(process.execPath, [script], { name, env }));
  try {
    for (const { name, url } of shared) {
      const end = Date.now() + 30_000;
      while (!(await fetch(url).then((response) => response.ok, () => false))) {
        if (Date.now() > end) throw new Error(`The ${name} server did not answer at ${url} within 30 s`);
        await sleep(100);
      }
    }
    const playwright = (name, env) => run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...args], { name, env: { E2E_SHARED_SERVERS: '1', ...env } });
    const statuses = await Promise.all([playwright('main', {}), playwright('owner', { E2E_CONTENT: 'owner' })]);
    return statuses.find((status) => status !== 0) ?? 0;
  } finally {
    stopAll();
    await Promise.all(servers);
  }
}

const PHASES = {
  exports: ['the type check and Jest, beside the two test exports', () => run(process.execPath, ['scripts/test/build-test-exports.mjs', '--first', 'npm run typecheck && jest --selectProjects site'])],
  browsers: ['the browser suite, both runs side by side', browsers],
  commands: ['the README’s commands', () => run('npm', ['run', 'test:commands'])],
};
const [first = '', ...rest] = process.argv.slice(2);
const chosen = first in PHASES ? [first] : Object.keys(PHASES);
const args = first in PHASES ? rest : process.argv.slice(2);
const times = [];
let status = 0;
const started = Date.now();
for (const phase of chosen) {
  const [what, start] = PHASES[phase];
  const begun = Date.now();
  status = await start(args);
  times.push(`  ${phase.padEnd(9)} ${String(Math.round((Date.now() - begun) / 1000)).padStart(5)} s  ${what}${status === 0 ? '' : ' (failed)'}`);
  if (status !== 0) break;
}
if (chosen.length > 1) console.log(['', 'Phase times:', ...times, `  ${'all'.padEnd(9)} ${String(Math.round((Date.now() - started) / 1000)).padStart(5)} s`].join('\n'));
process.exit(status);
