import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** Every module specifier a source imports (static, dynamic, re-exports, types). */
export function importsOf(source: string): string[] {
  const pattern = /\b(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2]);
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The project file a specifier written in `file` names, if it is one of the project's own (relative, or `@/`). */
function resolved(root: string, file: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/') ? join(root, specifier.slice(2)) : specifier.startsWith('.') ? join(dirname(file), specifier) : undefined;
  if (base === undefined) return undefined;
  return EXTENSIONS.map((extension) => base + extension).find((path) => existsSync(path) && statSync(path).isFile());
}

/**
 * The text of `entry` and of every project module it imports, directly or not, as `path\0text` joined in path order:
 * what a cache keyed by it must be keyed by, found from the imports rather than listed by hand. The owner's content
 * (`content/`) is left out: what it says is keyed by what is shown, and an edit to one post must not redraw them all.
 */
export function importedSources(entry: string, root = process.cwd()): string {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file) || relative(root, file).startsWith('content')) return;
    const source = readFileSync(file, 'utf8');
    seen.set(file, source);
    for (const specifier of importsOf(source)) {
      const next = resolved(root, file, specifier);
      if (next) visit(next);
    }
  };
  visit(join(root, entry));
  return [...seen]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, source]) => `${relative(root, file)}\0${source}`)
    .join('\0');
}
