// node scripts/test/beside.mjs '<command>' '<beside>': runs both shell commands at once, and fails if either does.
// The first one's output comes as it goes; the other's, held back, comes whole once both are done, so the two never
// interleave. `npm test` runs the README's commands (builds and servers in a copy of the project: processors more
// than waits) beside the browser suite, whose pages mostly wait, on timers and loads.
import { spawn } from 'node:child_process';

const [command, beside] = process.argv.slice(2);
if (!command || !beside) {
  console.error("Usage: node scripts/test/beside.mjs '<command>' '<beside>'");
  process.exit(2);
}

/** Runs `line` in a shell; resolves with its exit status (or signal) and, when held, what it printed. */
function run(line, hold) {
  const child = spawn('sh', ['-c', line], { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  let output = '';
  if (hold) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => resolve({ status: error.message, output }));
    child.on('close', (code, signal) => resolve({ status: code ?? signal, output }));
  });
}

const [first, second] = await Promise.all([run(command, false), run(beside, true)]);
process.stdout.write(`\n${beside}, run beside ${command}:\n${second.output}`);
for (const [line, { status }] of [[command, first], [beside, second]]) {
  if (status !== 0) console.error(`${line} failed (${status})`);
}
process.exit(first.status === 0 && second.status === 0 ? 0 : 1);
