// Serves the built export (out/) exactly as GitHub Pages would, at http://localhost:PORT/<basePath>/.
import { existsSync } from 'node:fs';
import { basePath } from '../next.config.mjs';
import { createPagesServer } from './pages-server.mjs';

const root = 'out';
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(`${root}/index.html`)) {
  console.error(`No export in ${root}/: run \`npm run build\` first (or \`npm start\`, which builds and serves).`);
  process.exit(1);
}

createPagesServer({ root, basePath }).listen(port, () => {
  console.log(`Serving ${root}/ as GitHub Pages would: http://localhost:${port}${basePath}/`);
});
