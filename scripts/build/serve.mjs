// Serves the built export exactly as GitHub Pages would, at http://localhost:PORT/<basePath>/.
// EXPORT_DIR and BASE_PATH mean what they mean to next.config.mjs: which export, under which base path.
import { existsSync } from 'node:fs';
import { basePath } from '../../next.config.mjs';
import { createPagesServer } from './pages-server.mjs';

const root = process.env.EXPORT_DIR || 'out';
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(`${root}/index.html`)) {
  console.error(`No export in ${root}/: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}

createPagesServer({ root, basePath }).listen(port, () => {
  console.log(`Serving ${root}/ as GitHub Pages would: http://localhost:${port}${basePath}/`);
});
