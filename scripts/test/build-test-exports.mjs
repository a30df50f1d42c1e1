// Builds the exports the browser suite runs against, beside (never over) the real out/:
// - out-e2e/: the site as deployed under /portfolio, with test EmailJS keys, sending to a local stand-in for the
//   EmailJS API (which the Chromium suite intercepts, and which answers the cross-browser journeys);
// - out-owner/: a second owner's site, deployed as their fork's push deploys it: the fixture content and pictures in
//   a copy of the project, where the deploy workflow's steps run in order (scripts/test/deploy-rehearsal.mjs), from
//   `npm ci --ignore-scripts` to the uploaded site, with the base path and origin GitHub Pages gives it (a user
//   site's: the domain's root).
// The fork's install, the long pole, starts first; `npm test` runs its unit tests beside it (`--first`).
// First, before the modules below load (the workflow check's WebAssembly among them): the Node the tests need.
import './nvmrc-node.mjs';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copyCheckout } from './checkout-copy.mjs';
import { rehearseDeploy, runStep } from './deploy-rehearsal.mjs';
import {
  E2E_EXPORT, EMAILJS_ENV, EMAILJS_STAND_IN, OWNER_BASE_PATH, OWNER_EXPORT, OWNER_FIXTURE, SITE_URL,
} from './test-exports.mjs';

const started = Date.now();
const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`;
const build = async (env) => {
  const status = await runStep('npm run build', '.', { ...process.env, NEXT_PUBLIC_SITE_URL: SITE_URL, ...env }, 'inherit');
  if (status !== 0) throw new Error(`npm run build for ${env.EXPORT_DIR}/ exited with ${status}`);
};

// `--first '<command>'` (`npm test` gives its unit tests): run before the suite's build, while the owner's fork
// installs; a failure stops the builds and fails the script.
const first = process.argv.includes('--first') ? process.argv[process.argv.indexOf('--first') + 1] : undefined;

// While the owner's deploy runs beside them: its install waits on the disk and the network, which leaves the
// processors to these.
const builds = (async () => {
  if (first) {
    const status = await runStep(first, '.', process.env, 'inherit');
    if (status !== 0) throw new Error(`${first} exited with ${status}`);
  }
  await build({ EXPORT_DIR: E2E_EXPORT, ...EMAILJS_ENV, NEXT_PUBLIC_EMAILJS_ORIGIN: EMAILJS_STAND_IN });
  console.log(`The suite's export built in ${seconds()}`);
})();

// The owner's fork, as their push gives it.
const fork = mkdtempSync(join(tmpdir(), 'owner-fork-'));
const ownerSite = (async () => {
  copyCheckout(fork);
  // The owner's modules, translations (content/<code>/) and posts over the project's (its schema stays).
  rmSync(join(fork, 'content', 'posts'), { recursive: true, force: true });
  cpSync(join(OWNER_FIXTURE, 'content'), join(fork, 'content'), { recursive: true });
  rmSync(join(fork, 'public'), { recursive: true });
  cpSync(join(OWNER_FIXTURE, 'public'), join(fork, 'public'), { recursive: true });
  const [site] = await rehearseDeploy({
    dir: fork,
    // On a fresh clone, .ci/run has just made this tree's node_modules with the deploy's own install command: the
    // fork's Install step links it in (the same files, from the same lockfile) rather than spending a minute and a
    // half making them again beside the builds. Anywhere else the fork installs for itself.
    installed: process.env.CI_INSTALLED_WITH ? { command: process.env.CI_INSTALLED_WITH, modules: resolve('node_modules') } : undefined,
    // What actions/configure-pages gives a project site: its base path and the Pages origin.
    pages: { base_path: OWNER_BASE_PATH, origin: SITE_URL },
    // The owner has set the EmailJS repository variables (to the suite's throwaway keys): the suite's check that
    // they reach the contact page also checks that the workflow hands them to the build.
    vars: {
      EMAILJS_PUBLIC_KEY: EMAILJS_ENV.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
      EMAILJS_SERVICE_ID: EMAILJS_ENV.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
      EMAILJS_TEMPLATE_ID: EMAILJS_ENV.NEXT_PUBLIC_EMAILJS_TEMPLATE_ID,
    },
  });
  rmSync(OWNER_EXPORT, { recursive: true, force: true });
  cpSync(site, OWNER_EXPORT, { recursive: true });
  console.log(`The owner's fork deployed in ${seconds()}`);
})();
try {
  await Promise.all([builds, ownerSite]);
} finally {
  // Both finish (or fail) before the fork goes: a build still running would leave its export half written.
  await Promise.allSettled([builds, ownerSite]);
  rmSync(fork, { recursive: true, force: true });
}
