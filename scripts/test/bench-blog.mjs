// npm run bench:blog: the blog at scale. Writes a blog of BLOG_POSTS posts (500 unless set; about 800 words each, code
// in several languages, a table, a picture every tenth post, 20 tags) into a copy of the project, and reports:
// - the cold build's time and peak memory (every process of `npm run build`), and a second build's with nothing changed;
// - what the export weighs, in bytes and files, and what one post adds to it (its folder and its link preview);
// - the bytes (gzip) of /Blog/ and of a tag's first page, HTML and navigation payload, against the same pages of a
//   10-post blog built the same way (the budget: within 10 %);
// - the first search's transfer with the index cold (every file of search's, as served gzipped), and the time from
//   the query typed to its results shown, once loaded, in Chromium;
// - a post page's and /Blog/'s LCP against their own floors (the same pages with every script removed), Lighthouse's
//   mobile preset at CPU slowdown 4 and 8, RUNS rounds (3 unless set), served as Pages serves them (HTTPS, HTTP/2,
//   gzip), with the budget `npm run bench` holds every page to (scripts/test/bench-verdict.mjs).
// The figures go to docs/performance.md ("The blog at 500 posts") with this command.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { listenAsPages } from '../build/pages-server.mjs';
import { copyCheckout } from './checkout-copy.mjs';
import { BUDGET, median, SLOWDOWNS, writeNoScriptCopy } from './bench-verdict.mjs';
import { chromiumFlags, requireChromium, testChromiumPath } from './chromium.mjs';
import { freePort } from './free-port.mjs';
import { lighthouseRunner } from './lighthouse-run.mjs';
import { localCertificate } from './local-certificate.mjs';

const POSTS = Number(process.env.BLOG_POSTS ?? 500);
const SMALL = 10;
const TAGS = Array.from({ length: 20 }, (_, i) => ['TypeScript', 'Rust', 'Go', 'Python', 'CSS', 'Accessibility', 'Testing', 'Databases', 'Cloud', 'Performance'][i % 10] + (i < 10 ? '' : ' notes'));
const LANGUAGES = [
  ['ts', 'export function total(items: { price: number }[]): number {\n  return items.reduce((sum, item) => sum + item.price, 0);\n}'],
  ['rust', 'fn total(items: &[u32]) -> u32 {\n    items.iter().sum()\n}'],
  ['python', 'def total(items):\n    return sum(item["price"] for item in items)'],
  ['go', 'func total(items []int) int {\n\tsum := 0\n\tfor _, v := range items {\n\t\tsum += v\n\t}\n\treturn sum\n}'],
  ['sql', 'SELECT account, SUM(amount) FROM entries GROUP BY account HAVING SUM(amount) <> 0;'],
  ['css', '.card {\n  display: grid;\n  gap: 1rem;\n}'],
];
const WORDS = 'ledger balance account entry reconcile stream queue latency budget render hydrate cache index query shard replica schema migration contract invariant'.split(' ');

/** Post n's Markdown: about 800 words in sections, three code blocks, a table, and every tenth a picture. */
function generatedPost(n) {
  const day = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000 * 2).toISOString().slice(0, 10);
  // The first tag on every post, so its page is full in a 10-post blog as in a 500-post one; another of the 19 besides.
  const tags = [TAGS[0], TAGS[1 + (n % 19)]];
  const paragraph = (k) => Array.from({ length: 80 }, (_, i) => WORDS[(n * 13 + k * 7 + i * 3) % WORDS.length]).join(' ') + '.';
  const sections = Array.from({ length: 4 }, (_, s) => {
    const [lang, code] = LANGUAGES[(n + s) % LANGUAGES.length];
    return [`## Part ${s + 1} of post ${n}`, paragraph(s), s < 3 ? `\`\`\`${lang}\n${code}\n\`\`\`` : '| Step | Cost |\n| ---- | ---: |\n| read | 3 ms |\n| write | 7 ms |', paragraph(s + 4)].join('\n\n');
  });
  const picture = n % 10 === 0 ? `![A chart for post ${n}](/assets/bench-blog/chart.png)\n\n` : '';
  return `---\ntitle: Post number ${n}, on ${tags[1]}\ndate: ${day}\nsummary: What post ${n} found about ${tags.join(' and ')}.\ntags: [${tags.join(', ')}]\n---\n\n${picture}Post ${n} marker word post${n}marker.\n\n${sections.join('\n\n')}\n`;
}

