import type { Page } from '@playwright/test';
import { DENSITIES, LAYOUT_VIEWPORTS, type PictureLayoutName, pictureLayouts, shownWidth } from '../lib/pictures/pictureLayouts';
import { about, experience, projects, showcase } from './content';
import { expect, PROJECT_PAGES, site, sitePage, test } from './support';
import { CONTENT_ICONS_DRAWN, expectIconsDrawn, ICONS_SHOWN, scrollThrough, type IconDrawn } from './drawing';
import { required } from '../lib/required';

// Phones' scrollbars lie over the page: a 390 px viewport lays it out 390 px wide, as the layouts assume.
test.use({ isMobile: true });

/**
 * Where each page shows which content picture, in which layout (lib/pictures/pictureLayouts.ts). Home last: it shows the
 * logo both in the navbar and, larger, as an experience icon, and a browser rightly shows the larger variant it
 * already holds in the other pages' navbar, from its cache.
 */
const SHOWN: { path: string; pictures: { alt: string; layout: PictureLayoutName }[] }[] = [
  {
    path: sitePage('about').path,
    pictures: [
      { alt: site.logo.alt, layout: 'navbarLogo' },
      { alt: about.bio.picture.alt, layout: 'bio' },
    ],
  },
  { path: sitePage('projects').path, pictures: projects.entries.map((project) => ({ alt: project.image.alt, layout: 'card' as const })) },
  { path: PROJECT_PAGES[0].path, pictures: [{ alt: PROJECT_PAGES[0].project.image.alt, layout: 'article' }] },
  {
    path: sitePage('home').path,
    pictures: [...experience.entries.map((entry) => ({ alt: entry.icon.alt, layout: 'experienceIcon' as const })), ...showcase.images.map((image) => ({ alt: image.alt, layout: 'showcase' as const }))],
  },
];

/** The width of each picture's content box (inside its border), by alt text, as the page lays it out now. */
const contentWidths = (page: Page) =>
  page.locator('main img, header img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => {
      const style = getComputedStyle(img);
      return { alt: img.alt, width: img.getBoundingClientRect().width - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth) };
    }),
  );

test('every picture is shown at the width its layout tells the browser (sizes), from a small phone to a wide screen', async ({ page }) => {
  for (const { path, pictures } of SHOWN) {
    await page.goto(path);
    for (const viewport of [320, 360, 390, 412, 500, 640, 700, 768, 820, 900, 1000, 1100, 1280, 1440]) {
      await page.setViewportSize({ width: viewport, height: 900 });
      const widths = await contentWidths(page);
      for (const { alt, layout } of pictures) {
        const shown = required(widths.find((candidate) => candidate.alt === alt)).width;
        expect(Math.abs(shown - shownWidth(pictureLayouts[layout], viewport)), `${path} at ${viewport} px: "${alt}" (${layout}) is ${shown} px wide`).toBeLessThan(0.6);
      }
    }
  }
});

test('a picture takes only its own place: the variants it offers add no box beside it', async ({ page }) => {
  for (const { path } of SHOWN) {
    await page.goto(path);
    const sources = page.locator('picture > source');
    expect(await sources.count(), path).toBeGreaterThan(0);
    expect(await sources.evaluateAll((elements) => elements.filter((source) => source.getClientRects().length > 0).length), path).toBe(0);
  }
});

test('nothing shifts while the pictures arrive: each picture has its final box before a byte of it has come', async ({ page }) => {
  // The boxes as the HTML lays them out, before any picture has arrived (the document parsed, nothing loaded).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { reserved: number[][] }).reserved = [...document.images].map((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height]);
    });
  });
  for (const { path } of SHOWN) {
    await page.goto(path);
    await scrollThrough(page);
    const [reserved, final] = await page.evaluate(() => [(window as unknown as { reserved: number[][] }).reserved, [...document.images].map((img) => [img.getBoundingClientRect().width, img.getBoundingClientRect().height])]);
    expect(reserved.length, path).toBeGreaterThan(0);
    // Exactly: a variant's whole-pixel size is not quite the picture's shape, and a box that followed it would move
    // what is below by a fraction of a pixel, which the browser counts as a layout shift (app/globals.css).
    final.forEach(([width, height], i) => {
      expect(width, `${path}: picture ${i}'s width`).toBe(reserved[i][0]);
      expect(height, `${path}: picture ${i}'s height`).toBe(reserved[i][1]);
    });
  }
});

