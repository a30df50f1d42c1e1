import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const STYLESHEET = 'app/globals.css';

/**
 * A design token's value as app/globals.css sets it in `:root` (`--accent: #5eead4;` gives `#5eead4`), for
 * pictures drawn at build time in the page's own colours. A missing token fails the build, naming it.
 */
export function designToken(name: string): string {
  const css = readFileSync(join(process.cwd(), STYLESHEET), 'utf8');
  const root = css.match(/:root\s*\{([^}]*)\}/)?.[1] ?? '';
  const value = root.match(new RegExp(`(?:^|[;\\s])--${name}\\s*:\\s*([^;]+);`))?.[1].trim();
  if (!value) throw new Error(`${STYLESHEET}: no --${name} in :root; it colours the icons`);
  return value;
}