/** A copy of the project with `count` generated posts; its node_modules linked to this one's. */
function blogCopy(count) {
  const dir = mkdtempSync(join(tmpdir(), `bench-blog-${count}-`));
  copyCheckout(dir);
  execFileSync('cp', ['-al', resolve('node_modules'), join(dir, 'node_modules')]);
  rmSync(join(dir, 'content', 'posts'), { recursive: true, force: true });
  mkdirSync(join(dir, 'content', 'posts'), { recursive: true });
  for (let n = 1; n <= count; n++) writeFileSync(join(dir, 'content', 'posts', `post-${String(n).padStart(4, '0')}.md`), generatedPost(n));
  // A screenshot-sized picture: the owner fixture's dashboard.
  mkdirSync(join(dir, 'public', 'assets', 'bench-blog'), { recursive: true });
  cpSync(resolve('__tests__/fixtures/owner/public/assets/pics/ledger.png'), join(dir, 'public', 'assets', 'bench-blog', 'chart.png'));
  return dir;
}

/** Runs `command` in `dir` as its own process group: its output, seconds, and the peak of the group's summed memory (MB). */
async function measured(dir, command, args) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: dir, stdio: ['ignore', 'pipe', 'inherit'], detached: true });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  let peak = 0;
  const sample = setInterval(() => {
    try {
      const rss = execFileSync('ps', ['-o', 'rss=', '-g', String(child.pid)], { encoding: 'utf8' }).split('\n').filter(Boolean).reduce((sum, kb) => sum + Number(kb), 0);
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
 * `npm run build` in `dir`, its two steps timed apart: Next's (compiling, then writing every page, by its own
 * "Compiled … in" line) and the export's finishing passes with the search index. Its time and peak memory.
 */
async function timedBuild(dir) {
  const next = await measured(dir, 'npx', ['next', 'build']);
  const finish = await measured(dir, 'node', ['scripts/build/finish-export.mjs']);
  const [, amount, unit] = /Compiled successfully in ([\d.]+)(m?s)/.exec(next.output) ?? [];
  const compiled = unit === 'ms' ? Number(amount) / 1000 : Number(amount);
  // What the export weighs, and what a post adds to it (scripts/build/export-weight.mjs).
  const weight = /The export weighs ([\d.]+) MB in ([\d,]+) files[^;]*; a post adds (\d+) KB[^\n]*/.exec(finish.output);
  return {
    seconds: Math.round((next.seconds + finish.seconds) * 10) / 10,
    peakMB: Math.max(next.peakMB, finish.peakMB),
    weight: { said: weight?.[0], megabytes: Number(weight?.[1]), files: Number(weight?.[2].replace(/,/g, '')), postKB: Number(weight?.[3]) },
    steps: { compile: compiled, pages: Math.round((next.seconds - compiled) * 10) / 10, finishAndIndex: Math.round(finish.seconds * 10) / 10 },
  };
}

/** A page's gzip bytes, its HTML and its navigation payload (what a client-side visit fetches). */
function pageBytes(dir, page) {
  const folder = join(dir, 'out', page);
  const gz = (file) => gzipSync(readFileSync(join(folder, file))).length;
  return { html: gz('index.html'), payload: gz('index.txt') };
}

/** The first search in Chromium: the bytes of search's files it fetched (as served, gzipped) and the answer's time. */
async function firstSearch(dir, word) {
  const { server, origin } = await listenAsPages({ root: join(dir, 'out'), basePath: '/portfolio', port: await freePort() });
  const browser = await chromium.launch({ executablePath: requireChromium(testChromiumPath), args: chromiumFlags });
  try {
    const page = await browser.newPage();
    const sizes = [];
    page.on('requestfinished', async (request) => {
      if (new URL(request.url()).pathname.startsWith('/portfolio/pagefind/')) sizes.push((await request.sizes()).responseBodySize);
    });
    await page.goto(`${origin}/Search/?q=${word}`);
    await page.getByRole('link', { name: /Post number/ }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const transfer = sizes.reduce((sum, size) => sum + size, 0);
    // Once loaded: a second query, timed from the keystroke to its results on screen (the debounce included).
    const answered = await page.evaluate(async (n) => {
      const box = document.querySelector('input[type=search]');
      const started = performance.now();
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      setter.call(box, `reconcile post${n}marker`);
      box.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((done) => {
        const check = () => ([...document.querySelectorAll('main ol a')].some((a) => a.textContent.startsWith(`Post number ${n},`)) ? done() : requestAnimationFrame(check));
        check();
      });
      return performance.now() - started;
    }, Math.min(42, POSTS));
    return { transferKB: Math.round(transfer / 102.4) / 10, answerMs: Math.round(answered) };
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
  const { tls, trustFlag } = localCertificate();
  const serve = async (root) => listenAsPages({ root, basePath: '/portfolio', tls, port: await freePort() });
  const [site, bare] = [await serve(join(dir, 'out')), await serve(floor)];
  const lighthouseRun = lighthouseRunner(requireChromium(), [...chromiumFlags, trustFlag]);
  const lcps = {};
  try {
    for (let round = 0; round < RUNS; round++) {
      for (const path of paths) {
        for (const slowdown of SLOWDOWNS) {
          for (const [which, { origin }] of [['page', site], ['floor', bare]]) {
            const { lcp } = await lighthouseRun(`${origin}${path}`, 'mobile', [], slowdown);
            ((lcps[path] ??= {})[`${which} ${slowdown}`] ??= []).push(lcp);
          }
        }
      }
    }
  } finally {
    site.server.close();
    bare.server.close();
  }
  return Object.fromEntries(
    Object.entries(lcps).map(([path, runs]) => [
      path,
      Object.fromEntries(SLOWDOWNS.map((slowdown) => [slowdown, Math.round((median(runs[`page ${slowdown}`]) / median(runs[`floor ${slowdown}`])) * 100) / 100])),
    ]),
  );
}

const RUNS = Number(process.env.RUNS ?? 3);
const big = blogCopy(POSTS);
const small = blogCopy(SMALL);
try {
  const cold = await timedBuild(big);
  const warm = await timedBuild(big);
  await timedBuild(small);
  // The tag every post has: a full first page in both blogs.
  const tag = 'Blog/tags/typescript';
  const bytes = Object.fromEntries(['Blog', tag].map((page) => [page, { [POSTS]: pageBytes(big, page), [SMALL]: pageBytes(small, page) }]));
  const search = await firstSearch(big, 'post7marker');
  // A post with a picture (every tenth has one, its largest paint), and the blog's first page.
  const lcpRatios = await lcpAgainstFloor(big, ['/Blog/post-0010/', '/Blog/']);
  const report = { posts: POSTS, coldBuild: cold, secondBuild: warm, bytes, search, lcpRatios };
  console.log(JSON.stringify(report, null, 2));
  const within = Object.values(bytes).every((pair) => ['html', 'payload'].every((kind) => pair[POSTS][kind] <= pair[SMALL][kind] * 1.1));
  const verdicts = [
    [`cold build ≤ 240 s`, cold.seconds <= 240],
    [`cold build ≤ 3072 MB`, cold.peakMB <= 3072],
    [`second build ≤ half the cold`, warm.seconds <= cold.seconds / 2],
    [`/Blog/ and a tag page within 10 % of a ${SMALL}-post blog's`, within],
    [`first search ≤ 150 KB`, search.transferKB <= 150],
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