test('each picture is drawn in its own shape: in a box of its proportions, or fitted whole into a square one', async ({ page }) => {
  for (const { path } of SHOWN) {
    await page.goto(path);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const boxes = await page.locator('picture img').evaluateAll((images) =>
        (images as HTMLImageElement[]).map((img) => {
          const style = getComputedStyle(img);
          const sum = (...sides: string[]) => sides.reduce((total, side) => total + parseFloat(style.getPropertyValue(side)), 0);
          const { width, height } = img.getBoundingClientRect();
          return {
            alt: img.alt,
            // The box the picture is drawn into: inside any border and padding.
            width: width - sum('border-left-width', 'border-right-width', 'padding-left', 'padding-right'),
            height: height - sum('border-top-width', 'border-bottom-width', 'padding-top', 'padding-bottom'),
            ratio: Number(img.getAttribute('width')) / Number(img.getAttribute('height')),
            fitted: style.objectFit === 'contain',
          };
        }),
      );
      expect(boxes.length, path).toBeGreaterThan(0);
      for (const box of boxes) {
        const what = `${path} at ${width} px: "${box.alt}"`;
        // The navbar's logo and a job's icon: a square whatever the picture, which is fitted in it, not stretched.
        if (box.fitted) expect(box.width, what).toBe(box.height);
        // Any other: a frame drawn as a border would squeeze the picture by its width (app/globals.css).
        else expect(Math.abs(box.height - box.width / box.ratio), what).toBeLessThan(0.1);
      }
    }
  }
});

test('the picture that paints first is preloaded from the head, as the very file it shows, and fetched once', async ({ page }) => {
  for (const { path } of SHOWN) {
    await page.goto(path);
    const { preloads, eager } = await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
      const best = img?.parentElement?.querySelector('source');
      return {
        preloads: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
          href: link.href,
          srcset: link.imageSrcset,
          sizes: link.imageSizes,
          type: link.type,
          priority: link.fetchPriority,
        })),
        eager: img && {
          shown: img.currentSrc,
          offered: best && { href: '', srcset: best.srcset, sizes: best.sizes, type: best.type },
          fetches: performance.getEntriesByType('resource').filter((entry) => entry.name === img.currentSrc).length,
        },
      };
    });
    // Home's first paint is its text: nothing to preload there.
    if (path === sitePage('home').path) {
      expect(preloads, path).toEqual([]);
      continue;
    }
    expect(eager, `${path}: its first picture is eager, at high priority`).toBeTruthy();
    expect(preloads, path).toEqual([{ ...required(eager).offered, priority: 'high' }]);
    expect(required(eager).fetches, `${path}: ${required(eager).shown} fetched`).toBe(1);
  }
});

test('only the picture that paints first is fetched at high priority: the others and the icons wait for it, on screen or not', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Chromium's priority for each picture fetched (the content's icons are pictures too: lib/glyphs/glyphSheets): as asked for,
  // then as raised once it sees the picture on screen.
  const priorities = new Map<string, string[]>();
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (type !== 'Image') return;
    urls.set(requestId, request.url);
    priorities.set(request.url, [request.initialPriority]);
  });
  cdp.on('Network.resourceChangedPriority', ({ requestId, newPriority }) => {
    const url = urls.get(requestId);
    if (url) required(priorities.get(url)).push(newPriority);
  });
  for (const { path } of SHOWN) {
    priorities.clear();
    await page.goto(path);
    await scrollThrough(page);
    const first = await page.evaluate(() => document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc);
    const others = [...priorities].filter(([url]) => url !== first);
    expect(others.length, `${path}: pictures besides the first`).toBeGreaterThan(0);
    expect(
      others.some(([url]) => new URL(url).pathname.includes('/glyphs/')),
      `${path}: its content's icons`,
    ).toBe(true);
    for (const [url, seen] of others) expect(seen, `${path}: ${url}`).toEqual(seen.map(() => 'Low'));
    if (first) expect(priorities.get(first), `${path}: ${first}`).toContain('High');
  }
});

