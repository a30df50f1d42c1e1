import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';

/**
 * Whether the module whose `__filename` is `file` is the script Node was asked to run (`npm run import-resume` runs it
 * through jiti), rather than one a test or another module imports. Compared by the file itself, so the check follows
 * the script wherever it moves.
 */
export function isCommand(file: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(file);
  } catch {
    return false;
  }
}

/**
 * An import command's arguments, `<source> [--lang <code>] [--force]`: the source, the language it is written in
 * (the first language's unless given) and whether to write over the owner's edits. Anything else, or no source, prints
 * `usage` and exits 2.
 */
export function importArgs(usage: string): { source: string; language?: string; force: boolean } {
  try {
    const { values, positionals } = parseArgs({ allowPositionals: true, options: { lang: { type: 'string' }, force: { type: 'boolean', default: false } } });
    if (positionals.length === 1) return { source: positionals[0], language: values.lang, force: values.force };
  } catch {
    // An unknown option, or --lang without its code.
  }
  console.error(`Usage: ${usage}`);
  process.exit(2);
}

/** Puts the files an import wrote in the project's style, as `npm run format` would, so `npm run lint` passes after it. */
export function formatWritten(files: string[]): void {
  const biome = createRequire(__filename).resolve('@biomejs/biome/bin/biome');
  if (files.length) execFileSync(process.execPath, [biome, 'format', '--write', ...files], { stdio: 'ignore' });
}
