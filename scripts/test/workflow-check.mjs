import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';

/** The workflow that publishes the site: nothing here runs it on GitHub, so the tests check it before a push does. */
export const DEPLOY_WORKFLOW = '.github/workflows/deploy.yml';
/** The workflow that checks a pull request (Dependabot's among them) before it is merged. */
export const PULL_REQUEST_WORKFLOW = '.github/workflows/pull-request.yml';

/**
 * The leaf errors of one validation result. A `oneOf` of the schema (a job runs steps or calls a workflow; a step
 * runs a command or uses an action) reports every branch; the branch with the fewest errors is what the author
 * meant, and a tie is reported as the alternatives it is.
 */
function leaves(errors) {
  return errors.flatMap((error) => {
    if (!error.states?.length) {
      const where = error.path ?? (error.location ? `line ${error.location.line}, column ${error.location.column}` : '');
      return [`${where ? `${where}: ` : ''}${error.detail ?? error.title}`];
    }
    const branches = error.states.map((state) => leaves(state.errors));
    const fewest = Math.min(...branches.map((branch) => branch.length));
    const closest = branches.filter((branch) => branch.length === fewest);
    return closest.length === 1 ? closest[0] : [`${error.path}: one of: ${closest.map((branch) => branch.join('; ')).join(' | ')}`];
  });
}

/**
 * What is wrong with the GitHub Actions workflow at `file`, against GitHub's workflow schema (offline, with
 * action-validator's WebAssembly build): one line an error, each naming the file and the path in it.
 */
export function workflowProblems(file = DEPLOY_WORKFLOW, source = readFileSync(file, 'utf8')) {
  const name = relative(process.cwd(), file) || file;
  return [...new Set(leaves(validateWorkflow(source).errors))].map((line) => `${name}: ${line}`);
}

/** Whether the deploy's step does what `step` does: the same action with the same inputs, or the same command with
 * at least the environment it is given (the deploy adds its Pages address to the build's). */
const doesAsDeploy = (step, deployStep) =>
  step.uses
    ? step.uses === deployStep.uses && JSON.stringify(step.with ?? {}) === JSON.stringify(deployStep.with ?? {})
    : step.run === deployStep.run && Object.entries(step.env ?? {}).every(([key, value]) => deployStep.env?.[key] === value);

/**
 * The steps of the pull-request workflow that the deploy's build job does not run as it does (the same action with
 * the same inputs, or the same command with its environment): each a line naming it. The deploy rehearsal
 * (scripts/test/deploy-rehearsal.mjs) runs the deploy's steps in the owner's fork on every `npm test`, so with none
 * left over, it has run every step a pull request's check runs, in its order.
 */
export function stepsNotRehearsed(pullRequest = PULL_REQUEST_WORKFLOW, deploy = DEPLOY_WORKFLOW) {
  const deploySteps = Object.values(parse(readFileSync(deploy, 'utf8')).jobs).flatMap((job) => job.steps ?? []);
  const problems = [];
  for (const [jobName, job] of Object.entries(parse(readFileSync(pullRequest, 'utf8')).jobs)) {
    let at = -1;
    for (const step of job.steps ?? []) {
      const found = deploySteps.findIndex((deployStep, index) => index > at && doesAsDeploy(step, deployStep));
      if (found === -1) problems.push(`${pullRequest}: job ${jobName}, step ${step.name ?? step.uses ?? step.run}: not a step of ${deploy} after the ones before it, so its rehearsal does not run it`);
      else at = found;
    }
  }
  return problems;
}
