/** @jest-environment node */
import { site } from '@/content/site';
import { freePort, ProjectCopy } from '../support/projectCopy';

// A command runs to its end however long a busy machine takes: this bound only ends one that never would.
jest.setTimeout(300_000);

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
});
