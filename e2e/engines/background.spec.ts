import { expect } from '@playwright/test';
import sharp from 'sharp';
import { MOTION_KEY } from '../../lib/particles/particlesPlayback';
import { ALSO_IN_CHROMIUM_SUITE, NOT_FOUND, sitePage } from '../support';
import { PARTICLES_COLOUR, rgb } from '../drawing';
import { THEME_COLOURS } from '../../lib/theme/theme';
import { nothingHappensFor } from '../waits';
import type { Driver } from './drivers';
import { test, store, until, open, particlesBelow404, tabTo } from './journey';
import { required } from '../../lib/required';

// The particle background's journeys: it plays behind the page, pauses, and holds still under reduced motion
// (e2e/engines/journey.ts).

test.describe('the background', () => {
  const toggle = (action: 'Pause' | 'Play') => `[data-journey-toggle="${action}"]`;
  /** Marks the pause/play control by what it says, so it can be clicked. */
  const findToggle = (driver: Driver) =>
    driver.run<string | null>(
      "const b = [...document.querySelectorAll('button')].find((e) => /background animation$/.test(e.textContent.trim()));" +
        "if (!b) return null; const action = b.textContent.trim().split(' ')[0]; b.setAttribute('data-journey-toggle', action); return action;",
    );
  /** The window's pixels, less its right edge, where WebKitGTK's scrollbar fades out for a second after a scroll. */
  const pixels = async (driver: Driver) => {
    const png = sharp(Buffer.from(await driver.screenshot(), 'base64'));
    const { width, height } = await png.metadata();
    return png
      .extract({ left: 0, top: 0, width: width - 24, height })
      .raw()
      .toBuffer({ resolveWithObject: true });
  };
  /**
   * What changed in the window after a while: nothing (`'still'`) when a paused background draws no frame; else the
   * box the changed pixels lie in and how many, so a failure says what moved (particles all over, or one control).
   */
  const still = async (driver: Driver) => {
    const first = await pixels(driver);
    await nothingHappensFor(700, 'no frame of a paused background');
    const { data, info } = await pixels(driver);
    if (first.data.equals(data)) return 'still';
    const { width, channels } = info;
    const box = { left: Infinity, top: Infinity, right: -1, bottom: -1, pixels: 0 };
    for (let i = 0; i < data.length; i += channels) {
      if (data.compare(first.data, i, i + channels, i, i + channels) === 0) continue;
      const [x, y] = [(i / channels) % width, Math.floor(i / channels / width)];
      Object.assign(box, { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y), pixels: box.pixels + 1 });
    }
    return `moved: ${box.pixels} pixels within x ${box.left}–${box.right}, y ${box.top}–${box.bottom}`;
  };
  /** Waits for the window's pixels to change: a playing background draws its next frame. */
  const expectMoving = async (driver: Driver) => {
    const first = await pixels(driver);
    await expect.poll(async () => first.data.equals((await pixels(driver)).data), { timeout: 5000 }).toBe(false);
  };

  test('animates behind the page, and the pause control stops it and starts it again, by keyboard', async ({ driver, engine, since }) => {
    // As a first visit meets it: playing, on a system that does not ask for reduced motion. The worker's other
    // journeys meet it paused again.
    await store(driver, MOTION_KEY, null);
    await driver.prefer({ reducedMotion: false });
    await driver.viewport(1280, 800);
    await open(driver, sitePage('home').path);
    await until(driver, 'return Boolean(document.querySelector("#tsparticles canvas"))', 'the particles start', 15_000);
    await expect.poll(() => findToggle(driver), { timeout: 10_000 }).toBe('Pause');
    await expectMoving(driver);
    // Drawn from the worker in Firefox: the engine on the page's thread styles the canvas element it draws on, which
    // a worker cannot reach. WebKit draws on the page (lib/particles/workerCanDraw.ts: its worker crashes).
    const [canvases, styled] = await driver.run<number[]>("return [document.querySelectorAll('canvas').length, document.querySelector('#tsparticles canvas').style.length]");
    expect(canvases).toBe(1);
    expect(styled > 0, `drawn ${styled > 0 ? 'on the page' : 'by a worker'}`).toBe(engine === 'webkit');
    await tabTo(driver, toggle('Pause'));
    await driver.press('Enter');
    await expect.poll(() => findToggle(driver)).toBe('Play');
    // The pause (run as the click's effect, before its label could be read) asks the engine for one last frame at the
    // page's next animation frame: drawn then, and on the screen by the one after. Only then is the window still;
    // a busy WebKit, drawing on its main thread, hands on a frame late. A pause that does not stop the particles
    // never passes.
    // Each look takes two screenshots 700 ms apart, over a second more on a busy machine: 15 s is a handful of looks.
    await driver.run('return new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(() => drawn(true))))');
    await expect.poll(() => still(driver), { timeout: 15_000 }).toBe('still');
    await until(driver, `return document.activeElement === document.querySelector('${toggle('Play')}')`, 'focus stays on the control');
    await driver.press('Enter');
    await expect.poll(() => findToggle(driver)).toBe('Pause');
    expect(driver.problems.slice(since.problems)).toEqual([]);
    await store(driver, MOTION_KEY, 'paused');
  });

  test('holds still under prefers-reduced-motion', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver }) => {
    // As a first visit meets it: with no choice of the visitor's, the system's preference decides.
    await store(driver, MOTION_KEY, null);
    await driver.prefer({ reducedMotion: true });
    try {
      await driver.viewport(1280, 800);
      // The 404 page: below its few lines, nothing but the background is drawn.
      await open(driver, NOT_FOUND.path);
      await expect.poll(() => findToggle(driver), { timeout: 15_000 }).toBe('Play');
      // Its one frame comes once the engine has started: in Firefox's worker or on WebKit's main thread, beside two
      // busy browsers, seconds after the control shows. Then nothing moves: a background that does never passes.
      const [particles, page] = await driver.run<[string, string]>(`return [(() => {${PARTICLES_COLOUR}})(), getComputedStyle(document.body).backgroundColor]`);
      const background = required(Object.values(THEME_COLOURS).find((colour) => rgb(colour) === page));
      await expect.poll(() => particlesBelow404(driver, particles, background), { message: 'the still frame is drawn', timeout: 20_000 }).toBeGreaterThan(30);
      // Anything else that settles (a picture decoded, a font swapped in) settles once; particles that move never do.
      await expect.poll(() => still(driver), { timeout: 5000 }).toBe('still');
    } finally {
      await store(driver, MOTION_KEY, 'paused');
    }
  });
});
