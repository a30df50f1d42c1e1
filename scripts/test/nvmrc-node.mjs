// Imported first by the scripts that build and rehearse (run-suite.mjs): the tests run on the Node LTS that
// .nvmrc names, as the deploy does (the rehearsal holds the workflow to the Node it runs on). On another, this stops
// the command at once, saying how to get that one, rather than failing after a minute of building.
import { readFileSync } from 'node:fs';

const lts = readFileSync('.nvmrc', 'utf8').trim();
if (process.versions.node.split('.')[0] !== lts.split('.')[0]) {
  const command = ['npm', 'run', process.env.npm_lifecycle_event ?? 'test'].join(' ').replace(/^npm run test$/, 'npm test');
  console.error(
    `The tests run on Node ${lts}, the LTS in .nvmrc that the deploy uses; this is Node ${process.version}.\n` + `Run them on Node ${lts}: \`nvm use && ${command}\`, or with only npm at hand: \`npx -y -p node@${lts} -- ${command}\``,
  );
  process.exit(1);
}
