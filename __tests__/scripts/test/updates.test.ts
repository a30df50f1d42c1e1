/** @jest-environment node */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEPENDABOT_CONFIG, dependabotPlan, dependabotSchemaProblems, unwatchedManifests } from '../../../scripts/test/dependabot-check.mjs';
import { PULL_REQUEST_WORKFLOW, stepsNotRehearsed, workflowProblems } from '../../../scripts/test/workflow-check.mjs';

// Updates the deploy gates: Dependabot's pull requests (.github/dependabot.yml), and the workflow that runs the unit
// tests and the build on each (.github/workflows/pull-request.yml). Neither runs here; both are checked as the deploy
// workflow is (workflow-check.test.ts), and the check's steps are the deploy's, which the suite rehearses.
const source = readFileSync(DEPENDABOT_CONFIG, 'utf8');

describe('the Dependabot configuration', () => {
  it('is valid against its schema (SchemaStore’s dependabot-2.0)', () => {
    expect(dependabotSchemaProblems()).toEqual([]);
  });

  it('names the file and the problem when a key is misspelt or a value is not one Dependabot takes', () => {
    expect(dependabotSchemaProblems(DEPENDABOT_CONFIG, source.replace('interval: weekly', 'interval: fortnightly')).join('\n')).toMatch(new RegExp(`^${DEPENDABOT_CONFIG}: .*"fortnightly"`));
    expect(dependabotSchemaProblems(DEPENDABOT_CONFIG, source.replace('directory: /', 'dir: /')).join('\n')).toMatch(new RegExp(`^${DEPENDABOT_CONFIG}: .*\\bdir: string\\b.* is not assignable to type 'PackageEcosystem'`, 'm'));
    expect(dependabotSchemaProblems(DEPENDABOT_CONFIG, 'version: 2\nupdates: [\n')).toEqual([expect.stringMatching(new RegExp(`^${DEPENDABOT_CONFIG}: `))]);
  });

  it('opens one pull request a week for every npm minor and patch update, each major apart, and one a month for the actions', () => {
    const [npm, actions] = dependabotPlan();
    expect([npm.ecosystem, npm.interval, npm.missing]).toEqual(['npm', 'weekly', []]);
    const packages = Object.keys(npm.minor);
    expect(packages).toEqual(expect.arrayContaining(['next', 'react', 'zod', 'jest']));
    expect(new Set(Object.values(npm.minor))).toEqual(new Set(['npm']));
    expect(new Set(Object.values(npm.major))).toEqual(new Set([null]));
    expect([actions.ecosystem, actions.interval, actions.missing]).toEqual(['github-actions', 'monthly', []]);
    expect(Object.keys(actions.minor)).toEqual(expect.arrayContaining(['actions/checkout', 'actions/setup-node', 'actions/deploy-pages']));
    expect(new Set([...Object.values(actions.minor), ...Object.values(actions.major)])).toEqual(new Set(['actions']));
  });

  it('watches every package manifest in the repository, and names one it does not', () => {
    expect(unwatchedManifests()).toEqual([]);
    const changed = join(mkdtempSync(join(tmpdir(), 'dependabot-')), 'dependabot.yml');
    writeFileSync(changed, source.replace(/directories: \[[^\]]*\]/, 'directory: /'));
    expect(unwatchedManifests(changed)).toEqual(['bench/lighthouse/package.json']);
    writeFileSync(changed, source.replace(/directories: \[[^\]]*\]/, "directories: ['/', '/bench/*']"));
    expect(unwatchedManifests(changed)).toEqual([]);
  });

  it('finds the manifests from the files themselves, in a copy without git, leaving out what .gitignore names', () => {
    const copy = mkdtempSync(join(tmpdir(), 'no-git-'));
    const file = (path: string, text = '{}') => {
      mkdirSync(join(copy, path, '..'), { recursive: true });
      writeFileSync(join(copy, path), text);
    };
    file('.gitignore', 'node_modules/\n/out/\n.next/\nbench/results/\n*.log\n');
    for (const path of ['package.json', 'tools/deep/package.json', 'node_modules/x/package.json', 'out/package.json', 'bench/results/package.json', '.next/package.json', 'tools/a.log']) file(path);
    const config = join(copy, 'dependabot.yml');
    writeFileSync(config, source.replace(/directories: \[[^\]]*\]/, 'directory: /'));
    expect(unwatchedManifests(config, copy)).toEqual(['tools/deep/package.json']);
    // A folder's `*` is one folder's name and `**` any depth; anything else stands for itself.
    writeFileSync(config, source.replace(/directories: \[[^\]]*\]/, "directories: ['/', '/*', '/tools.deep']"));
    expect(unwatchedManifests(config, copy)).toEqual(['tools/deep/package.json']);
    writeFileSync(config, source.replace(/directories: \[[^\]]*\]/, "directories: ['/**']"));
    expect(unwatchedManifests(config, copy)).toEqual([]);
  });
});

describe('the pull-request workflow', () => {
  it('is valid against GitHub’s workflow schema', () => {
    expect(workflowProblems(PULL_REQUEST_WORKFLOW)).toEqual([]);
  });

  it('runs the unit tests and the build on each pull request, as steps the deploy runs (and the suite rehearses)', () => {
    const workflow = readFileSync(PULL_REQUEST_WORKFLOW, 'utf8');
    expect(workflow).toMatch(/^on:\n {2}pull_request:/m);
    expect(workflow.indexOf('run: npm run test:unit')).toBeLessThan(workflow.indexOf('run: npm run build'));
    expect(stepsNotRehearsed()).toEqual([]);
    const changed = join(mkdtempSync(join(tmpdir(), 'pull-request-')), 'pull-request.yml');
    writeFileSync(changed, workflow.replace('run: npm run build', 'run: npm run build -- --debug'));
    expect(stepsNotRehearsed(changed)).toEqual([`${changed}: job check, step Build: not a step of .github/workflows/deploy.yml after the ones before it, so its rehearsal does not run it`]);
  });
});
