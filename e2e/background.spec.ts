import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, OUT_DIR, recordViolations, sitePage, test, watch } from './support';
import { nothingHappensFor } from './waits';

// The background as a new visitor meets it: playing, no choice stored.
test.use({ backgroundPaused: false });

const canvas = (page: Page) => page.locator('#tsparticles canvas');
const toggle = (page: Page, action: 'Pause' | 'Play') => page.getByRole('button', { name: `${action} background animation` });

const frame = (page: Page) => canvas(page).evaluate((element: HTMLCanvasElement) => element.toDataURL());

/** Waits for the canvas to show other pixels than it does now: the background draws its next frame. */
async function expectMoving(page: Page, why: string) {
  const first = await frame(page);
  await expect.poll(async () => (await frame(page)) !== first, { message: why, timeout: 2000 }).toBe(true);
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

/** A poll's read of the canvas, true once it sees the frame it saw the time before; `last()`, that frame. */
function steadyFrame(page: Page) {
  let last: string | undefined;
  const check = async () => {
    const before = last;
    last = await frame(page);
    return last === before;
  };
  return { check, last: () => last ?? '' };
}

/** Still for a whole second, once any last frame already under way has been drawn (two reads alike). */
async function expectStill(page: Page) {
  const steady = steadyFrame(page);
  await expect.poll(steady.check).toBe(true);
  await nothingHappensFor(1000, 'a frame of a still background');
  expect(await frame(page), 'the canvas is unchanged after 1 s').toBe(steady.last());
}

/**
 * The screen the page is shown on: the viewport, less the room a scrollbar keeps (app/globals.css), as a box fixed
 * to all four edges covers it.
 */
const screenArea = (page: Page) =>
  page.evaluate(() => {
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.cssText = 'position: fixed; inset: 0';
    const { width, height } = probe.getBoundingClientRect();
    probe.remove();
    return { width, height };
  });

test('a full-screen canvas, fixed behind the content', async ({ page }) => {
  await openWithParticles(page);
  await expect(canvas(page)).toHaveCSS('position', 'fixed');
  await expect(canvas(page)).toHaveCSS('z-index', '-1');
  expect(await canvas(page).boundingBox()).toEqual({ x: 0, y: 0, ...(await screenArea(page)) });
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
  const { width, height } = await screenArea(page);
  for (const frame of await watched()) expect(frame).toEqual({ position: 'fixed', zIndex: '-1', box: [0, 0, width, height], page: frame.page, pageWithout: frame.page });
});

test('the particles move, drawn by a worker: the page hands the canvas over and the engine never runs on its thread, within the policy and with no error', async ({ page }) => {
  // Most specs meet the background paused (`backgroundPaused`, e2e/support.ts): here it plays.
  const problems = watch(page);
  const violations = await recordViolations(page);
  const worker = page.waitForEvent('worker');
  await openWithParticles(page);
  await expectMoving(page, 'the canvas changes');
  expect(problems).toEqual({ consoleErrors: [], pageErrors: [], failedRequests: [], foreignRequests: [] });
  expect(await violations()).toEqual([]);
  expect(page.workers()).toEqual([await worker]);
  // One canvas, untouched by any engine on the page's thread (components/particles/ParticlesCanvas never started).
  await expect(page.locator('canvas')).toHaveCount(1);
  expect(await canvas(page).evaluate((element) => element.style.length)).toBe(0);
});

/** Ways a worker cannot start, after which the page draws the background itself. */
const withoutWorker = {
  'no workers in the browser': (page: Page) => page.addInitScript(() => Object.defineProperty(window, 'Worker', { value: undefined })),
  'the worker’s script fails to load': (page: Page) => page.route(/turbopack-worker-[^/]*\.js/, (route) => route.abort()),
};

test.describe('where the worker cannot start, the page draws the same background itself', () => {
  for (const [name, breakWorker] of Object.entries(withoutWorker)) {
    test(name, async ({ page }) => {
      await breakWorker(page);
      await openWithParticles(page);
      expect(page.workers()).toEqual([]);
      // The engine on the page's thread styles its canvas element (which the journeys in other engines rely on
      // to tell where it runs: the worker's canvas keeps only the site's CSS).
      expect(await canvas(page).evaluate((element) => element.style.length)).toBeGreaterThan(0);
      await expect(canvas(page)).toHaveCSS('position', 'fixed');
      expect(await canvas(page).boundingBox()).toEqual({ x: 0, y: 0, ...(await screenArea(page)) });
      await expectMoving(page, 'the canvas changes');
      await toggle(page, 'Pause').click();
      await expectStill(page);
    });
  }
});

test.describe('the same picture from the worker as from the page', () => {
  // Paused (the visitor's stored choice): each path draws one still frame of its particles, where they were made.
  test.use({ backgroundPaused: true });

  /** The export's chunk that holds the engine's random source (the page and the worker load the same). */
  const engineChunk = () => {
    const dir = join(OUT_DIR, '_next', 'static', 'chunks');
    const chunks = readdirSync(dir).filter((file) => {
      const code = file.endsWith('.js') ? readFileSync(join(dir, file), 'utf8') : '';
      return code.includes('Math.random') && code.includes('tsParticles');
    });
    expect(chunks, 'the chunk where the engine reads Math.random').toHaveLength(1);
    return chunks[0];
  };

  /**
   * Gives the engine, wherever it runs, a random source of its own, seeded alike: it reads `Math.random` once, as it
   * loads, from its chunk; every other reader gets the browser's own, so the page's other scripts cannot shift the
   * engine's sequence.
   */
  const seededRandom = (chunk: string) => `(() => {
    const own = Math.random;
    Object.defineProperty(Math, 'random', {
      configurable: true,
      get() {
        if (!(new Error().stack ?? '').includes(${JSON.stringify(chunk)})) return own;
        let state = 0x2f6b1d; // mulberry32
        return () => {
          state = (state + 0x6d2b79f5) | 0;
          let t = Math.imul(state ^ (state >>> 15), 1 | state);
          t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
          return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
        };
      },
    });
  })();`;

  /** Opens Home and returns the background's still frame once every particle is on it (it stops changing). */
  async function stillFrame(page: Page) {
    await openWithParticles(page);
    await expect(toggle(page, 'Play')).toBeVisible();
    const steady = steadyFrame(page);
    await expect.poll(steady.check, { intervals: [300] }).toBe(true);
    return steady.last();
  }

  test('under one seed, the worker draws the particles and links the page draws', async ({ context }) => {
    const seed = seededRandom(engineChunk());
    await context.addInitScript(seed);
    // The worker's script, with the same source ahead of it: init scripts reach documents, not workers.
    await context.route(/turbopack-worker-[^/]*\.js$/, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: `${seed}\n${await response.text()}` });
    });
    const inWorker = await context.newPage();
    const worker = inWorker.waitForEvent('worker');
    const workerFrame = await stillFrame(inWorker);
    await worker;

    const onPage = await context.newPage();
    await withoutWorker['no workers in the browser'](onPage);
    const pageFrame = await stillFrame(onPage);
    expect(onPage.workers()).toEqual([]);

    // Compared pixel by pixel, in premultiplied colour (a nearly transparent pixel's own colour means nothing).
    const rgba = (frame: string) =>
      sharp(Buffer.from(frame.split(',')[1], 'base64'))
        .ensureAlpha()
        .raw()
        .toBuffer();
    const [first, second] = await Promise.all([workerFrame, pageFrame].map(rgba));
    const ink = [
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ];
    let lit = 0;
    let apart = 0;
    for (let i = 0; i < first.length; i += 4) {
      let furthest = 0;
      for (let channel = 0; channel < 4; channel++) {
        const [a, b] = [first, second].map((data) => (channel === 3 ? data[i + 3] : (data[i + channel] * data[i + 3]) / 255));
        ink[0][channel] += a;
        ink[1][channel] += b;
        furthest = Math.max(furthest, Math.abs(a - b));
      }
      if (first[i + 3] || second[i + 3]) lit++;
      if (furthest > 64) apart++;
    }
    // The same particles in the same places, sizes and colour, and the same links: the same ink in every channel, and
    // hardly a pixel apart. (Not every one: on the page's thread the first particles, made while the stored pause is
    // on its way to the engine, can drift for a frame, a fraction of a pixel. Another seed in the worker alone
    // moves the ink by 2 %; another size, colour or link width changes it by more.)
    expect(first.length, 'frames of one size').toBe(second.length);
    expect(lit, 'the frames show particles').toBeGreaterThan(10_000);
    for (const [channel, total] of ink[0].entries()) expect(total / ink[1][channel], `channel ${channel}'s ink`).toBeCloseTo(1, 2);
    expect(apart / lit, 'the share of lit pixels that differ by over a quarter').toBeLessThan(0.01);
  });
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
  await expectMoving(page, 'the canvas changes again');
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the background holds still', async ({ page }) => {
    await page.goto(sitePage('home').path);
    // Reduced motion keeps the particles still, not away: they load once the page is idle.
    await expect(canvas(page)).toBeAttached({ timeout: 10_000 });
    // The control appears once the engine has set the canvas up (and drawn its still frame, if any).
    await expect(page.getByRole('button', { name: /background animation$/ })).toBeVisible();
    await expectStill(page);
  });
});
