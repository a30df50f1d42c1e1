import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { validateWorkflow } from '@action-validator/core';

/** The workflow that publishes the site: nothing here runs it on GitHub, so the tests check it before a push does. */
export const DEPLOY_WORKFLOW = '.github/workflows/deploy.yml';

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
