import { chromium, type Locator, type Page } from '@playwright/test';
import { BASE, CHROMIUM_ARGS, CHROMIUM_PATH, expect, expectOn, NOT_FOUND, PAGES, site, sitePage, test, type NavPage } from './support';
import { screenPixels } from './drawing';
import { required } from '../lib/required';

const navbar = (page: Page) => page.getByRole('navigation', { name: 'Main' });
// Exact names: the logo's alt text may also contain "home".
const navLink = (page: Page, label: string) => navbar(page).getByRole('link', { name: label, exact: true });
const footer = (page: Page) => page.getByRole('contentinfo');
// Found by where it goes: the spec names no wording for it.
const footerContactLink = (page: Page) => footer(page).locator(`a[href="${sitePage('contact').path}"]`);

/** The four page links are shown, each to its page, and only `current` is marked as the current page. */
async function expectNavLinks(page: Page, current: NavPage) {
  for (const target of PAGES) {
    const link = navLink(page, target.nav);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', target.path);
    if (target === current) await expect(link).toHaveAttribute('aria-current', 'page');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
}

test.describe('navbar at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const current of PAGES) {
    test(`on ${current.name}, the four links with ${current.nav} current, and no menu button`, async ({ page }) => {
      await page.goto(current.path);
      await expectNavLinks(page, current);
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    });
  }

  test('the logo goes home', async ({ page }) => {
    await page.goto(sitePage('about').path);
    const logo = navbar(page)
      .getByRole('link')
      .filter({ has: page.getByRole('img') });
    await expect(logo).toHaveAttribute('href', sitePage('home').path);
    await logo.click();
    await expectOn(page, sitePage('home'));
  });
});

test('where scrollbars take room, every page’s column keeps one place, whether the page scrolls or not', async () => {
  // Playwright hides scrollbars; a desktop's take room from the page (15 px here), as they did in Lighthouse's
  // desktop runs, where Projects gained one while it loaded and its whole column moved.
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const places: string[] = [];
    for (const target of [...PAGES, NOT_FOUND]) {
      await page.goto(target.path);
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      // A screen shorter than the page, then one taller than it.
      for (const height of [300, pageHeight + 200]) {
        await page.setViewportSize({ width: 1280, height });
        const [scrolls, left] = await page.evaluate(() => [document.documentElement.scrollHeight > innerHeight, (document.querySelector('header nav') as HTMLElement).getBoundingClientRect().left]);
        expect(scrolls, `${target.path} at ${height} px high`).toBe(height === 300);
        places.push(`${left}`);
      }
    }
    expect(new Set(places)).toEqual(new Set([places[0]]));
  } finally {
    await browser.close();
  }
});

