import { defineConfig } from '@playwright/test';
import { BASE, CHROMIUM_ARGS, CHROMIUM_PATH, EXPORT, HOME_URL, ORIGIN, PORT, ROOT_EXPORT, ROOT_ORIGIN, ROOT_PORT } from './e2e/support';
import { OWNER_RUN } from './scripts/test-exports.mjs';

/**
 * The real-browser suite, in the system Chromium: the site as built for /portfolio (out-e2e/) and for a domain's
 * root (out-root/), each served as GitHub Pages serves it. With E2E_CONTENT=owner, the same journeys run against
 * a second owner's site (out-owner/: the fixture content and pictures, another base path), reading what they
 * expect from that content. `node scripts/build-test-exports.mjs` builds all three.
 */
export default defineConfig({
  testDir: 'e2e',
  // The root build is the shipped content's; the owner checks compare the owner's export with it.
  testIgnore: OWNER_RUN ? ['root-deploy.spec.ts'] : ['owner.spec.ts'],
  // Failure artifacts go beside the screenshots, in the one folder git ignores.
  outputDir: `e2e/screenshots/${OWNER_RUN ? 'owner-' : ''}test-results`,
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
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
      command: 'node scripts/serve.mjs',
      env: { PORT: String(PORT), EXPORT_DIR: EXPORT, BASE_PATH: BASE },
      url: HOME_URL,
      reuseExistingServer: false,
    },
    ...(OWNER_RUN
      ? []
      : [
          {
            command: 'node scripts/serve.mjs',
            env: { PORT: String(ROOT_PORT), EXPORT_DIR: ROOT_EXPORT, BASE_PATH: '' },
            url: `${ROOT_ORIGIN}/`,
            reuseExistingServer: false,
          },
        ]),
  ],
});
