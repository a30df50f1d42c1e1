import { expect, expectLoaded, expectNotFound, expectOn, NOT_FOUND, ORIGIN, OWNER_NAME, PAGES, sitePage, test } from './support';
import { SPEC_EXPERIENCE, SPEC_PROJECT_TITLES } from '../__tests__/support/specFacts';

test.describe('deep links', () => {
  for (const target of PAGES) {
    test(`${target.path} answers 200, and without its trailing slash 301s there`, async ({ page, request }) => {
      const response = await page.goto(target.path);
      expect(response?.status()).toBe(200);
      await expectOn(page, target);

      // GitHub Pages redirects a folder asked without its slash; the browser then lands on the page itself.
      const bare = target.path.slice(0, -1);
      const redirect = await request.get(bare, { maxRedirects: 0 });
      expect(redirect.status()).toBe(301);
      expect(new URL(redirect.headers().location, ORIGIN).href).toBe(ORIGIN + target.path);
      expect((await page.goto(bare))?.status()).toBe(200);
      await expectOn(page, target);
    });
  }

  const missing = [
    { path: '/portfolio/about', why: 'a wrong-case path' },
    { path: '/portfolio/projects/', why: 'a wrong-case folder' },
    { path: NOT_FOUND.path, why: 'an unknown path' },
  ];
  for (const { path, why } of missing) {
    test(`${why} (${path}) gets the 404 page with status 404, and its way home works`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectNotFound(page);

      await page.getByRole('main').getByRole('link', { name: 'Back to Home' }).click();
      await expectOn(page, sitePage('home'));
    });
  }
});

test.describe('home', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(sitePage('home').path);
  });

  test('the intro greets, names, says the role and leads to About', async ({ page }) => {
    const intro = page.locator('#intro');
    await expect(intro.getByRole('heading', { level: 1 })).toHaveText(OWNER_NAME);
    // Greeting, name, role and the paragraph, in reading order.
    await expect(intro).toContainText(
      new RegExp(`Hi, I'm\\s*${OWNER_NAME}\\s*Software Engineer[^]*resilient and cost effective software with great UX designs`),
    );
    await intro.getByRole('link', { name: 'Learn More' }).click();
    await expectOn(page, sitePage('about'));
  });

  test('the experience list shows the six roles, newest first', async ({ page }) => {
    const entries = page.getByRole('region', { name: 'Experience' }).getByRole('listitem');
    await expect(entries).toHaveText(SPEC_EXPERIENCE.map(([title, dates]) => new RegExp(`${title}[^]*${dates}`)));
    for (const entry of await entries.all()) await expectLoaded(entry.getByRole('img'));
  });

  test('"My Portfolio" shows three loaded screenshots and leads to Projects', async ({ page }) => {
    const works = page.locator('#works');
    await expect(works.getByRole('heading', { name: 'My Portfolio' })).toBeVisible();
    const shots = works.getByRole('img');
    // A book project, a notes project and a blog website (spec §2).
    await expect(shots).toHaveCount(3);
    for (const [i, subject] of ['book', 'notes', 'blog'].entries()) {
      await expect(shots.nth(i)).toHaveAttribute('alt', new RegExp(subject, 'i'));
      await expectLoaded(shots.nth(i));
    }
    await works.getByRole('link', { name: 'See more' }).click();
    await expectOn(page, sitePage('projects'));
  });
});

test('about: bio, "What I do" and Interests', async ({ page }) => {
  await page.goto(sitePage('about').path);
  await expectLoaded(page.getByRole('region', { name: 'Getting to know me' }).getByRole('img'));
  const cards = (group: string) => page.getByRole('region', { name: group }).getByRole('heading', { level: 3 });
  await expect(cards('What I do')).toHaveText(['Mobile App Development', 'Web App Development', 'Cloud Engineering']);
  await expect(cards('Interests')).toHaveText(['Machine Learning']);
});

test('projects: seven cards, each with a loaded picture and its own repository in a new tab', async ({ page }) => {
  await page.goto(sitePage('projects').path);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.getByRole('heading')).toHaveText([...SPEC_PROJECT_TITLES]);

  const repositories = new Set<string>();
  for (const card of await cards.all()) {
    await expectLoaded(card.getByRole('img').first()); // the picture; the stack icons follow it
    const view = card.getByRole('link', { name: /^View\b/ });
    await expect(view).toHaveAttribute('href', /^https:\/\/github\.com\/[\w.-]+\/[\w.-]+$/);
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    repositories.add((await view.getAttribute('href'))!);
  }
  expect(repositories.size).toBe(SPEC_PROJECT_TITLES.length);
});
