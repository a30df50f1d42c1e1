import { join } from 'node:path';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { OWNER_BASE_PATH, OWNER_FIXTURE } from '../../scripts/test/test-exports.mjs';
import { ALSO_IN_CHROMIUM_SUITE } from '../support';
import { CONTENT_ICONS_DRAWN, EVERYTHING_SHOWN_IS_DRAWN, expectIconsDrawn, ICONS_SHOWN, SCROLL_THROUGH, type IconDrawn } from '../drawing';
import type { Driver } from './drivers';
import { test, OWNER_ORIGIN, OWNER_SITE, until, open } from './journey';

// The pictures, against the second owner's export (out-owner/): PNG and JPEG pictures, among them a portrait a
// phone stored sideways (500 × 400 pixels with EXIF orientation 6).

/** A picture's content box (inside its border), the variant it shows, its own shape and its reserved box. */
type Shown = {
  page: string;
  viewport: number;
  src: string;
  shown: number;
  height: number;
  dpr: number;
  natural: [number, number];
  box: [number, number];
  widths: number[];
  /** Fitted whole into a square box of the component's (a job's icon), rather than in a box of its own shape. */
  fitted: boolean;
};

/** Every raster picture the page shows, as the browser laid it out and which of its variants it fetched. */
const SHOWN_PICTURES = `return [...document.querySelectorAll('picture:has(source) img')].filter((img) => img.getClientRects().length).map((img) => {
  const style = getComputedStyle(img);
  const border = (a, b) => parseFloat(style[a]) + parseFloat(style[b]);
  const box = img.getBoundingClientRect();
  const rect = { width: box.width - border('borderLeftWidth', 'borderRightWidth'), height: box.height - border('borderTopWidth', 'borderBottomWidth') };
  const widths = img.getAttribute('srcset').split(',').map((candidate) => Number(candidate.trim().split(/\\s+/)[1].slice(0, -1)));
  return { page: location.pathname, viewport: innerWidth, src: img.currentSrc, shown: rect.width, height: rect.height, dpr: devicePixelRatio,
    natural: [img.naturalWidth, img.naturalHeight], box: [Number(img.getAttribute('width')), Number(img.getAttribute('height'))], widths,
    fitted: style.objectFit === 'contain' };
})`;

/** The width a variant was written at, from its name (`ledger-8d22c61edc03-712.avif`). */
const variantWidth = (src: string) => Number(/-(\d+)\.(avif|webp|png|jpg|gif)$/.exec(src)?.[1]);

/** Opens each of the owner's pages with pictures, scrolls through it, waits for every picture, and reports them. */
async function picturesAt(driver: Driver, width: number): Promise<Shown[]> {
  await driver.viewport(width, 800);
  // Each page read until its runtime has arrived: one left while it arrives reports its payload's stream cut off.
  await open(driver, `${OWNER_BASE_PATH}/Projects/`, OWNER_ORIGIN);
  const projectPage = await driver.run<string>("return document.querySelector('main article h2 a').getAttribute('href')");
  const shown: Shown[] = [];
  // Home last: it shows the logo both in the navbar and, larger, as an experience icon, and a browser may then show
  // the larger variant it holds in the other pages' navbar without fetching anything.
  for (const path of ['/About/', '/Projects/', projectPage.slice(OWNER_BASE_PATH.length), '/']) {
    await open(driver, `${OWNER_BASE_PATH}${path}`, OWNER_ORIGIN);
    await driver.run(SCROLL_THROUGH);
    await until(driver, EVERYTHING_SHOWN_IS_DRAWN, `${path}: every picture arrives`);
    shown.push(...(await driver.run<Shown[]>(SHOWN_PICTURES)));
  }
  return shown;
}