test('each icon in the content shows its own drawing, alone, in the colour the design gives it there', async ({ page }) => {
  for (const { path, colour } of ICONS_SHOWN) {
    await page.goto(path);
    // A function, as scrollThrough runs its script: the pages' policy refuses a string to eval.
    expectIconsDrawn(await page.evaluate(new Function(CONTENT_ICONS_DRAWN(colour)) as () => Promise<IconDrawn[]>), path, colour);
  }
});

/** The width a variant was written at, from its name (`ledger-8d22c61edc03-712.avif`). */
const variantWidth = (url: string) => Number(/-(\d+)\.(avif|webp|png|jpg|gif)$/.exec(url)?.[1]);

/** Each picture on the page: the variant it shows, the variants it offers, and its content box's width. */
const shownPictures = (page: Page) =>
  page.locator('picture img').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((img) => {
      const style = getComputedStyle(img);
      return {
        alt: img.alt,
        src: img.currentSrc,
        // Every variant its <source>s and itself offer.
        offered: [...(img.parentElement as HTMLElement).querySelectorAll('source'), img].flatMap((element) => element.srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0])),
        width: img.getBoundingClientRect().width - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth),
      };
    }),
  );

for (const viewport of LAYOUT_VIEWPORTS) {
  for (const density of DENSITIES) {
    test.describe(`at ${viewport} px and ${density}×`, () => {
      test.use({ viewport: { width: viewport, height: 800 }, deviceScaleFactor: density });

      const phone = viewport === LAYOUT_VIEWPORTS[0];
      test(`each picture shows an AVIF variant that fills its space${phone ? ', and nothing fetched is wider than where it is shown' : ''}`, async ({ page }) => {
        // What comes over the network: a picture the browser shows from its cache (one file in two places, shown
        // larger on an earlier page), at most asking whether it changed (a 304), was not fetched.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        const requested = new Map<string, string>();
        const cached = new Set<string>();
        cdp.on('Network.requestWillBeSent', ({ requestId, request }) => void (request.url.includes('/pictures/') && requested.set(requestId, request.url)));
        cdp.on('Network.requestServedFromCache', ({ requestId }) => void cached.add(requestId));
        cdp.on('Network.responseReceived', ({ requestId, response }) => void ((response.fromDiskCache || response.status === 304) && cached.add(requestId)));
        for (const { path } of SHOWN) {
          requested.clear();
          await page.goto(path);
          await scrollThrough(page);
          const fetched = [...requested].filter(([id]) => !cached.has(id)).map(([, url]) => url);
          const pictures = await shownPictures(page);
          for (const picture of pictures) {
            const what = `${path}: "${picture.alt}" at ${picture.width} px × ${density}`;
            expect(picture.src, what).toMatch(/\.avif$/);
            const largest = Math.max(...picture.offered.map(variantWidth));
            expect(variantWidth(picture.src), what).toBeGreaterThanOrEqual(Math.min(largest, Math.floor(picture.width * density)));
          }
          // On the wide screen a browser may rightly show a larger variant it holds from an earlier page.
          if (!phone) continue;
          // The tab's icon is drawn from the logo too, at the size a tab wants.
          const favicons = await page.locator('head link[rel="icon"]').evaluateAll((links) => (links as HTMLLinkElement[]).map((link) => link.href));
          const pictureFetches = fetched.filter((url) => !favicons.includes(url));
          // Nothing fetched that no picture shows: the preloaded file is the very one its picture shows.
          const shown = pictures.map((picture) => picture.src);
          expect(
            pictureFetches.filter((url) => !shown.includes(url)),
            `${path}: fetched, never shown`,
          ).toEqual([]);
          for (const url of pictureFetches) {
            const widest = Math.max(...pictures.filter((picture) => picture.offered.some((offer) => url.endsWith(offer))).map((picture) => picture.width));
            expect(variantWidth(url), `${path}: ${url}`).toBeLessThanOrEqual(Math.ceil(widest * density - 0.01));
          }
        }
      });
    });
  }
}
