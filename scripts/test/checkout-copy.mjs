// A copy of the project as the owner's push would carry it: what git tracks (as the work tree has it now) and the
// new files git would be told of (untracked, not ignored), less any static export built into a folder of its own
// (`EXPORT_DIR=before npm run build`), which is output, not source, wherever it was written.
import { execFileSync, execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import ignore from 'ignore';

/** Paths git lists in `dir` (`-z`: names as they are, whatever their characters). */
const gitFiles = (dir, ...args) =>
  execFileSync('git', ['ls-files', '-z', ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 64 << 20 })
    .split('\0')
    .filter(Boolean);

/** Whether `dir` holds a static export: Next's `_next/` beside an `index.html`. */
const isExport = (dir) => existsSync(join(dir, '_next')) && existsSync(join(dir, 'index.html'));

/** Whether any folder above `path` (relative to `root`) is an export, remembered per folder. */
function insideExport(root, path, seen) {
  for (let dir = dirname(path); dir !== '.'; dir = dirname(dir)) {
    if (!seen.has(dir)) seen.set(dir, isExport(join(root, dir)));
    if (seen.get(dir)) return true;
  }
  return false;
}

/** Whether `dir` is in a git work tree (no, where git is missing): a copy without one (a downloaded ZIP) is read from its files. */
function inWorkTree(dir) {
  try {
    return execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() === 'true';
  } catch {
    return false;
  }
}

/**
 * Without git: every file under `dir` but what its .gitignore names (read by the `ignore` package, with git's own
 * rules), `.git/` and installed packages, as git would list them untracked.
 */
function filesNotIgnored(dir) {
  const rules = ignore().add(['.git/', 'node_modules/']);
  if (existsSync(join(dir, '.gitignore'))) rules.add(readFileSync(join(dir, '.gitignore'), 'utf8'));
  const walk = (folder) =>
    readdirSync(join(dir, folder), { withFileTypes: true }).flatMap((entry) => {
      const path = folder ? `${folder}/${entry.name}` : entry.name;
      if (rules.ignores(entry.isDirectory() ? `${path}/` : path)) return [];
      return entry.isDirectory() ? walk(path) : [path];
    });
  return walk('');
}

/**
 * The files of the checkout at `from` that a push would carry (see above), relative to it. A tracked file deleted in
 * the work tree is left out, as its deletion would be pushed. In a copy without git, every file not ignored.
 */
export function checkoutFiles(from = '.') {
  const seen = new Map();
  const git = inWorkTree(from);
  const tracked = git ? gitFiles(from, '--cached') : [];
  const untracked = git ? gitFiles(from, '--others', '--exclude-standard') : filesNotIgnored(from);
  return [...tracked, ...untracked.filter((path) => !insideExport(from, path, seen))].filter((path) => existsSync(join(from, path)));
}

/** Copies checkoutFiles(from) into `to` (made if missing); returns the paths copied. */
export function copyCheckout(to, from = '.') {
  const files = checkoutFiles(from);
  for (const path of files) {
    mkdirSync(dirname(join(to, path)), { recursive: true });
    cpSync(join(from, path), join(to, path));
  }
  return files;
}

/**
 * A copy of the project to measure, for the benches: a new folder (named from `name`) that `fill` fills (by default
 * with this checkout, as a push carries it), this checkout's node_modules linked in, built into its out/. Returns it.
 */
export function builtCopy(name, fill = (dir) => copyCheckout(dir)) {
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  fill(dir);
  execFileSync('cp', ['-al', resolve('node_modules'), join(dir, 'node_modules')]);
  execSync('npm run build', { cwd: dir, stdio: 'inherit', env: { ...process.env, EXPORT_DIR: '' } });
  return dir;
}
