import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, E2E_EXPORT, HOME_URL, ORIGIN, PORT, ROOT_EXPORT, ROOT_ORIGIN, ROOT_PORT } from './e2e/support';

/**
 * The real-browser suite, in the system Chromium: the site as built for /portfolio (out-e2e/) and for a domain's
 * root (out-root/), each served as GitHub Pages serves it. `node scripts/build-test-exports.mjs` builds both.
 */
export default defineConfig({
  testDir: 'e2e',
  // Failure artifacts go beside the screenshots, in the one folder git ignores.
  outputDir: 'e2e/screenshots/test-results',
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
      env: { PORT: String(PORT), EXPORT_DIR: E2E_EXPORT },
      url: HOME_URL,
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(ROOT_PORT), EXPORT_DIR: ROOT_EXPORT, BASE_PATH: '' },
      url: `${ROOT_ORIGIN}/`,
      reuseExistingServer: false,
    },
  ],
});
