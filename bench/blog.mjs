// npm run bench:blog: the blog at scale. Writes a blog of BLOG_POSTS posts (500 unless set) in BLOG_LANGUAGES (en
// unless set; `en,de,ar` translates each post in turn) into a copy of the project (scripts/test/generated-blog.mjs),
// and reports its builds' time and memory, the export's weight, each language's list and tag pages' bytes, its first
// search, and the LCP of its pages against their floors, with the budgets bench/verdict.mjs holds them to. What each
// figure is: docs/performance.md ("How to measure"); the figures go there ("The blog at 500 posts") with this command.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { addressOf, slashed } from '../lib/pages/pageKinds.mjs';
import { listenAsPages } from '../scripts/build/pages-server.mjs';
import { BUDGET, SLOWDOWNS, writeNoScriptCopy } from './verdict.mjs';
import { chromiumFlags, requireChromium, testChromiumPath } from '../scripts/test/chromium.mjs';
import { freePort } from '../scripts/test/free-port.mjs';
import { blogCopy, postsIn, postTitle, wordsOf } from '../scripts/test/generated-blog.mjs';
import { sideBySide } from './lighthouse-run.mjs';

const POSTS = Number(process.env.BLOG_POSTS ?? 500);
// The blog's languages (BLOG_LANGUAGES=en,de,ar): English first, each post translated into one of the others.
const LANGUAGES = (process.env.BLOG_LANGUAGES ?? 'en').split(',');
/** Where `language`'s pages live: the first's at the site's addresses, another's under its code. */
const prefixOf = (language) => (language === LANGUAGES[0] ? '' : `/${language}`);

/** Runs `command` in `dir` as its own process group: its output, seconds, and the peak of the group's summed memory (MB). */
async function measured(dir, command, args) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  let peak = 0;
  const sample = setInterval(() => {
    try {
      const rss = execFileSync('ps', ['-o', 'rss=', '-g', String(child.pid)], { encoding: 'utf8' })
        .split('\n')
        .filter(Boolean)
        .reduce((sum, kb) => sum + Number(kb), 0);
      peak = Math.max(peak, rss);
    } catch {
      // The group has just ended.
    }
  }, 250);
  const status = await new Promise((done) => child.on('exit', done));
  clearInterval(sample);
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} in ${dir} exited with ${status}:\n${output}`);
  return { output, seconds: (Date.now() - started) / 1000, peakMB: Math.round(peak / 1024) };
}

/**
 * `npm run build` in `dir`, its steps timed apart: Next's (compiling, then writing every page, by its own "Compiled …
 * in" line) and the export's finishing passes with the search index (by the build's closing line). Its time and peak
 * memory.
 */
async function timedBuild(dir) {
  const build = await measured(dir, 'npm', ['run', 'build']);
  const [, amount, unit] = /Compiled successfully in ([\d.]+)(m?s)/.exec(build.output) ?? [];
  const compiled = unit === 'ms' ? Number(amount) / 1000 : Number(amount);
  const [, next, finish] = /Built in \d+ s: Next (\d+) s, the export's passes and search index (\d+) s/.exec(build.output) ?? [];
  // What the export weighs, and what a post adds to it (scripts/build/export-weight.mjs).
  const weight = /The export weighs ([\d.]+) MB in ([\d,]+) files[^;]*; a post adds (\d+) KB[^\n]*/.exec(build.output);
  return {
    seconds: Math.round(build.seconds * 10) / 10,
    peakMB: build.peakMB,
    weight: { said: weight?.[0], megabytes: Number(weight?.[1]), files: Number(weight?.[2].replace(/,/g, '')), postKB: Number(weight?.[3]) },
    steps: { compile: compiled, pages: Math.round((Number(next) - compiled) * 10) / 10, finishAndIndex: Number(finish) },
  };
}

/** A page's gzip bytes, its HTML and its navigation payload (what a client-side visit fetches; 0 for a page that loads whole). */
function pageBytes(dir, page) {
  const folder = join(dir, 'out', page);
  const gz = (file) => (existsSync(join(folder, file)) ? gzipSync(readFileSync(join(folder, file))).length : 0);
  return { html: gz('index.html'), payload: gz('index.txt') };
}

/**
 * The first search in Chromium in `language`: the bytes of search's files it fetched (as served, gzipped) and the
 * answer's time.
 */
async function firstSearch(dir, language) {
  const { server, origin } = await listenAsPages({ root: join(dir, 'out'), basePath: '/portfolio', port: await freePort() });
  const browser = await chromium.launch({ executablePath: requireChromium(testChromiumPath), args: chromiumFlags });
  // Two posts it shows, near the 7th and the 42nd (or the last).
  const near = [7, 42].map((n) => Math.min(n, POSTS - 1));
  const [first, second] = postsIn(language, near, LANGUAGES);
  try {
    const page = await browser.newPage();
    const sizes = [];
    page.on('requestfinished', async (request) => {
      if (new URL(request.url()).pathname.startsWith('/portfolio/pagefind/')) sizes.push((await request.sizes()).responseBodySize);
    });
    // When the first result is on screen, from the navigation's start (the page's time origin).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('main ol a')) return;
        window.resultsShownAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${origin}${prefixOf(language)}/Search/?q=post${first}marker`);
    await page
      .getByRole('link', { name: postTitle(first, language) })
      .first()
      .waitFor({ timeout: 60_000 });
    const shownMs = await page.evaluate(() => window.resultsShownAt);
    await page.waitForLoadState('networkidle');
    const transfer = sizes.reduce((sum, size) => sum + size, 0);
    // Once loaded: a second query, timed from the keystroke to its results on screen (the debounce included).
    const answered = await page.evaluate(
      async ({ query, title }) => {
        const box = document.querySelector('input[type=search]');
        const started = performance.now();
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        setter.call(box, query);
        box.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((done, fail) => {
          const check = () => {
            if (performance.now() - started > 60_000) return fail(new Error(`No result titled ${title} a minute after the query`));
            return [...document.querySelectorAll('main ol a')].some((a) => a.textContent === title) ? done() : requestAnimationFrame(check);
          };
          check();
        });
        return performance.now() - started;
      },
      { query: `${wordsOf(language)[4]} post${second}marker`, title: postTitle(second, language) },
    );
    return { transferKB: Math.round(transfer / 102.4) / 10, resultsShownMs: Math.round(shownMs), answerMs: Math.round(answered) };
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * Each of `paths` of the export in `dir` against its own floor, RUNS rounds of Lighthouse's mobile preset at each
 * slowdown, page and floor in turn so the machine's noise falls on both: the median LCP ratio at each slowdown.
 */
