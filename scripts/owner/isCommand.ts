import { realpathSync } from 'node:fs';

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
