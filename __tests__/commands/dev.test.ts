/** @jest-environment node */
import { site } from '@/content/site';
import { freePort, ProjectCopy } from '../support/projectCopy';

// `npm run dev`, the preview an owner keeps open while editing content/: it answers with the pages, under the base path.

let copy: ProjectCopy;
beforeAll(() => {
  copy = new ProjectCopy();
});
afterAll(() => copy.remove());

it('npm run dev serves the site with hot reload at /portfolio on PORT', async () => {
  const port = await freePort();
  const { response, output } = await copy.serve(`PORT=${port} npm run dev`, `http://localhost:${port}/portfolio/About/`);
  expect(response.status).toBe(200);
  const about = await response.text();
  expect(about).toContain(site.name);
  expect(about).toContain('href="/portfolio/Contact-me/"');
  expect(output()).toContain(`http://localhost:${port}`);
}, 240_000);
