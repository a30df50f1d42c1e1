/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// `npm test` runs the README's commands beside the browser suite with this script.
const beside = (command: string, other: string) => {
  const { status, stdout, stderr } = spawnSync('node', [join(process.cwd(), 'scripts', 'test', 'beside.mjs'), command, other], { encoding: 'utf8' });
  return { status, stdout, stderr };
};

it('runs both at once, the second’s output held back until both are done', () => {
  // Each waits for the other's file: run one after the other, neither would end.
  const dir = mkdtempSync(join(tmpdir(), 'beside-'));
  const { status, stdout } = beside(`touch ${dir}/a && until [ -e ${dir}/b ]; do sleep 0.05; done; echo first`, `until [ -e ${dir}/a ]; do sleep 0.05; done; touch ${dir}/b; echo second`);
  rmSync(dir, { recursive: true });
  expect(status).toBe(0);
  expect(stdout.indexOf('first')).toBeGreaterThanOrEqual(0);
  expect(stdout.indexOf('second')).toBeGreaterThan(stdout.indexOf('first'));
});

it.each([
  ['the first', 'exit 3', 'echo fine', 'exit 3 failed (3)'],
  ['the other', 'echo fine', 'echo its output; exit 4', 'echo its output; exit 4 failed (4)'],
])('fails when %s fails, naming it, and still shows what the other printed', (_, command, other, named) => {
  const { status, stdout, stderr } = beside(command, other);
  expect(status).toBe(1);
  expect(stderr).toContain(named);
  if (other.includes('its output')) expect(stdout).toContain('its output');
});
