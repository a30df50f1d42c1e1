// Builds the two exports the browser suite runs against, beside (never over) the real out/:
// - out-e2e/: the site as deployed under /portfolio, with test EmailJS keys so a send reaches the intercepted API;
// - out-root/: the same site with an empty base path, as deployed at a domain's root.
import { execSync } from 'node:child_process';
import { E2E_EXPORT, EMAILJS_ENV, ROOT_EXPORT, SITE_URL } from './test-exports.mjs';

const build = (env) =>
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NEXT_PUBLIC_SITE_URL: SITE_URL, ...env } });

build({ EXPORT_DIR: E2E_EXPORT, ...EMAILJS_ENV });
build({ EXPORT_DIR: ROOT_EXPORT, BASE_PATH: '' });
