// The export the post-build scripts (defer-scripts, preload-first-picture, csp) rewrite in place.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The export folder: EXPORT_DIR, as next.config.mjs reads it, else out/. */
export const exportRoot = process.env.EXPORT_DIR || 'out';

/** Every file of the export, as paths under its folder. */
export const exportFiles = () => readdirSync(exportRoot, { recursive: true }).map((file) => join(exportRoot, file));

/** The export's HTML pages. */
export const exportPages = () => exportFiles().filter((file) => file.endsWith('.html'));
