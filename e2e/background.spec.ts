import type { Page } from '@playwright/test';
import { expect, recordViolations, sitePage, test, watch } from './support';

// The background as a new visitor meets it: playing, no choice stored.
test.use({ backgroundPaused: false });

const canvas = (page: Page) => page.locator('#tsparticles canvas');
const toggle = (page: Page, action: 'Pause' | 'Play') =>
  page.getByRole('button', { name: `${action} background animation` });

const frame = (page: Page) => canvas(page).evaluate((element: HTMLCanvasElement) => element.toDataURL());

/** Whether the canvas shows the same pixels `ms` apart. */
async function sameAfter(page: Page, ms: number): Promise<boolean> {
  const first = await frame(page);
  await page.waitForTimeout(ms);
  return first === (await frame(page));
}

/** Opens Home and waits for the particles, which load only once the page is idle, to be drawn. */
async function openWithParticles(page: Page) {
  await page.goto(sitePage('home').path);
  await expect(canvas(page)).toBeAttached({ timeout: 10_000 });
  await expect
    .poll(() =>
      canvas(page).evaluate((element: HTMLCanvasElement) => {
        const blank = Object.assign(document.createElement('canvas'), { width: element.width, height: element.height });
        return element.toDataURL() !== blank.toDataURL();
      }),
    )
    .toBe(true);
}

/** Still for a whole second, after a moment for any last frame already under way. */
async function expectStill(page: Page) {
  await page.waitForTimeout(250);
  expect(await sameAfter(page, 1000), 'the canvas is unchanged after 1 s').toBe(true);
}

test('a full-screen canvas, fixed behind the content', async ({ page }) => {
  await openWithParticles(page);
  await expect(canvas(page)).toHaveCSS('position', 'fixed');
  await expect(canvas(page)).toHaveCSS('z-index', '-1');
  expect(await canvas(page).boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize() });
});

test('from the moment it is attached, the canvas is fixed, full screen and behind the page: nothing moves', async ({ page }) => {
  // Watches the canvas from the first moment it is in the document and over its first ten frames. At each moment
  // the document's size is read with the canvas and, in the same task (so no frame shows it), without it: a canvas
  // in the page's flow, however briefly, would make them differ. (Against one size read at load, lazy pictures
  // arriving later would count too.)
  await page.addInitScript(() => {
    const seen: Record<string, unknown>[] = [];
    Object.assign(window, { __canvasStart: seen });
    const size = () => [document.documentElement.scrollWidth, document.documentElement.scrollHeight];
    const record = (canvas: HTMLElement) => {
      const { position, zIndex } = getComputedStyle(canvas);
      const { top, left, width, height } = canvas.getBoundingClientRect();
      const page = size();
      canvas.style.setProperty('display', 'none');
      const pageWithout = size();
      canvas.style.removeProperty('display');
      seen.push({ position, zIndex, box: [top, left, width, height], page, pageWithout });
    };
    new MutationObserver((_, observer) => {
      const canvas = document.querySelector<HTMLElement>('#tsparticles canvas');
      if (!canvas) return;
      observer.disconnect();
      record(canvas);
      let frames = 0;
      const next = () => {
        record(canvas);
        if (++frames < 10) requestAnimationFrame(next);
      };
      requestAnimationFrame(next);
    }).observe(document, { childList: true, subtree: true });
  });
  const watched = () => page.evaluate(() => (window as unknown as { __canvasStart: { page: number[] }[] }).__canvasStart);
  await openWithParticles(page);
  await expect.poll(async () => (await watched()).length, 'the canvas watched over ten frames').toBe(11);
  const { width, height } = page.viewportSize()!;
  for (const frame of await watched()) expect(frame).toEqual({ position: 'fixed', zIndex: '-1', box: [0, 0, width, height], page: frame.page, pageWithout: frame.page });
});

test('the particles move, drawn by a worker: the page hands the canvas over and the engine never runs on its thread, within the policy and with no error', async ({ page }) => {
  // Most specs meet the background paused (`backgroundPaused`, e2e/support.ts): here it plays.
  const problems = watch(page);
  const violations = await recordViolations(page);
  const worker = page.waitForEvent('worker');
  await openWithParticles(page);
  expect(await sameAfter(page, 500), 'the canvas changes within 500 ms').toBe(false);
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], foreignRequests: [] });
  expect(await violations()).toEqual([]);
  expect(page.workers()).toEqual([await worker]);
  // One canvas, untouched by any engine on the page's thread (components/ParticlesCanvas never started).
  await expect(page.locator('canvas')).toHaveCount(1);
  expect(await canvas(page).evaluate((element) => element.style.length)).toBe(0);
});

test.describe('where the worker cannot start, the page draws the same background itself', () => {
  const cases = {
    'no workers in the browser': (page: Page) => page.addInitScript(() => Object.defineProperty(window, 'Worker', { value: undefined })),
    'the worker’s script fails to load': (page: Page) =>
      page.route(/turbopack-worker-[^/]*\.js/, (route) => route.abort()),
  };
  for (const [name, breakWorker] of Object.entries(cases)) {
    test(name, async ({ page }) => {
      await breakWorker(page);
      await openWithParticles(page);
      expect(page.workers()).toEqual([]);
      // The engine on the page's thread styles its canvas element (which the journeys in other engines rely on
      // to tell where it runs: the worker's canvas keeps only the site's CSS).
      expect(await canvas(page).evaluate((element) => element.style.length)).toBeGreaterThan(0);
      await expect(canvas(page)).toHaveCSS('position', 'fixed');
      expect(await canvas(page).boundingBox()).toEqual({ x: 0, y: 0, ...page.viewportSize() });
      expect(await sameAfter(page, 500), 'the canvas changes within 500 ms').toBe(false);
      await toggle(page, 'Pause').click();
      await expectStill(page);
    });
  }
});

test('the pause button stops them, and the choice survives a reload', async ({ page }) => {
  await openWithParticles(page);
  await toggle(page, 'Pause').click();
  await expect(toggle(page, 'Play')).toBeVisible();
  await expectStill(page);

  await page.reload();
  await openWithParticles(page);
  await expect(toggle(page, 'Play')).toBeVisible();
  await expectStill(page);

  await toggle(page, 'Play').click();
  await expect(toggle(page, 'Pause')).toBeVisible();
  expect(await sameAfter(page, 500), 'the canvas changes again within 500 ms').toBe(false);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the background holds still', async ({ page }) => {
    await page.goto(sitePage('home').path);
    // The particles load once the page is idle, if at all: by network idle they would have.
    await page.waitForLoadState('networkidle');
    if ((await canvas(page).count()) === 0) return;
    // The control appears once the engine has set the canvas up (and drawn its still frame, if any).
    await expect(page.getByRole('button', { name: /background animation$/ })).toBeVisible();
    await expectStill(page);
  });
});