test('pictures: a phone fetches no more pixels than it shows, a laptop the larger variant; every one arrives at the box reserved for it', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver, engine, since }) => {
  // WebKitGTK 2.50's web process (Debian's, the engine of GNOME Web, not Safari's, which decodes AVIF with Apple's
  // ImageIO) crashes within a few of these pages once they show AVIF variants, and never with WebP and JPEG alone:
  // a fault of that build's AVIF decoding, reported in the README. Its upright-portrait journey below still runs.
  test.skip(engine === 'webkit', "WebKitGTK's web process crashes decoding AVIF pictures (see the README)");
  // Eight pages loaded and scrolled through, in engines driven from outside.
  test.setTimeout(90_000);
  // Narrow first: a browser may reuse a larger variant it already holds.
  const phone = await picturesAt(driver, 390);
  const laptop = await picturesAt(driver, 1280);
  expect(phone.length).toBeGreaterThan(3);
  expect(laptop.map(({ page, box }) => [page, box])).toEqual(phone.map(({ page, box }) => [page, box]));
  for (const [i, picture] of [...phone, ...laptop].entries()) {
    const what = `${picture.page} at ${picture.viewport} px: ${picture.src} shown at ${picture.shown} px × ${picture.dpr}`;
    const variant = variantWidth(picture.src);
    const needed = picture.shown * picture.dpr;
    // Fills its space (or is the widest there is).
    expect(variant, what).toBeGreaterThanOrEqual(Math.min(Math.max(...picture.widths), Math.floor(needed)));
    if (i < phone.length) {
      // On the phone, one made for it, no wider than shown.
      expect(picture.viewport, what).toBe(390);
      expect(variant, what).toBeLessThanOrEqual(Math.ceil(needed - 0.01));
    } else if (picture.shown > phone[i - phone.length].shown) expect(variant, what).toBeGreaterThan(variantWidth(phone[i - phone.length].src));
    // Nothing shifts: the box the width and height attributes reserved (a square one a fitted picture's component
    // gives it) is the shape of the picture that came.
    const [width, height] = picture.box;
    expect(Math.abs(picture.height - (picture.fitted ? picture.shown : (picture.shown * height) / width)), what).toBeLessThan(1);
    expect(Math.abs(picture.natural[1] / picture.natural[0] - height / width), what).toBeLessThan(0.01);
  }
  expect(driver.problems.slice(since.problems)).toEqual([]);
});

test('icons: each in the content shows its own drawing, alone, in the colour the design gives it there', { tag: ALSO_IN_CHROMIUM_SUITE }, async ({ driver, since }) => {
  for (const { path, colour } of ICONS_SHOWN) {
    await open(driver, path);
    expectIconsDrawn(await driver.run<IconDrawn[]>(CONTENT_ICONS_DRAWN(colour)), path, colour);
  }
  expect(driver.problems.slice(since.problems)).toEqual([]);
});

test('pictures: the portrait a phone stored sideways shows upright', async ({ driver }) => {
  const stored = join(OWNER_FIXTURE, 'public', 'assets', 'pics', 'portrait.jpg');
  // The colour near the top middle of the photo as it should be seen: turned upright by its EXIF orientation.
  const upright = sharp(stored).rotate();
  const { width, height } = await sharp(await upright.clone().toBuffer()).metadata();
  const [r, g, b] = await upright
    .extract({ left: Math.round(width / 2), top: Math.round(height * 0.05), width: 1, height: 1 })
    .raw()
    .toBuffer();
  await driver.viewport(390, 800);
  await driver.goto(`${OWNER_SITE}/About/`);
  await until(driver, "const img = document.querySelector('main picture img'); return img.complete && img.naturalWidth > 0", 'the portrait arrives');
  // Drawn once decoded. WebKitGTK, on a busy machine, has drawn it all black onto a canvas right after reporting it
  // complete, and once after decode() too (its pixels not yet there for a canvas): the drawing is read again until it
  // shows the picture's colour there, or the wait ends and the last one read is what fails.
  const draw = `const img = document.querySelector('main picture img');
    return img.decode().then(() => {
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d');
      context.drawImage(img, 0, 0);
      const rect = img.getBoundingClientRect();
      return { ratio: rect.height / rect.width, pixel: [...context.getImageData(Math.round(canvas.width / 2), Math.round(canvas.height * 0.05), 1, 1).data].slice(0, 3) };
    });`;
  const near = ({ pixel }: { pixel: number[] }) => pixel.every((channel, i) => Math.abs(channel - [r, g, b][i]) < 40);
  let seen = await driver.run<{ ratio: number; pixel: number[] }>(draw);
  await expect
    .poll(
      async () => {
        seen = await driver.run<{ ratio: number; pixel: number[] }>(draw);
        return near(seen);
      },
      { message: `the portrait's colour ${[r, g, b]} near its top`, timeout: 10_000 },
    )
    .toBe(true)
    .catch(() => undefined);
  expect(seen.ratio).toBeCloseTo(height / width, 2);
  for (const [i, channel] of seen.pixel.entries()) expect(Math.abs(channel - [r, g, b][i]), `channel ${i} of ${seen.pixel} against ${[r, g, b]}`).toBeLessThan(40);
});
