import { defineConfig } from '@playwright/test';
import { BASE, CHROMIUM_ARGS, CHROMIUM_PATH, EXPORT, HOME_URL, ORIGIN, PORT } from './e2e/support';
import { ALSO_IN_CHROMIUM_SUITE, ANY_CONTENT, EMAILJS_STAND_IN, ENGINES, OWNER_BASE_PATH, OWNER_EXPORT, OWNER_PORT, OWNER_RUN, SAME_FOR_ANY_CONTENT, THIRD_PARTY_STAND_IN } from './scripts/test/test-exports.mjs';

/**
 * Whether the servers both runs use (the second owner's export, the third-party stand-in) are running already, started
 * once for both by `npm run test:browsers` (scripts/test/run-suite.mjs), which runs the two side by side.
 */
const SHARED_SERVERS = process.env.E2E_SHARED_SERVERS === '1';

/**
 * The real-browser suite, in the system Chromium: the site as built for /portfolio (out-e2e/), served as GitHub
 * Pages serves it. With E2E_CONTENT=owner, the checks that read content run again against a second owner's site
 * (out-owner/: the fixture content and pictures, deployed by the deploy workflow's steps as a user site, at the
 * domain's root), reading what they expect from that content. The core journeys in e2e/engines/ also run in Firefox
 * ESR and WebKitGTK (Safari's engine), against out-e2e/ too, whose sends a local stand-in for EmailJS answers.
 * `node scripts/test/run-suite.mjs exports` builds both.
 */
export default defineConfig<object, { engine: string }>({
  testDir: 'e2e',
  projects: [
    // The core journeys, once per engine; in Chromium, only those the full suite below does not already make. First:
    // their long journeys, and a browser launched per worker, leave a long tail when they come last.
    ...(OWNER_RUN ? [] : ENGINES).map((engine) => ({
      name: `${engine} journeys`,
      testMatch: 'engines/*.spec.ts',
      grepInvert: engine === 'chromium' ? new RegExp(ALSO_IN_CHROMIUM_SUITE) : undefined,
      use: { engine },
      // One worker an engine, in turn through its files, so each launches its browser once (Firefox takes 4 s; the
      // driver is the worker's) and two of one engine never share the machine.
      fullyParallel: false,
      workers: 1,
      // WebKitGTK 2.50 itself crashes now and then under OffscreenCanvas (the kernel log: "trap invalid opcode in
      // libwebkit2gtk", in its compositor or a worker thread), ending the session mid-journey ("invalid session
      // id"): one more try, in a fresh browser. Any other failure fails both tries.
      retries: engine === 'webkit' ? 1 : 0,
    })),
    // The full suite, in Chromium. The owner checks (owner.spec.ts) compare the owner's export with the shipped one.
    {
      name: 'chromium',
      testIgnore: ['engines/**', ...(OWNER_RUN ? SAME_FOR_ANY_CONTENT : ['owner.spec.ts'])],
      grepInvert: OWNER_RUN ? new RegExp(ANY_CONTENT) : undefined,
    },
  ],
  // Failure artifacts go beside the screenshots, in the one folder git ignores.
  outputDir: `e2e/screenshots/${OWNER_RUN ? 'owner-' : ''}test-results`,
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  // A ceiling against a hang, not a wait: on the 2-core machine both runs side by side took twice as long on 2026-12-07
  // as when their times were measured (docs/testing.md), and a test of 20 s took 30.
  timeout: 60_000,
  // Three workers on the two processors: the pages wait on loads, and the other engines' journeys on their timers (a
  // message's retries, the network's return), as much as on the processors; a third fills those waits. Measured on
  // the main run alone: 4.7 minutes with two, 4.0 with three, the processors 14 % idle before and 5 % after.
  workers: 3,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  use: {
    baseURL: ORIGIN,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node scripts/build/serve.mjs',
      env: { PORT: String(PORT), EXPORT_DIR: EXPORT, BASE_PATH: BASE },
      url: HOME_URL,
      // The owner run's site is the one the main run serves beside it.
      reuseExistingServer: OWNER_RUN && SHARED_SERVERS,
    },
    // The second owner's analytics and comments (both runs open her export).
    {
      command: 'node scripts/test/third-party-stand-in.mjs',
      env: { PORT: new URL(THIRD_PARTY_STAND_IN).port },
      url: `${THIRD_PARTY_STAND_IN}/__hits`,
      reuseExistingServer: SHARED_SERVERS,
    },
    ...(OWNER_RUN
      ? []
      : [
          // The second owner's export (raster pictures, a portrait stored sideways), for the pictures' journeys.
          {
            command: 'node scripts/build/serve.mjs',
            env: { PORT: String(OWNER_PORT), EXPORT_DIR: OWNER_EXPORT, BASE_PATH: OWNER_BASE_PATH },
            url: `http://localhost:${OWNER_PORT}${OWNER_BASE_PATH}/`,
            reuseExistingServer: SHARED_SERVERS,
          },
          {
            command: 'node scripts/test/emailjs-stand-in.mjs',
            env: { PORT: new URL(EMAILJS_STAND_IN).port },
            url: `${EMAILJS_STAND_IN}/__sends`,
            reuseExistingServer: false,
          },
        ]),
  ],
});
