/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { PROJECT, ProjectCopy } from '../support/projectCopy';
import { required } from '../../lib/required';

// A command runs to its end however long a busy machine takes: this bound only ends one that never would.
jest.setTimeout(300_000);

// `npm test` on a Node other than .nvmrc's (the machine's own, say) stops in its first seconds, naming both versions
// and the command that runs it on the right one, rather than failing in the deploy rehearsal after a minute of
// building.

const lts = readFileSync(join(PROJECT, '.nvmrc'), 'utf8').trim();
const major = (version: string) => version.replace(/^v/, '').split('.')[0];

/** A Node on this machine's PATH whose major version is not .nvmrc's (CI's machine has its own beside .nvmrc's). */
function otherNode(): { bin: string; version: string } | undefined {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const bin = join(dir, 'node');
    try {
      accessSync(bin, constants.X_OK);
    } catch {
      continue;
    }
    const version = execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim();
    if (major(version) !== major(lts)) return { bin, version };
  }
  return undefined;
}

const other = otherNode();
let copy: ProjectCopy;
beforeAll(() => {
  copy = new ProjectCopy();
});
afterAll(() => copy.remove());

(other ? it : it.skip)(`npm test on Node ${other?.version ?? '(none other here)'} stops at once, naming it, Node ${lts} and how to run on it`, async () => {
  const started = Date.now();
  const { status, output } = await copy.run('npm test', { PATH: `${dirname(required(other).bin)}${delimiter}${process.env.PATH}` });
  expect(status).not.toBe(0);
  expect(Date.now() - started).toBeLessThan(15_000);
  expect(output).toContain(`this is Node ${required(other).version}`);
  expect(output).toContain(`Node ${lts}, the LTS in .nvmrc`);
  expect(output).toContain(`npx -y -p node@${lts} -- npm test`);
  // Nothing was built.
  expect(existsSync(join(copy.dir, 'out-e2e'))).toBe(false);
  expect(copy.git('status', '--porcelain')).toBe('');
});
