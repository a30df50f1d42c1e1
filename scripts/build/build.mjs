// npm run build: `next build`, then the export's finishing passes (finish-export.mjs), each its own process as before.
// What the last build left, Next's build folder (all but what Next itself keeps: its cache) and the export, is first
// moved aside and deleted while Next builds, on the core Next's one page worker leaves free. Next would delete them
// itself, before it compiles and again before it writes the export: 20 s of a second build of a 2,000-post blog in
// three languages, 90,000 files (docs/performance.md, "Where a second build's time went").
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importProjectModule } from './project-modules.mjs';

/** What Next keeps in its build folder from one build to the next (its own list, in `next build`'s clean step). */
const NEXT_KEEPS = ['cache', 'dev', 'diagnostics', 'lock', 'trace'];
/** Where the last build's leftovers wait to be deleted: one folder, so a build stopped halfway leaves them to the next. */
const ASIDE = join('.cache', 'last-build');

/**
 * Moves the last build's files under ASIDE: a rename, no copy. An export on another disk (EXPORT_DIR) stays where it
 * is, for Next to delete.
 */
function setAsideLastBuild(exportDir) {
  const stamp = join(ASIDE, String(Date.now()));
  mkdirSync(stamp, { recursive: true });
  const moved = (from, to) => {
    try {
      renameSync(from, to);
    } catch (error) {
      if (error.code !== 'EXDEV') throw error;
    }
  };
  if (existsSync(exportDir)) moved(exportDir, join(stamp, 'export'));
  if (existsSync('.next')) {
    for (const entry of readdirSync('.next').filter((name) => !NEXT_KEEPS.includes(name))) moved(join('.next', entry), join(stamp, entry));
  }
}

/** Runs a Node script with `args` to its end, its output the terminal's; its exit status and seconds. */
function run(script, args = []) {
  const started = Date.now();
  return new Promise((done, fail) => {
    spawn(process.execPath, [script, ...args], { stdio: 'inherit' })
      .on('error', fail)
      .on('exit', (status, signal) => done({ status: status ?? (signal ? 1 : 0), seconds: (Date.now() - started) / 1000 }));
  });
}

/**
 * What the build keeps between runs (.cache/), less what it did not use: a kept file is marked each time a build uses
 * it (lib/files/buildCache.ts), so one this build did not mark is left from an edited post, a changed picture or an
 * earlier package version, and would be carried from deploy to deploy for ever. Two seconds' grace for a file system
 * that keeps times to the second. A cache moved elsewhere by its variable (PICTURE_CACHE…) is left alone: another
 * project may share it.
 */
async function pruneUnused(since) {
  const { pruneKept } = await importProjectModule('lib/files/buildCache.ts');
  const { files, bytes } = pruneKept('.cache', since - 2000);
  return files ? `; deleted ${files} kept ${files === 1 ? 'file' : 'files'} no build uses any longer (${(bytes / 1024 / 1024).toFixed(1)} MB)` : '';
}

// EXPORT_DIR, as next.config.mjs and finish-export.mjs read it.
const exportDir = process.env.EXPORT_DIR || 'out';
const started = Date.now();
setAsideLastBuild(exportDir);
const deleted = rm(ASIDE, { recursive: true, force: true });
const next = await run(createRequire(import.meta.url).resolve('next/dist/bin/next'), ['build']);
const finish = next.status === 0 ? await run(fileURLToPath(new URL('finish-export.mjs', import.meta.url))) : undefined;
await deleted;
if (finish?.status === 0) {
  const pruned = await pruneUnused(started);
  console.log(`Built in ${Math.round(next.seconds + finish.seconds)} s: Next ${Math.round(next.seconds)} s, the export's passes and search index ${Math.round(finish.seconds)} s${pruned}.`);
}
process.exit(finish?.status ?? next.status);
