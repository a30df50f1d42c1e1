import { projects, WORDS } from './content';
import { BASE, expect, expectLoaded, expectOn, PROJECT_PAGES, site, SITE_URL, sitePage, test } from './support';
import { required } from '../lib/required';

for (const target of PROJECT_PAGES) {
  const { project } = target;
  test(`${target.name}: the project’s picture, story, technologies and code, with its own title and preview`, async ({ page }) => {
    await page.goto(target.path);
    await expectOn(page, target);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(project.description, { exact: true })).toBeVisible();
    await expectLoaded(page.getByRole('img', { name: project.image.alt }));
    for (const { id } of project.stack) await expect(page.getByRole('listitem').filter({ hasText: id }).first()).toBeVisible();
    for (const paragraph of project.details ?? []) await expect(page.getByText(paragraph)).toBeVisible();
    for (const highlight of project.highlights ?? []) await expect(page.getByRole('listitem').filter({ hasText: highlight })).toBeVisible();
    const source = page.getByRole('link', { name: `${WORDS.projectPage.source} of ${project.title} (opens in a new tab)` });
    await expect(source).toHaveAttribute('href', project.link);
    await expect(source).toHaveAttribute('target', '_blank');

    const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
    await expect(page).toHaveTitle(`${project.title} · ${site.name}`);
    expect(await meta('name="description"')).toBe(project.description);
    expect(await page.locator('head link[rel="canonical"]').getAttribute('href')).toBe(`${SITE_URL}${target.path}`);
    const image = `${SITE_URL}${BASE}/previews/projects/${project.slug}.png`;
    expect(await meta('property="og:image"')).toBe(image);
    expect(await meta('name="twitter:image"')).toBe(image);
    const data = JSON.parse(required(await page.locator('script[type="application/ld+json"]').textContent()));
    expect(data).toMatchObject({ name: project.title, codeRepository: project.link, url: `${SITE_URL}${target.path}`, author: { name: site.name } });
  });
}

test('a card’s title leads to its project’s page, whose pager walks the projects in order and back to them all', async ({ page }) => {
  const [first, second] = PROJECT_PAGES;
  await page.goto(sitePage('projects').path);
  // The spec's View button still opens the repository.
  await expect(page.getByRole('link', { name: `View ${first.project.title} source code (opens in a new tab)` })).toHaveAttribute('href', first.project.link);
  await page.getByRole('heading', { level: 2, name: first.project.title }).getByRole('link').click();
  await expectOn(page, first);
  await expect(page.locator('a[rel="prev"]'), 'the first project has none before it').toHaveCount(0);
  if (second) {
    await page.getByRole('link', { name: `${WORDS.projectPage.next} ${second.project.title}`, exact: true }).click();
    await expectOn(page, second);
    await page.getByRole('link', { name: `${WORDS.projectPage.previous} ${first.project.title}`, exact: true }).click();
    await expectOn(page, first);
  }
  await page.getByRole('link', { name: `${WORDS.projectPage.back}: ${projects.heading}` }).click();
  await expectOn(page, sitePage('projects'));
});

// The browser may lay a card out while its HTML is still arriving: its stack there, its button not yet. The stack
// must not move when the button comes (a layout shift), on a phone and on a wide screen.
test('a card’s stack keeps its place whether its button has arrived or not', async ({ page }) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(sitePage('projects').path);
    const stacks = page.getByRole('list', { name: /tech stack$/ });
    await expect(stacks).toHaveCount(projects.entries.length);
    const places = () => stacks.evaluateAll((lists) => lists.map((list) => list.getBoundingClientRect().toJSON()));
    const withButtons = await places();
    await stacks.evaluateAll((lists) => {
      for (const list of lists) list.parentElement?.querySelector('a.button')?.remove();
    });
    expect(await places(), `${width} px wide`).toEqual(withButtons);
  }
});
