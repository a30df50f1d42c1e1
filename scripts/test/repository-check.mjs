import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';

/** No tracked file may be larger than this: every clone carries it for ever. */
export const MAX_FILE_BYTES = 512 * 1024;

/**
 * The owner's own files (their pictures, a PDF resume of their own design), which may be as large as they really
 * are (a 3 MB retina screenshot): the build weighs each picture it reads against lib/files/pictureFile.ts's limits.
 */
export const OWNER_ASSETS = 'public/assets/';

/** Where binary files belong: the site's own pictures and PDFs, the shipped fonts, and the tests' fixtures. */
export const BINARY_FOLDERS = ['public/', 'lib/fonts/', '__tests__/fixtures/'];

/**
 * What should not be in the repository at `dir`: each tracked file over MAX_FILE_BYTES (outside OWNER_ASSETS), and each binary file (as
 * git itself decides: `git ls-files --eol` says `-text`) outside BINARY_FOLDERS, one line a file.
 */
export function repositoryProblems(dir = process.cwd()) {
  // -z: names as they are, whatever their characters. Each entry: "i/<eol> w/<eol> attr/<attr>\t<path>".
  const listing = execFileSync('git', ['ls-files', '-z', '--eol'], { cwd: dir, encoding: 'utf8' });
  return listing
    .split('\0')
    .filter(Boolean)
    .flatMap((entry) => {
      const [info, path] = entry.split('\t');
      const problems = [];
      let size = 0;
      try {
        size = statSync(join(dir, path)).size;
      } catch {
        // Deleted in the work tree but still tracked: nothing to weigh.
      }
      if (size > MAX_FILE_BYTES && !path.startsWith(OWNER_ASSETS)) problems.push(`${path}: ${Math.round(size / 1024)} KB, over the ${MAX_FILE_BYTES / 1024} KB a tracked file may have`);
      if (info.startsWith('i/-text') && !BINARY_FOLDERS.some((folder) => path.startsWith(folder))) {
        problems.push(`${path}: a binary file outside ${BINARY_FOLDERS.join(', ')}`);
      }
      return problems;
    });
}
