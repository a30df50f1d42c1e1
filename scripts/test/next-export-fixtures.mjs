// Writes the test fixtures of the export's passes (__tests__/fixtures/next-export/): three pages exactly as this
// version of Next writes them, before any pass. Run it when Next is upgraded; the passes' tests say so.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const FIXTURES = '__tests__/fixtures/next-export';
/** Home (no first picture, the longest page), About (a first picture) and Contact (the form's extra scripts). */
export const FIXTURE_PAGES = ['index.html', 'About/index.html', 'Contact-me/index.html'];
export const nextVersion = () => JSON.parse(readFileSync('node_modules/next/package.json', 'utf8')).version;

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const build = '.next-export-fixtures';
  execFileSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, EXPORT_DIR: build, NEXT_PUBLIC_SITE_URL: 'https://fixture.example' } });
  rmSync(FIXTURES, { recursive: true, force: true });
  for (const page of FIXTURE_PAGES) {
    mkdirSync(dirname(join(FIXTURES, page)), { recursive: true });
    cpSync(join(build, page), join(FIXTURES, page));
  }
  writeFileSync(join(FIXTURES, 'NEXT_VERSION'), `${nextVersion()}\n`);
  rmSync(build, { recursive: true, force: true });
  console.log(`${FIXTURE_PAGES.join(', ')} written to ${FIXTURES}/ by Next ${nextVersion()}`);
}
