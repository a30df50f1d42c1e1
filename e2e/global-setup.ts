import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINES, OWNER_EXPORT, OWNER_RUN } from '../scripts/test/test-exports.mjs';
import { requireEngines } from '../scripts/test/chromium.mjs';
import { pollUntil } from './waits';
import { deferredScripts } from '../scripts/build/passes/defer-scripts.mjs';
import { BUILD_COMMAND, CHROMIUM_PATH, EMAILJS, inExport, OUT_DIR, requireChromium } from './support';

/**
 * On a fresh machine .ci/run installs the browsers beside npm ci and the unit tests, and names in
 * CI_PACKAGES_PENDING the folder where it writes the install's exit status (and its log): waited for here, where
 * the browsers are first needed.
 */
async function packagesInstalled(pending: string) {
  const status = join(pending, 'status');
  await pollUntil(() => existsSync(status), {
    within: 10 * 60_000,
    every: 500,
    failure: () => new Error(`Installing the browsers is taking over 10 minutes: see ${join(pending, 'log')}`),
  });
  if (readFileSync(status, 'utf8').trim() !== '0') {
    throw new Error(`Installing the browsers failed:\n${readFileSync(join(pending, 'log'), 'utf8')}`);
  }
}

/** Fails the run at once, saying what to do, when something the suite relies on is not there. */
export default async function globalSetup(): Promise<void> {
  if (process.env.CI_PACKAGES_PENDING) await packagesInstalled(process.env.CI_PACKAGES_PENDING);
  requireChromium(CHROMIUM_PATH);
  if (!OWNER_RUN) requireEngines(ENGINES);
  const contactPage = join(OUT_DIR, 'Contact-me', 'index.html');
  // The main run's journeys open the owner's export too.
  const others = OWNER_RUN ? [] : [join(OUT_DIR, '..', OWNER_EXPORT, 'index.html')];
  if (![contactPage, ...others].every((file) => existsSync(file))) {
    throw new Error(`The suite's exports are missing: build them first with\n  ${BUILD_COMMAND}`);
  }
  // The contact tests intercept a real send, which an export built without keys never makes. The keys are the form's
  // props, in the page's RSC payload.
  const contactPayload = join(OUT_DIR, inExport(deferredScripts(readFileSync(contactPage, 'utf8')).payload));
  if (!readFileSync(contactPayload, 'utf8').includes(EMAILJS.publicKey)) {
    throw new Error(`The export in ${OUT_DIR} was built without the suite's EmailJS keys: rebuild it with\n  ${BUILD_COMMAND}`);
  }
}