test.describe('mobile menu at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });

  async function expectClosed(page: Page) {
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    for (const { nav } of PAGES) await expect(navLink(page, nav)).toBeHidden();
  }

  test.beforeEach(async ({ page }) => {
    await page.goto(sitePage('home').path);
  });

  test('hides the link row; the Menu button opens and closes the dropdown', async ({ page }) => {
    await expectClosed(page);
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expectNavLinks(page, sitePage('home'));
    await menuButton(page).click();
    await expectClosed(page);
  });

  test('choosing a link navigates and closes the dropdown', async ({ page }) => {
    for (const target of [...PAGES.slice(1), PAGES[0]]) {
      await menuButton(page).click();
      await navLink(page, target.nav).click();
      await expectOn(page, target);
      await expectClosed(page);
    }
  });

  test('Escape closes the dropdown and returns focus to the button', async ({ page }) => {
    await menuButton(page).click();
    await navLink(page, sitePage('about').nav).focus();
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(menuButton(page)).toBeFocused();
  });
});

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(sitePage('home').path);
  });

  // Checked, never followed: the suite has no internet.
  const newTabLinks = [...site.profiles.map((profile) => ({ name: profile.label, href: profile.url })), { name: site.resume.label, href: `${BASE}${site.resume.href}` }];
  // Each link a step of one test, on one page load: the page is the same for all of them.
  test('each profile link and the resume open in a new tab', async ({ page }) => {
    for (const { name, href } of newTabLinks) {
      await test.step(name, async () => {
        const link = footer(page).getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      });
    }
  });

  test('the resume is a PDF', async ({ page, request }) => {
    const href = await footer(page)
      .getByRole('link', { name: `${site.resume.label} (opens in a new tab)` })
      .getAttribute('href');
    const response = await request.get(required(href));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  /** The link's text colour as [r, g, b], once its transition has run. */
  const colourOf = async (link: Locator) => {
    await expect.poll(() => link.evaluate((element) => element.getAnimations().length)).toBe(0);
    return required((await link.evaluate((element) => getComputedStyle(element).color)).match(/\d+/g))
      .slice(0, 3)
      .map(Number);
  };
  /** How far the icon's nearest pixel is from a colour (the largest channel difference): 0 where it is drawn in it. */
  const distance = async (link: Locator, colour: number[]) => Math.min(...(await screenPixels(link.locator('svg'))).map((pixel) => Math.max(...pixel.map((c, i) => Math.abs(c - colour[i])))));
  const expectDrawnIn = async (link: Locator, colour: number[], not: number[]) => {
    await expect.poll(() => distance(link, colour)).toBeLessThanOrEqual(8);
    expect(await distance(link, not)).toBeGreaterThan(40);
  };

  test('each icon is drawn in its link’s colour, at rest, on hover and on keyboard focus', async ({ page }) => {
    // A dozen screenshots a link, read back pixel by pixel.
    test.setTimeout(15_000 * newTabLinks.length);
    for (const { name } of newTabLinks) {
      await test.step(name, async () => {
        const link = footer(page).getByRole('link', { name: `${name} (opens in a new tab)`, exact: true });
        await page.mouse.move(0, 0);
        const rest = await colourOf(link);
        await link.hover();
        const hover = await colourOf(link);
        expect(hover).not.toEqual(rest);
        await expectDrawnIn(link, hover, rest);

        await page.mouse.move(0, 0);
        expect(await colourOf(link)).toEqual(rest);
        await expectDrawnIn(link, rest, hover);

        // Reached by the keyboard, as :focus-visible is.
        await link.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(link).toBeFocused();
        expect(await colourOf(link)).toEqual(hover);
        await expectDrawnIn(link, hover, rest);
      });
    }
  });

  test('the contact link goes to the contact page', async ({ page }) => {
    await footerContactLink(page).click();
    await expectOn(page, sitePage('contact'));
  });
});

test.describe('client-side routing', () => {
  test('moves between all pages without reloading the document', async ({ page }) => {
    await page.goto(sitePage('home').path);
    // A full page load would wipe this.
    await page.evaluate('window.__marker = 1');
    for (const target of [...PAGES.slice(1), PAGES[0]]) {
      await navLink(page, target.nav).click();
      await expectOn(page, target);
      expect(await page.evaluate('window.__marker')).toBe(1);
    }
    await page.goBack();
    await expectOn(page, sitePage('contact'));
    expect(await page.evaluate('window.__marker')).toBe(1);
  });

  // From the bottom of a page, by each kind of link: every route change lands at the top.
  const journeys = [
    { from: 'home', link: (page: Page) => page.locator('#works').locator(`a[href="${sitePage('projects').path}"]`), to: 'projects' },
    { from: 'projects', link: footerContactLink, to: 'contact' },
    { from: 'about', link: (page: Page) => navLink(page, sitePage('home').nav), to: 'home' },
  ] as const;
  for (const { from, link, to } of journeys) {
    test(`from the bottom of ${from}, a link to ${to} lands at the top`, async ({ page }) => {
      await page.goto(sitePage(from).path);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await link(page).click();
      await expectOn(page, sitePage(to));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }
});
