import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { OWNER_FIXTURE, OWNER_RUN } from '../scripts/test/test-exports.mjs';

/**
 * The content the export under test was built from, which every browser test reads its expectations from: the
 * project's content/, or the second owner's fixture content when `E2E_CONTENT=owner`.
 */
const root = join(import.meta.dirname, '..');
const contentDir = OWNER_RUN ? join(root, OWNER_FIXTURE, 'content') : join(root, 'content');
// The content modules read their pictures' sizes; the fixture's pictures are its own.
if (OWNER_RUN) process.env.PUBLIC_DIR = join(root, OWNER_FIXTURE, 'public');

const load = <T>(module: string): Promise<T> => import(pathToFileURL(join(contentDir, `${module}.ts`)).href);

export const { site } = await load<typeof import('../content/site')>('site');
export const { experience } = await load<typeof import('../content/experience')>('experience');
export const { projects, showcase } = await load<typeof import('../content/projects')>('projects');
export const { about } = await load<typeof import('../content/about')>('about');
