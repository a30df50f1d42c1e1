// The bench's verdict (bench/bench.mjs measures): what its figures mean against the budget. Pure, so its
// rules are tested (__tests__/bench/verdict.test.ts) apart from the minutes of measuring.

/**
 * Lighthouse's mobile preset, every page. LCP (median) at most 1.10 × the same page's with every script removed
 * (its own floor: the same HTML, content and pictures, no framework) at Lighthouse's CPU slowdown of 4, and 1.15 × at
 * 8, a phone half as fast; the background adds at most 25 ms to the TBT median (the page against itself with the
 * background's files blocked), and the page's own TBT (median, background blocked) is at most 1.25 × the bare
 * Next.js export's; Performance at least 99 in every run, Accessibility, Best Practices and SEO 100, CLS 0;
 * first-load JavaScript no larger than it was (gzip bytes; Contact carries the form). The background, unthrottled:
 * at most 50 ms of main-thread time per second while it plays, and no main-thread task over 12 ms once its code is
 * requested. With the owner's pictures: LCP at most 1.2 × the same page's with the placeholders, Performance no more
 * than 2 points below it, CLS 0, and the pictures a phone fetches under the bytes below.
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const BUDGET = {
  ownFloorLcpRatio: { 4: 1.1, 8: 1.15 },
  backgroundTbt: 25,
  ownTbtRatio: 1.25,
  // Blocking time from the trace (bench/trace-blocking.mjs): a page's median within the bare export's plus this.
  traceBlockingOverBare: 25,
  background: { msPerSecond: 50, longestTaskMs: 12 },
  performance: 99,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  cls: 0,
  firstLoadJs: { Home: 144.8 * 1024, About: 144.8 * 1024, Projects: 144.8 * 1024, Project: 144.8 * 1024, Post: 144.8 * 1024, Contact: 161.2 * 1024 },
  pictures: {
    lcpRatio: 1.2,
    performanceDrop: 2,
    imageBytes: { Home: 100 * 1024, About: 20 * 1024, Projects: 200 * 1024, Project: 40 * 1024 },
  },
};

/** The CPU slowdowns every page and its own floor are measured at: Lighthouse's mobile default, and a phone half as fast. */
export const SLOWDOWNS = [4, 8];

/** How the bench names what it measures: a page of the site, and its variants measured in the same rounds. */
export const target = {
  page: (name, slowdown = 4) => (slowdown === 4 ? name : `${name} (CPU ${slowdown})`),
  ownFloor: (name, slowdown = 4) => `${name} (no script${slowdown === 4 ? '' : `, CPU ${slowdown}`})`,
  withoutBackground: (name) => `${name} (no background)`,
  withPictures: (name) => `${name} (owner's pictures)`,
  plain: 'Plain HTML',
  bare: 'Bare Next.js',
};

/** Adds `value` to the list a Map holds under `key`, starting the list if there is none. */
export const append = (lists, key, value) => (lists.get(key) ?? lists.set(key, []).get(key)).push(value);

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** A target's runs as medians and [min, max] ranges of each figure, and the runs themselves. */
export function summarise(runs) {
  const keys = Object.keys(runs[0]).filter((key) => typeof runs[0][key] === 'number');
  return {
    medians: Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])),
    ranges: Object.fromEntries(keys.map((key) => [key, [Math.min(...runs.map((run) => run[key])), Math.max(...runs.map((run) => run[key]))]])),
    runs,
  };
}

/**
 * A target's CLS over `limit`, one sentence, naming what moved in the run that shifted most (`shifted`, Lighthouse's
 * elements with their share), so a shift seen once in many runs says where to look.
 */
function shiftFailure(name, { ranges, runs }, limit) {
  const worst = runs.reduce((a, b) => (b.cls > a.cls ? b : a));
  return `${name}: CLS ${ranges.cls[1]} in a run > ${limit}${worst.shifted?.length ? ` (what moved: ${worst.shifted.join(', ')})` : ''}`;
}

/** `value` ÷ a floor's `of`, where a floor of 0 makes any cost infinite and none 0. */
export const ratio = (value, of) => (of ? value / of : value ? Infinity : 0);

/**
 * The verdict on one bench: each page's ratios to its floors and what is over budget, one sentence a failure.
 * `results` are summaries by target name (mobile), `firstLoad` gzip bytes by page, `background` the background's
 * figures (`cost.still` ms/s, `longest.ms`, `longest.what`).
 * @param {{ pages: string[], picturePages: string[], results: Record<string, any>, firstLoad: Record<string, number>,
 *   background?: { cost: { still: number }, longest: { ms: number, what: string } }, budget?: typeof BUDGET }} bench
 */
