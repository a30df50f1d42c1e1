import { about, experience, projects, showcase, site } from './content';
import { BASE, expect, expectLoaded, expectNotFound, expectOn, NOT_FOUND, ORIGIN, PAGES, sitePage, test } from './support';
import { required } from '../lib/required';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('deep links', () => {
  for (const target of PAGES) {
    // A domain's root has no address without its slash: Home, deployed there, is only `/`.
    const bareForm = target.path !== '/';
    test(`${target.path} answers 200${bareForm ? ', and without its trailing slash 301s there' : ''}`, async ({ page, request }) => {
      const response = await page.goto(target.path);
      expect(response?.status()).toBe(200);
      await expectOn(page, target);
      if (!bareForm) return;

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
    { path: `${BASE}/about`, why: 'a wrong-case path' },
    { path: `${BASE}/projects/`, why: 'a wrong-case folder' },
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
    await expect(intro.getByRole('heading', { level: 1 })).toHaveText(site.name);
    // Greeting, name, role and the paragraph, in reading order.
    await expect(intro).toContainText(new RegExp([site.greeting, site.name, site.role, site.intro].map(escapeRegExp).join('\\s*')));
    await intro.getByRole('link', { name: site.introLink.label }).click();
    await expectOn(page, required(PAGES.find((target) => target.route === site.introLink.href)));
  });

  test('the experience list shows every role in order, with its loaded icon', async ({ page }) => {
    const entries = page.getByRole('region', { name: experience.heading }).getByRole('listitem');
    await expect(entries).toHaveText(experience.entries.map(({ title, company, dateRange }) => new RegExp(`${escapeRegExp(title)}[\\s\\S]*${escapeRegExp(company)}[\\s\\S]*${escapeRegExp(dateRange)}`)));
    for (const entry of await entries.all()) await expectLoaded(entry.getByRole('img'));
  });

  test('the showcase shows its loaded screenshots and leads to Projects', async ({ page }) => {
    const works = page.locator('#works');
    await expect(works.getByRole('heading', { name: showcase.heading })).toBeVisible();
    const shots = works.getByRole('img');
    await expect(shots).toHaveCount(showcase.images.length);
    for (const [i, image] of showcase.images.entries()) {
      await expect(shots.nth(i)).toHaveAttribute('alt', image.alt);
      await expectLoaded(shots.nth(i));
    }
    await works.getByRole('link', { name: showcase.more.label }).click();
    await expectOn(page, required(PAGES.find((target) => target.route === showcase.more.href)));
  });
});

test('about: the bio picture, and the skills and interests cards in order', async ({ page }) => {
  await page.goto(sitePage('about').path);
  await expectLoaded(page.getByRole('region', { name: about.bio.heading }).getByRole('img'));
  const cards = (group: string) => page.getByRole('region', { name: group }).getByRole('heading', { level: 3 });
  for (const group of [about.skills, about.interests]) {
    await expect(cards(group.heading)).toHaveText(group.cards.map((card) => card.title));
  }
});

test('projects: every card, with a loaded picture and its own repository in a new tab', async ({ page }) => {
  await page.goto(sitePage('projects').path);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.getByRole('heading')).toHaveText(projects.entries.map((project) => project.title));

  for (const [i, card] of (await cards.all()).entries()) {
    await expectLoaded(card.getByRole('img').first()); // the picture; the stack icons follow it
    const view = card.getByRole('link', { name: /^View\b/ });
    await expect(view).toHaveAttribute('href', projects.entries[i].link);
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('rel', 'noopener noreferrer');
  }
});
