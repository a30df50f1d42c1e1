// What the browser suite's exports are and how they are built: shared by their build script and the suite.

/**
 * The export served under /portfolio, built with the test EmailJS keys below and sending to a local stand-in for
 * the EmailJS API (EMAILJS_STAND_IN), which every engine's browser can reach: the Chromium suite intercepts the
 * send, the cross-browser journeys (e2e/engines/) let the stand-in answer it. One build for both.
 */
export const E2E_EXPORT = 'out-e2e';

/**
 * A second owner's site: a fork of the project with the fixture content and pictures in place of content/ and
 * public/, deployed by the deploy workflow's steps and written to OWNER_EXPORT. It is a user site (a repository
 * named user.github.io), which GitHub Pages serves at the domain's root: the suite's deploy at an empty base path.
 * `E2E_CONTENT=owner playwright test` runs the suite's checks that read content against it.
 */
export const OWNER_FIXTURE = '__tests__/fixtures/owner';
export const OWNER_EXPORT = 'out-owner';
export const OWNER_BASE_PATH = '';
/** Where the suite serves it: the owner run's site, and beside the main run for the pictures' journeys. */
export const OWNER_PORT = 4175;
export const OWNER_RUN = process.env.E2E_CONTENT === 'owner';

/**
 * What the owner run leaves out: checks whose expectations do not come from content, which the main run has made
 * of the same code. Whole files, and single tests tagged ANY_CONTENT. (A check that reads content anywhere, a name
 * in a payload or a page's heading, stays in.)
 */
export const SAME_FOR_ANY_CONTENT = ['background.spec.ts', 'before-runtime.spec.ts', 'loading.spec.ts'];
export const ANY_CONTENT = '@any-content';

/** A cross-engine journey whose check the full Chromium suite already makes: run in Firefox and WebKit only. */
export const ALSO_IN_CHROMIUM_SUITE = '@also-in-chromium-suite';

/** Where the suite's stand-in for the EmailJS API listens (scripts/test/emailjs-stand-in.mjs). */
export const EMAILJS_STAND_IN = 'http://localhost:4177';
/**
 * Where the suite's stand-in for the third parties an owner may choose listens (scripts/test/third-party-stand-in.mjs):
 * the second owner's analytics and comments are served from it (its content/site.ts names this origin).
 */
export const THIRD_PARTY_STAND_IN = 'http://localhost:4178';
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