export function benchVerdict({ pages, picturePages, results, firstLoad, background, budget = BUDGET }) {
  const failures = [];
  const lcp = (name) => results[name].medians.lcp;
  const ratios = Object.fromEntries(
    pages.map((name) => {
      const own = results[target.withoutBackground(name)].medians;
      const bare = results[target.bare].medians;
      return [
        name,
        {
          ownFloorLcp: Object.fromEntries(SLOWDOWNS.map((slowdown) => [slowdown, lcp(target.page(name, slowdown)) / lcp(target.ownFloor(name, slowdown))])),
          plainLcp: lcp(target.page(name)) / lcp(target.plain),
          backgroundTbt: results[target.page(name)].medians.tbt - own.tbt,
          ownTbt: ratio(own.tbt, bare.tbt),
          ownBlocking: ratio(own.longTaskBlocking, bare.longTaskBlocking),
        },
      ];
    }),
  );
  for (const name of pages) {
    for (const slowdown of SLOWDOWNS) {
      const value = ratios[name].ownFloorLcp[slowdown];
      const limit = budget.ownFloorLcpRatio[slowdown];
      if (value > limit) failures.push(`${name}: LCP ${value.toFixed(2)} × its own no-script floor's at CPU ${slowdown} > ${limit}`);
    }
    if (ratios[name].backgroundTbt > budget.backgroundTbt) failures.push(`${name}: the background adds ${Math.round(ratios[name].backgroundTbt)} ms of TBT > ${budget.backgroundTbt} ms`);
    if (ratios[name].ownTbt > budget.ownTbtRatio) {
      failures.push(`${name}: its own TBT ${ratios[name].ownTbt.toFixed(2)} × the bare export's > ${budget.ownTbtRatio} (what its long tasks block after the first paint: ${ratios[name].ownBlocking.toFixed(2)} ×)`);
    }
    const { ranges } = results[target.page(name)];
    if (ranges.performance[0] < budget.performance) failures.push(`${name}: Performance ${ranges.performance[0]} in a run < ${budget.performance}`);
    for (const key of ['accessibility', 'best-practices', 'seo']) {
      if (ranges[key][0] < budget[key]) failures.push(`${name}: ${key} ${ranges[key][0]} in a run < ${budget[key]}`);
    }
    if (ranges.cls[1] > budget.cls) failures.push(shiftFailure(name, results[target.page(name)], budget.cls));
    if (firstLoad[name] > budget.firstLoadJs[name]) {
      failures.push(`${name}: first-load JavaScript ${(firstLoad[name] / 1024).toFixed(1)} KB > ${(budget.firstLoadJs[name] / 1024).toFixed(1)} KB`);
    }
  }
  const pictureRatios = Object.fromEntries(picturePages.map((name) => [name, lcp(target.withPictures(name)) / lcp(target.page(name))]));
  for (const name of picturePages) {
    const { medians, ranges } = results[target.withPictures(name)];
    const { lcpRatio, performanceDrop, imageBytes } = budget.pictures;
    const placeholders = results[target.page(name)].medians.performance;
    if (pictureRatios[name] > lcpRatio) failures.push(`${target.withPictures(name)}: LCP ${pictureRatios[name].toFixed(2)} × the placeholders' > ${lcpRatio}`);
    if (medians.performance < placeholders - performanceDrop) failures.push(`${target.withPictures(name)}: Performance ${medians.performance} < the placeholders' ${placeholders} − ${performanceDrop}`);
    if (medians.imageBytes > imageBytes[name]) failures.push(`${target.withPictures(name)}: pictures ${Math.round(medians.imageBytes / 1024)} KB > ${imageBytes[name] / 1024} KB`);
    if (ranges.cls[1] > budget.cls) failures.push(shiftFailure(target.withPictures(name), results[target.withPictures(name)], budget.cls));
  }
  if (background) {
    const { msPerSecond, longestTaskMs } = budget.background;
    if (background.cost.still > msPerSecond) failures.push(`Background: ${background.cost.still.toFixed(1)} ms/s of main thread while playing > ${msPerSecond}`);
    if (background.longest.ms > longestTaskMs) failures.push(`Background: a ${background.longest.ms.toFixed(1)} ms main-thread task (${background.longest.what}) > ${longestTaskMs} ms`);
  }
  return { ratios, pictureRatios, failures };
}

/**
 * The verdict on the traces (bench/trace-blocking.mjs): each page in `names` within the bare export's median
 * blocking time plus `traceBlockingOverBare` at every slowdown, one sentence a page over it, naming its longest task
 * after the first paint and what ran in it. `traced` holds, by `<page> <slowdown>` and `bare <slowdown>`, each
 * target's `blocking.median` and its run with the longest task (`longest`: `longestMs`, `longest`).
 */
export function blockingVerdict(names, traced, budget = BUDGET) {
  return names.flatMap((name) =>
    SLOWDOWNS.flatMap((slowdown) => {
      const [page, bare] = [traced[`${name} ${slowdown}`], traced[`bare ${slowdown}`]];
      if (page.blocking.median <= bare.blocking.median + budget.traceBlockingOverBare) return [];
      return [
        `${name}: ${Math.round(page.blocking.median)} ms blocking in its trace at CPU ${slowdown}, over the bare export's ${Math.round(bare.blocking.median)} + ${budget.traceBlockingOverBare} ms; ` +
          `its longest task after the first paint ${Math.round(page.longest.longestMs)} ms (${page.longest.longest})`,
      ];
    }),
  );
}

/** A page's HTML with every script removed: its own floor, the same content and pictures with no framework. */
export const withoutScripts = (html) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

/** Writes `to` as the export `out` with every page's scripts removed (each page's own floor), in place of what was there. */
export function writeNoScriptCopy(out, to) {
  rmSync(to, { recursive: true, force: true });
  cpSync(out, to, { recursive: true });
  for (const file of readdirSync(to, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))) {
    writeFileSync(join(to, file), withoutScripts(readFileSync(join(to, file), 'utf8')));
  }
}
