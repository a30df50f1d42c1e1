/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { DEPLOY_WORKFLOW, workflowProblems } from '../../../scripts/test/workflow-check.mjs';

// The deploy workflow runs only on GitHub, on the owner's push: a slip in it must fail here first. Its steps are
// also run, in order, by the browser suite's build (scripts/test/deploy-rehearsal.mjs).
const source = readFileSync(DEPLOY_WORKFLOW, 'utf8');
const edited = (from: string, to: string) => {
  expect(source).toContain(from);
  return workflowProblems(DEPLOY_WORKFLOW, source.replace(from, to));
};

describe('the deploy workflow', () => {
  it("is valid against GitHub's workflow schema", () => {
    expect(workflowProblems()).toEqual([]);
  });

  it('names the file, the place and the key when a key is misspelt', () => {
    expect(edited('runs-on:', 'runs_on:')).toEqual([`${DEPLOY_WORKFLOW}: /jobs/build: Additional property 'runs_on' is not allowed`, `${DEPLOY_WORKFLOW}: /jobs/build/runs-on: This property is required`]);
    expect(edited('run: npm ci', 'rnu: npm ci')).toContainEqual(expect.stringMatching(new RegExp(`^${DEPLOY_WORKFLOW}: /jobs/build/steps/\\d+: Additional property 'rnu' is not allowed$`)));
    expect(edited('uses: actions/checkout@v6', 'use: actions/checkout@v6')).toContainEqual(expect.stringContaining("Additional property 'use' is not allowed"));
  });

  it('names a value of the wrong kind, and YAML that does not parse', () => {
    expect(edited('cancel-in-progress: false', 'cancel-in-progress: [false]')).not.toEqual([]);
    const broken = workflowProblems(DEPLOY_WORKFLOW, source.replace('jobs:\n', 'jobs:\n  build: [\n'));
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(new RegExp(`^${DEPLOY_WORKFLOW}: `));
  });
});
