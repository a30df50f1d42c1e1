// npm run bench:against -- <commit>: the four pages of the site as it is against the same pages at an earlier commit,
// side by side. Builds both (the earlier one from `git archive`, with this checkout's node_modules linked in: a commit
// whose dependencies differ may not build), serves each as Pages does (HTTPS, HTTP/2, gzip), then RUNS rounds (3 unless
// set) of Lighthouse's mobile preset at CPU slowdown 4 and 8, each round measuring each page now and then, in turn.
// Reports each page's gzipped HTML and median FCP, LCP and TBT, and exits 1 naming a page whose LCP is over the earlier
// one's by more than the noise of a run (TOLERANCE). The figures go to docs/performance.md ("What a page carries").
import { execSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { addressOf, slashed } from '../lib/pages/pageKinds.mjs';
import { SLOWDOWNS } from './verdict.mjs';
import { builtCopy } from '../scripts/test/checkout-copy.mjs';
import { sideBySide } from './lighthouse-run.mjs';

const [commit] = process.argv.slice(2);
if (!commit) {
  console.error('Usage: npm run bench:against -- <commit> (the commit to measure the site against, such as 34fadcb)');
  process.exit(2);
}
const RUNS = Number(process.env.RUNS ?? 3);
const PAGES = ['home', 'about', 'projects', 'contact'].map((kind) => slashed(addressOf(kind)));
/** How much later a median LCP may be than the earlier one's before it counts: a run's noise on this machine. */
const TOLERANCE = 1.05;

const now = builtCopy('bench-against-now');
const then = builtCopy(`bench-against-${commit}`, (dir) => execSync(`git archive ${commit} | tar -x -C "${dir}"`));
const median = await sideBySide({ now: join(now, 'out'), [commit]: join(then, 'out') }, PAGES, RUNS);

const html = (dir, page) => gzipSync(readFileSync(join(dir, 'out', page, 'index.html')), { level: 9 }).length;
const figure = (key, which, page, slowdown) => Math.round(median(key, which, page, slowdown));
const report = Object.fromEntries(
  PAGES.map((page) => [
    page,
    {
      htmlGzipped: { now: html(now, page), [commit]: html(then, page) },
      ...Object.fromEntries(
        SLOWDOWNS.map((slowdown) => [
          `CPU ${slowdown}`,
          Object.fromEntries(['now', commit].map((which) => [which, { fcp: figure('fcp', which, page, slowdown), lcp: figure('lcp', which, page, slowdown), tbt: figure('tbt', which, page, slowdown) }])),
        ]),
      ),
    },
  ]),
);
for (const dir of [now, then]) rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify(report, null, 2));
const later = PAGES.flatMap((page) =>
  SLOWDOWNS.filter((slowdown) => figure('lcp', 'now', page, slowdown) > TOLERANCE * figure('lcp', commit, page, slowdown)).map(
    (slowdown) => `${page} at CPU ${slowdown}: LCP ${figure('lcp', 'now', page, slowdown)} ms, ${commit}'s ${figure('lcp', commit, page, slowdown)} ms`,
  ),
);
if (later.length) {
  console.error(`Later than at ${commit}:\n${later.map((line) => `  - ${line}`).join('\n')}`);
  process.exit(1);
}
console.log(`Every page's LCP is within ${Math.round((TOLERANCE - 1) * 100)}% of ${commit}'s, or better.`);
