// The framework floor for `npm run bench`: an empty Next.js app built with this project's own settings. The project's
// config reads its content (content/site.ts checks its files under public/ from where it runs), so it runs from the
// project's root; the app and its export stay here.
import { fileURLToPath } from 'node:url';
import projectConfig from '../../next.config.mjs';

export default async () => {
  const here = process.cwd();
  process.chdir(fileURLToPath(new URL('../../', import.meta.url)));
  try {
    return await projectConfig();
  } finally {
    process.chdir(here);
  }
};
