// Builds the exports the browser suite runs against, beside (never over) the real out/:
// - out-e2e/: the site as deployed under /portfolio, with test EmailJS keys so a send reaches the intercepted API;
// - out-root/: the same site with an empty base path, as deployed at a domain's root;
// - out-owner/: a second owner's site (the fixture content and pictures) under another base path;
// - out-engines/: the site for the cross-browser journeys, sending to a local stand-in for EmailJS.
import { execSync } from 'node:child_process';
import { cpSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import {
  E2E_EXPORT, EMAILJS_ENV, EMAILJS_STAND_IN, ENGINES_EXPORT, OWNER_BASE_PATH, OWNER_COPY, OWNER_EXPORT, OWNER_FIXTURE, ROOT_EXPORT, SITE_URL,
} from './test-exports.mjs';

const build = (env, cwd = process.cwd()) =>
  execSync('npm run build', { cwd, stdio: 'inherit', env: { ...process.env, NEXT_PUBLIC_SITE_URL: SITE_URL, ...env } });

build({ EXPORT_DIR: E2E_EXPORT, ...EMAILJS_ENV });
build({ EXPORT_DIR: ROOT_EXPORT, BASE_PATH: '' });
build({ EXPORT_DIR: ENGINES_EXPORT, ...EMAILJS_ENV, NEXT_PUBLIC_EMAILJS_ORIGIN: EMAILJS_STAND_IN });

// The owner's fork: the working tree as it is, less what is built or installed. The copy sits inside the project
// so it finds the project's node_modules; without a lockfile of its own, Next takes the project as its root.
const skipped = new Set(['.git', 'node_modules', '.next', '.cache', OWNER_COPY, E2E_EXPORT, ROOT_EXPORT, OWNER_EXPORT, ENGINES_EXPORT, 'out', 'package-lock.json']);
rmSync(OWNER_COPY, { recursive: true, force: true });
for (const entry of readdirSync('.').filter((name) => !skipped.has(name))) {
  cpSync(entry, join(OWNER_COPY, entry), { recursive: true, filter: (source) => !source.endsWith(`${sep}screenshots`) });
}
for (const module of ['site', 'experience', 'projects', 'about']) {
  cpSync(join(OWNER_FIXTURE, 'content', `${module}.ts`), join(OWNER_COPY, 'content', `${module}.ts`));
}
rmSync(join(OWNER_COPY, 'public'), { recursive: true });
cpSync(join(OWNER_FIXTURE, 'public'), join(OWNER_COPY, 'public'), { recursive: true });
// The copy shares the project's picture cache (content/pictureFile.ts), so a second run encodes nothing again.
build({ BASE_PATH: OWNER_BASE_PATH, ...EMAILJS_ENV, PICTURE_CACHE: process.env.PICTURE_CACHE || resolve('.cache', 'pictures') }, OWNER_COPY);
rmSync(OWNER_EXPORT, { recursive: true, force: true });
renameSync(join(OWNER_COPY, 'out'), OWNER_EXPORT);
rmSync(OWNER_COPY, { recursive: true });
