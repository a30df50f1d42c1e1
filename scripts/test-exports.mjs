// What the browser suite's exports are and how they are built: shared by their build script and the suite.

/** The export served under /portfolio, built with the test EmailJS keys below. */
export const E2E_EXPORT = 'out-e2e';
/** The export built with an empty base path, served at the root. */
export const ROOT_EXPORT = 'out-root';

/**
 * A second owner's site: a copy of the project with the fixture content and pictures in place of content/ and
 * public/ (as an owner's fork would have), built in OWNER_COPY under another base path and written to OWNER_EXPORT.
 * `E2E_CONTENT=owner playwright test` runs the suite against it.
 */
export const OWNER_FIXTURE = '__tests__/fixtures/owner';
export const OWNER_COPY = '.owner-site';
export const OWNER_EXPORT = 'out-owner';
export const OWNER_BASE_PATH = '/my-site';
/** Where the suite serves it: the owner run's site, and beside the main run for the pictures' journeys. */
export const OWNER_PORT = 4175;
export const OWNER_RUN = process.env.E2E_CONTENT === 'owner';

/**
 * The export the cross-browser journeys run against (e2e/engines/), in Chromium, Firefox and WebKit: built to send
 * to a local stand-in for the EmailJS API, which every engine's browser can reach (scripts/emailjs-stand-in.mjs).
 */
export const ENGINES_EXPORT = 'out-engines';
export const ENGINES_PORT = 4176;
export const EMAILJS_STAND_IN = 'http://localhost:4177';
/** The engines the core journeys run in; `E2E_ENGINES=firefox` (or a comma-separated list) runs only those. */
export const ENGINES = (process.env.E2E_ENGINES ?? 'chromium,firefox,webkit').split(',').filter(Boolean);

/** The origin both are built for (NEXT_PUBLIC_SITE_URL), so the suite can check every absolute URL. */
export const SITE_URL = 'https://e2e.example';

/** Keys that are not anyone's: the suite intercepts the send and checks that they are the ones in it. */
export const EMAILJS_ENV = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: 'e2e-public-key',
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: 'e2e-service',
  NEXT_PUBLIC_EMAILJS_TEMPLATE_ID: 'e2e-template',
};
