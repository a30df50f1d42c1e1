import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINES, OWNER_RUN } from '../scripts/test-exports.mjs';
import { requireEngines } from '../scripts/chromium.mjs';
import { BUILD_COMMAND, EMAILJS, OUT_DIR, ROOT_OUT_DIR, requireChromium } from './support';

/** Fails the run at once, saying what to do, when something the suite relies on is not there. */
export default function globalSetup(): void {
  requireChromium();
  if (!OWNER_RUN) requireEngines(ENGINES);
  const contactPage = join(OUT_DIR, 'Contact-me', 'index.html');
  const others = OWNER_RUN ? [] : [join(ROOT_OUT_DIR, 'index.html')];
  if (![contactPage, ...others].every((file) => existsSync(file))) {
    throw new Error(`The suite's exports are missing: build them first with\n  ${BUILD_COMMAND}`);
  }
  // The contact tests intercept a real send, which an export built without keys never makes.
  if (!readFileSync(contactPage, 'utf8').includes(EMAILJS.publicKey)) {
    throw new Error(`The export in ${OUT_DIR} was built without the suite's EmailJS keys: rebuild it with\n  ${BUILD_COMMAND}`);
  }
}
