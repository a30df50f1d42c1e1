/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rehearseDeploy } from '../../../scripts/test/deploy-rehearsal.mjs';

// The rehearsal runs the real deploy workflow in the browser suite's build (scripts/test/run-suite.mjs); here,
// small workflows show what it does with each kind of step, and that a step that fails stops it, named.
let dir: string;
let kept: string;
let workflow: string;
const pages = { base_path: '/REPO', origin: 'https://owner.github.io' };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'rehearsal-'));
  kept = mkdtempSync(join(tmpdir(), 'rehearsal-cache-'));
  workflow = join(dir, 'deploy.yml');
});
afterEach(() => {
  for (const folder of [dir, kept]) rmSync(folder, { recursive: true, force: true });
});

const rehearse = async (yaml: string, vars = {}) => {
  writeFileSync(workflow, yaml);
  return rehearseDeploy({ dir, pages, vars, workflow, cacheRoot: kept, log: () => {}, stdio: 'ignore' });
};

const job = (steps: string) => `on: push
env:
  FROM_WORKFLOW: workflow
jobs:
  build:
    runs-on: ubuntu-latest
    env:
      FROM_JOB: job
    steps:
${steps}`;

describe('the deploy rehearsal', () => {
  it('runs each run: step in order, in the copy, with the environment the workflow, the job and the step give it', async () => {
    mkdirSync(join(kept, '.cache', 'things'), { recursive: true });
    writeFileSync(join(kept, '.cache', 'things', 'earlier'), 'from the last run');
    const [site] = await rehearse(
      job(`      - uses: actions/checkout@v4
      - uses: actions/cache@v4
        with:
          path: .cache/things
          key: things-\${{ hashFiles('public/**') }}
      - id: pages
        uses: actions/configure-pages@v5
      - name: Build
        run: |
          cat .cache/things/earlier
          echo now > .cache/things/later
          mkdir -p out
          echo "$FROM_WORKFLOW $FROM_JOB base=[$BASE_PATH] origin=[$SITE] key=[$KEY] unset=[$UNSET] ci=$CI" > out/index.html
        env:
          BASE_PATH: \${{ steps.pages.outputs.base_path }}
          SITE: \${{ steps.pages.outputs.origin }}
          KEY: \${{ vars.EMAILJS_PUBLIC_KEY }}
          UNSET: \${{ vars.NOT_SET }}
      - run: echo second >> out/index.html
      - uses: actions/upload-pages-artifact@v3
        with:
          path: ./out`),
      { EMAILJS_PUBLIC_KEY: 'k' },
    );
    expect(site).toBe(join(dir, 'out'));
    // The checkout: the copy as a clone, its files tracked, as the repository's own checks expect.
    expect(execFileSync('git', ['ls-files'], { cwd: dir, encoding: 'utf8' }).split('\n')).toContain('deploy.yml');
    // The cache: restored before the build read it, and what the build added kept for the next run.
    expect(readFileSync(join(kept, '.cache', 'things', 'later'), 'utf8')).toBe('now\n');
    expect(readFileSync(join(dir, 'out', 'index.html'), 'utf8')).toBe('workflow job base=[/REPO] origin=[https://owner.github.io] key=[k] unset=[] ci=true\nsecond\n');
  });

  it('stops at a step that fails, naming the workflow, the job and the step, and runs nothing after it', async () => {
    await expect(
      rehearse(
        job(`      - name: Unit tests
        run: |
          true
          false
          touch after-failure
      - run: touch next-step`),
      ),
    ).rejects.toThrow(`${workflow}, job build, step Unit tests failed in the workflow's environment: \`true\nfalse\ntouch after-failure\n\` exited with 1`);
    expect(() => readFileSync(join(dir, 'after-failure'))).toThrow();
    expect(() => readFileSync(join(dir, 'next-step'))).toThrow();
  });

  it("fails a pipe that fails, as the runner's bash does (pipefail)", async () => {
    await expect(rehearse(job('      - run: false | cat'))).rejects.toThrow('exited with 1');
  });

  it('refuses what it cannot rehearse faithfully: an unknown action, an expression, a step setting it ignores', async () => {
    await expect(rehearse(job('      - uses: someone/something@v1'))).rejects.toThrow('does not know what someone/something@v1 does');
    await expect(rehearse(job(`      - run: echo \${{ format('{0}', github.sha) }}`))).rejects.toThrow('cannot evaluate');
    await expect(rehearse(job('      - run: echo hi\n        if: false'))).rejects.toThrow('does not handle if');
  });

  it('holds the workflow to the Node the tests run on, and uploads only a site that is there', async () => {
    await expect(rehearse(job('      - uses: actions/setup-node@v4\n        with:\n          node-version: 8'))).rejects.toThrow(`sets up Node 8, and this machine runs the tests on ${process.version}`);
    writeFileSync(join(dir, '.nvmrc'), '8\n');
    await expect(rehearse(job('      - uses: actions/setup-node@v6\n        with:\n          node-version-file: .nvmrc'))).rejects.toThrow(`sets up Node 8, and this machine runs the tests on ${process.version}`);
    await expect(rehearse(job('      - uses: actions/setup-node@v6'))).rejects.toThrow('without naming a version');
    mkdirSync(join(dir, 'out'));
    await expect(rehearse(job('      - uses: actions/upload-pages-artifact@v3\n        with:\n          path: ./out'))).rejects.toThrow('./out has no index.html');
  });

  it('links in an install CI made with the very command of a step, and runs any other command as written', async () => {
    const modules = mkdtempSync(join(tmpdir(), 'rehearsal-modules-'));
    try {
      writeFileSync(join(modules, 'made-by-ci'), 'installed');
      writeFileSync(
        workflow,
        job(`      - name: Install
        run: npm ci --ignore-scripts
      - name: Check
        run: cat node_modules/made-by-ci > installed.txt`),
      );
      await rehearseDeploy({ dir, pages, workflow, cacheRoot: kept, log: () => {}, stdio: 'ignore', installed: { command: 'npm ci --ignore-scripts', modules } });
      expect(readFileSync(join(dir, 'installed.txt'), 'utf8')).toBe('installed');
      // Another install command is the workflow's own: run, and here it fails (no package.json), named.
      await expect(rehearseDeploy({ dir, pages, workflow, cacheRoot: kept, log: () => {}, stdio: 'ignore', installed: { command: 'npm ci', modules } })).rejects.toThrow(/step Install failed .*npm ci --ignore-scripts/);
    } finally {
      rmSync(modules, { recursive: true, force: true });
    }
  });
});
