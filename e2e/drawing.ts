// What a page draws, read from its pixels and its images: the particles' colour, icons in their colours, pictures
// that arrived, and scrolling a page through so that everything lazy has loaded.
import { expect, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { PROJECT_PAGES, sitePage } from './support';
import { required } from '../lib/required';

/** A colour as the browser computes it: `#0b1020` as `rgb(11, 16, 32)`. */
export const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

/** A script, for any engine's driver, that returns the colour the particles are drawn in (the --particles token). */
export const PARTICLES_COLOUR = `const probe = document.createElement('i');
  probe.style.color = 'var(--particles)';
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;`;

/** A script, for any engine's driver, that waits for the colours the design eases from one theme to the other to arrive. */
export const COLOURS_SETTLED = 'return Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => {}))).then(() => true)';

/** What PARTICLES_COLOUR reads in each theme: spec §9's white on dark, slate on light (app/globals.css). */
export const PARTICLES_IN = { dark: 'rgb(255, 255, 255)', light: 'rgb(71, 85, 105)' } as const;

/**
 * How many of a screenshot's pixels show a particle: the particles' colour (`rgb(…)`) half opaque over the page's
 * `background` (their opacity is 0.5), give or take their anti-aliased edges.
 */
export async function particlePixels(png: Buffer, particles: string, background: string): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [pr, pg, pb] = required(particles.match(/\d+/g)).map(Number);
  const [br, bg, bb] = required(rgb(background).match(/\d+/g)).map(Number);
  const mix = [(pr + br) / 2, (pg + bg) / 2, (pb + bb) / 2];
  let pixels = 0;
  for (let i = 0; i < info.width * info.height * 3; i += 3) {
    if (mix.every((channel, c) => Math.abs(data[i + c] - channel) < 24)) pixels += 1;
  }
  return pixels;
}

/**
 * A script, for any engine's driver, that is true once every picture the page shows has arrived and decoded (the
 * content's icons among them), and every icon of a link or button is drawn (its <use> measures nothing until its
 * file has arrived). Those it does not show (a lazy picture never scrolled to, the menu button's icon on a wide
 * screen) are left out.
 */
export const EVERYTHING_SHOWN_IS_DRAWN = `return [...document.images].filter((img) => img.getClientRects().length).every((img) => img.complete && img.naturalWidth > 0)
  && [...document.querySelectorAll('svg.glyph use')].filter((use) => use.getClientRects().length).every((use) => use.getBBox().width > 0)`;

/** The pages whose content shows icons, and the design token each is drawn in there (lib/glyphs/glyphSheets). */
export const ICONS_SHOWN = [
  { path: sitePage('home').path, colour: '--icon' }, // the toolbox
  { path: sitePage('about').path, colour: '--icon' }, // the skill and interest cards
  { path: sitePage('projects').path, colour: '--icon-muted' }, // the cards' stacks, small
  { path: PROJECT_PAGES[0].path, colour: '--icon' }, // its stack, large
];

/** What `CONTENT_ICONS_DRAWN` reports of each icon. */
export type IconDrawn = { src: string; nearest: number; shape: number };

/**
 * A script, for any engine's driver, that draws each icon in the page's content (lib/glyphs/glyphSheets: a picture of one
 * drawing of its part's file) three times its size onto a canvas, where the thinnest strokes of a 1.25 rem icon still
 * cover whole pixels: how near its nearest pixel comes to the design token `colour` (the largest channel
 * difference: 0 where it is drawn in it, as its edges blend into what is behind), and a digest of its shape.
 */
export const CONTENT_ICONS_DRAWN = (colour: string) => `const [r, g, b] = [1, 3, 5].map((i) => parseInt(getComputedStyle(document.documentElement).getPropertyValue('${colour}').trim().slice(i, i + 2), 16));
  return Promise.all([...document.querySelectorAll('main img.glyph')].map(async (img) => {
    await img.decode();
    const { width, height } = img.getBoundingClientRect();
    const canvas = Object.assign(document.createElement('canvas'), { width: Math.round(width * 3), height: Math.round(height * 3) });
    const context = canvas.getContext('2d');
    context.drawImage(img, 0, 0, canvas.width, canvas.height);
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let nearest = 255, shape = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3] === 255) nearest = Math.min(nearest, Math.max(Math.abs(data[i] - r), Math.abs(data[i + 1] - g), Math.abs(data[i + 2] - b)));
      shape = (shape * 31 + data[i + 3]) % 1000000007;
    }
    return { src: img.getAttribute('src'), nearest, shape };
  }));`;

/**
 * Each icon of the content shows its own drawing, alone, in `colour`: its nearest pixel is the colour itself, and
 * distinct icons have distinct shapes (each shows its own view of the file, not the whole column of drawings).
 */
export function expectIconsDrawn(icons: IconDrawn[], path: string, colour: string): void {
  expect(icons.length, path).toBeGreaterThan(0);
  for (const { src, nearest } of icons) expect(nearest, `${path}: ${src} in ${colour}`).toBeLessThanOrEqual(8);
  const shapes = new Map(icons.map(({ src, shape }) => [src, shape]));
  expect(new Set(shapes.values()).size, path).toBe(shapes.size);
}

/**
 * A script, for any engine's driver, that scrolls to the bottom a screen at a time and back, so every lazy picture is
 * requested. A browser checks lazy pictures against the viewport at a rendering update, so a script that moves on
 * before one can scroll past a picture before its check sees it, and that picture never loads (seen in Firefox, and in
 * WebKit on a busy machine, where two frames' wait was not always two rendering updates): at each screen it waits
 * until every picture in view has arrived or failed (one still waiting after 15 s is left to the check that follows,
 * which names it). A tenth of a second stands in for a frame the headless browser withholds (seen once in some
 * hundred runs, right after the window was resized, stalling the test).
 */
export const SCROLL_THROUGH = `return (async () => {
  const frame = () => Promise.race([new Promise(requestAnimationFrame), new Promise((resolve) => setTimeout(resolve, 100))]);
  const waiting = () => [...document.images].filter((img) => {
    const box = img.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight && !img.complete;
  });
  for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
    window.scrollTo(0, y);
    await frame();
    await frame();
    for (const until = Date.now() + 15000; waiting().length && Date.now() < until; ) await frame();
  }
  window.scrollTo(0, 0);
})()`;

/** Scrolls through the page (SCROLL_THROUGH), then waits for every picture and icon it shows. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(new Function(SCROLL_THROUGH) as () => Promise<void>);
  // A function, compiled once when Playwright injects it: a string would be eval'd at every poll after the first,
  // which the pages' policy (no 'unsafe-eval') refuses, so a page not yet drawn at the first look failed the test.
  await page.waitForFunction(new Function(EVERYTHING_SHOWN_IS_DRAWN) as () => boolean);
}

/** An element's pixels as the screen shows them, [r, g, b] each, decoded by the page's own browser. */
export async function screenPixels(element: Locator): Promise<[number, number, number][]> {
  const png = await element.screenshot();
  return element.page().evaluate(
    async (url) => {
      const picture = new Image();
      picture.src = url;
      await picture.decode();
      const canvas = document.createElement('canvas');
      Object.assign(canvas, { width: picture.width, height: picture.height });
      const context = canvas.getContext('2d') as CanvasRenderingContext2D;
      context.drawImage(picture, 0, 0);
      const { data } = context.getImageData(0, 0, picture.width, picture.height);
      const pixels: [number, number, number][] = [];
      for (let i = 0; i < data.length; i += 4) pixels.push([data[i], data[i + 1], data[i + 2]]);
      return pixels;
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
}