async function lcpAgainstFloor(dir, paths) {
  const floor = join(dir, 'no-script');
  writeNoScriptCopy(join(dir, 'out'), floor);
  const median = await sideBySide({ page: join(dir, 'out'), floor }, paths, RUNS);
  return Object.fromEntries(paths.map((path) => [path, Object.fromEntries(SLOWDOWNS.map((slowdown) => [slowdown, Math.round((median('lcp', 'page', path, slowdown) / median('lcp', 'floor', path, slowdown)) * 100) / 100]))]));
}

const RUNS = Number(process.env.RUNS ?? 3);
// A first page of 10 in every language of the small blog, as in the big one.
const SMALL = 10 * Math.max(1, LANGUAGES.length - 1);
const big = blogCopy(POSTS, LANGUAGES);
const small = blogCopy(SMALL, LANGUAGES);
try {
  const cold = await timedBuild(big);
  const warm = await timedBuild(big);
  await timedBuild(small);
  // Each language's blog and the page of the tag every post has: full first pages in both blogs.
  const lists = LANGUAGES.flatMap((language) => ['Blog', 'Blog/tags/typescript'].map((page) => join(prefixOf(language).slice(1), page)));
  const bytes = Object.fromEntries(lists.map((page) => [page, { [POSTS]: pageBytes(big, page), [SMALL]: pageBytes(small, page) }]));
  const search = {};
  for (const language of LANGUAGES) search[language] = await firstSearch(big, language);
  // A post with a picture (every tenth has one, its largest paint), the blog's first and second pages, a tag's page;
  // in each other language, a post and the blog's second page.
  const others = LANGUAGES.slice(1).flatMap((language) => [`/${language}/Blog/post-${String(postsIn(language, [11], LANGUAGES)[0]).padStart(4, '0')}/`, `/${language}/Blog/page/2/`]);
  const lcpRatios = await lcpAgainstFloor(big, [addressOf('post', { slug: 'post-0010' }), addressOf('blog'), addressOf('blog', { page: 2 }), addressOf('tag', { tag: 'typescript' })].map(slashed).concat(others));
  const report = { posts: POSTS, languages: LANGUAGES, coldBuild: cold, secondBuild: warm, bytes, search, lcpRatios };
  console.log(JSON.stringify(report, null, 2));
  const within = Object.values(bytes).every((pair) => ['html', 'payload'].every((kind) => pair[POSTS][kind] <= pair[SMALL][kind] * 1.1));
  // 500 posts in one language within 4 minutes; anything larger (2,000 posts in three languages) within 10.
  const coldBudget = POSTS * LANGUAGES.length <= 500 ? 240 : 600;
  const verdicts = [
    [`cold build ≤ ${coldBudget} s`, cold.seconds <= coldBudget],
    [`cold build ≤ 3072 MB`, cold.peakMB <= 3072],
    [`second build ≤ 40 % of the cold`, warm.seconds <= cold.seconds * 0.4],
    [`the export < 600 MB`, cold.weight.megabytes < 600],
    [`each language's /Blog/ and a tag page within 10 % of a ${SMALL}-post blog's`, within],
    [`first search ≤ 150 KB in each language`, Object.values(search).every(({ transferKB }) => transferKB <= 150)],
    [`search answers ≤ 200 ms in each language`, Object.values(search).every(({ answerMs }) => answerMs <= 200)],
    [`a post adds ≤ 120 KB to the deploy, its link preview included`, cold.weight.postKB <= 120],
    ...Object.entries(lcpRatios).flatMap(([path, ratios]) =>
      SLOWDOWNS.map((slowdown) => [`${path} LCP ≤ ${BUDGET.ownFloorLcpRatio[slowdown]} × its no-script floor's at CPU ${slowdown}`, ratios[slowdown] <= BUDGET.ownFloorLcpRatio[slowdown]]),
    ),
  ];
  for (const [what, ok] of verdicts) console.log(`${ok ? 'within' : 'OVER'}: ${what}`);
  process.exitCode = verdicts.every(([, ok]) => ok) ? 0 : 1;
} finally {
  rmSync(big, { recursive: true, force: true });
  rmSync(small, { recursive: true, force: true });
}
