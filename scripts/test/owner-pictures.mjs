// The pictures an owner really has, made at run time (never committed): every project and showcase picture of the
// content as a retina screenshot (2560 × 1600 PNG, about 3 MB: flat interface, text and a photo in it), and the
// About portrait as a camera photo (3000 × 4000 JPEG, about 4 MB) stored sideways with EXIF orientation 6, as a
// phone keeps it; and a post with three code blocks and such a screenshot. makeOwnerSite() copies the project with
// them in place, for the bench to build and measure beside the placeholders.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { addressOf, slashed } from '../../lib/pages/pageKinds.mjs';

/** A deterministic source of noise, so every run makes the same pictures. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** A 2560 × 1600 screenshot of an app: a header, a sidebar, rows of text, cards and a photo. */
async function screenshot(seed) {
  const [width, height] = [2560, 1600];
  const next = random(seed);
  const pixels = Buffer.alloc(width * height * 3);
  const hue = [40 + ((seed * 53) % 180), 60 + ((seed * 29) % 160), 90 + ((seed * 71) % 150)];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      let colour;
      if (y < 120)
        colour = hue; // header
      else if (x < 420)
        colour = [28, 32, 44]; // sidebar
      else if (x > 1500 && y > 260 && y < 1260) {
        // a photo: smooth light with grain
        const grain = next() * 70;
        colour = [(x / 9 + grain + seed * 20) % 256, (y / 6 + grain) % 256, ((x + y) / 11 + grain) % 256];
      } else colour = [246, 247, 250]; // page
      // lines of text: short dark dashes on every 36th row band
      if (y > 160 && y % 36 < 14 && x > 480 && x < 1440 && (x * 7 + y * 3 + seed) % 97 < 60) colour = [40, 44, 60];
      if (x < 420 && y > 160 && y % 48 < 16 && x > 40 && x < 320) colour = [150, 160, 190];
      pixels[i] = colour[0];
      pixels[i + 1] = colour[1];
      pixels[i + 2] = colour[2];
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** A 3000 × 4000 portrait, stored as a phone stores it: 4000 × 3000 pixels on their side, EXIF orientation 6. */
async function portrait() {
  const [width, height] = [3000, 4000];
  const next = random(7);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = next() * 50;
      const face = ((x - 1500) / 700) ** 2 + ((y - 1800) / 950) ** 2 < 1;
      pixels[i] = face ? 225 + grain / 3 : 60 + y / 30 + grain;
      pixels[i + 1] = face ? 185 + grain / 3 : 110 + x / 60 + grain;
      pixels[i + 2] = face ? 160 + grain / 3 : 170 - y / 40 + grain;
    }
  }
  const upright = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return sharp(upright).rotate(270).jpeg({ quality: 92 }).withMetadata({ orientation: 6 }).toBuffer();
}

/** The post the owner's copy gains, as the site serves it: three code blocks, a table, a 3 MB screenshot near its top. */
export const BENCH_POST_PATH = slashed(addressOf('post', { slug: 'benchmarking-a-ledger' }));

const BENCH_POST = `---
title: Benchmarking a ledger in three languages
date: 2026-03-14
summary: The same reconciliation in TypeScript, Rust and Python, measured on one machine.
tags: [Performance, Rust]
---

What does the same double-entry check cost in each language? The screen below is the harness.

![The benchmark harness: runs by language, with timings](/assets/posts/benchmarking-a-ledger/harness.png)

## TypeScript

\`\`\`ts
export function balances(entries: { amount: number }[]): boolean {
  return entries.reduce((sum, entry) => sum + entry.amount, 0) === 0;
}
\`\`\`

## Rust

\`\`\`rust
pub fn balances(entries: &[i64]) -> bool {
    entries.iter().sum::<i64>() == 0
}
\`\`\`

## Python

\`\`\`python
def balances(entries: list[int]) -> bool:
    return sum(entries) == 0
\`\`\`

| Language   | Median  | Runs |
| ---------- | ------: | ---: |
| TypeScript | 41 ms   |  100 |
| Rust       | 6 ms    |  100 |
| Python     | 118 ms  |  100 |
`;

/**
 * Copies the project into `copy` (as an owner's fork would be, less what is built or installed) with the owner's
 * pictures in place of the placeholders: each picture content/projects.ts names becomes a screenshot, the one
 * content/about.ts names a sideways portrait. Returns what it wrote.
 */
export async function makeOwnerSite(copy) {
  const skipped = new Set(['.git', 'node_modules', '.next', '.cache', 'out', 'bench-results', 'package-lock.json']);
  rmSync(copy, { recursive: true, force: true });
  const name = resolve(copy).split('/').pop();
  for (const entry of readdirSync('.').filter((entry) => !skipped.has(entry) && entry !== name && !entry.startsWith('out-'))) {
    // Less the bench's own install (bench/lighthouse/node_modules): the copy is built, never benched.
    cpSync(entry, join(copy, entry), { recursive: true, filter: (source) => !source.endsWith(`${sep}node_modules`) });
  }
  const written = [];
  let seed = 1;
  for (const [module, make] of [
    ['projects', () => screenshot(seed++)],
    ['about', portrait],
  ]) {
    const file = join(copy, 'content', `${module}.ts`);
    let source = readFileSync(file, 'utf8');
    for (const src of new Set(source.match(/\/assets\/[\w./-]+\.svg/g))) {
      const picture = src.replace(/\.svg$/, module === 'about' ? '.jpg' : '.png');
      const bytes = await make();
      mkdirSync(dirname(join(copy, 'public', picture)), { recursive: true });
      writeFileSync(join(copy, 'public', picture), bytes);
      source = source.replaceAll(`'${src}'`, `'${picture}'`);
      written.push({ src: picture, bytes: bytes.length });
    }
    writeFileSync(file, source);
  }
  const harness = await screenshot(seed++);
  mkdirSync(join(copy, 'public', 'assets', 'posts', 'benchmarking-a-ledger'), { recursive: true });
  writeFileSync(join(copy, 'public', 'assets', 'posts', 'benchmarking-a-ledger', 'harness.png'), harness);
  mkdirSync(join(copy, 'content', 'posts'), { recursive: true });
  writeFileSync(join(copy, 'content', 'posts', 'benchmarking-a-ledger.md'), BENCH_POST);
  written.push({ src: '/assets/posts/benchmarking-a-ledger/harness.png', bytes: harness.length });
  return written;
}
