// The project's TypeScript modules (content/, lib/), read from the build's plain Node scripts and next.config.mjs.
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
let loader;

/** The module at `path` (from the project's root), with `@/` resolved as tsconfig.json's paths have it. */
export async function importProjectModule(path) {
  const { createJiti } = await import('jiti');
  loader ??= createJiti(import.meta.url, { alias: { '@/': root } });
  return loader.import(`${root}${path}`);
}
