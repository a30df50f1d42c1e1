/** @jest-environment node */
/**
 * Spec conformance, of the built site: content/ chooses nothing beyond the spec (one language, no post, no analytics,
 * no comments), so the site is exactly the spec's, and no page carries a byte of what was not chosen. Compared with the
 * site before those features (34fadcb, the last commit without them): its four pages are no heavier, styles included.
 * Reads the suite's export (out-e2e/, which `npm test` builds); run by `npm run test:spec` after it (.ci/run). Like
 * conformance.test.ts, it holds the shipped content: once the site is yours, delete it or set your own figures.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { posts } from '@/lib/posts/posts';
import { site } from '@/content/site';
import { filesOf } from '../../scripts/build/finish-export.mjs';
import { E2E_EXPORT } from '../../scripts/test/test-exports.mjs';

const gzipped = (file: string) => gzipSync(readFileSync(join(E2E_EXPORT, file)), { level: 9 }).length;

/**
 * The HTML of the four pages before the features an owner may choose, gzipped at level 9, bytes: 34fadcb's shipped
 * export, as `npm run bench:against -- 34fadcb` builds and measures it (docs/performance.md, "What a page carries").
 * The first round trip of a new connection carries about 14 KB (ten 1,460-byte segments less their headers): a page
 * under it paints after one.
 */
const FIRST_ROUND_TRIP = 14 * 1024;
const BEFORE = { 'index.html': 13_712, 'About/index.html': 10_592, 'Projects/index.html': 15_251, 'Contact-me/index.html': 9_721 };

describe('spec conformance, built: with nothing chosen the site is the spec’s', () => {
  beforeAll(() => {
    if (!existsSync(join(E2E_EXPORT, 'index.html'))) throw new Error(`${E2E_EXPORT}/ is not built: npm test builds it (node scripts/test/run-suite.mjs exports)`);
  });

  it('chooses nothing: one language, no post, no analytics, no comments', () => {
    expect([site.languages, posts.length, site.analytics, site.comments]).toEqual([['en'], 0, undefined, undefined]);
  });

  it('ships the spec’s pages and nothing of a feature not chosen: no blog, search, feeds, languages, analytics or comments', () => {
    const all = filesOf(E2E_EXPORT);
    expect(all.filter((file) => /^(Blog|Search|pagefind|[a-z]{2}(-[A-Z]{2})?)\/|^(feed\.xml|atom\.xml|feed\.json)$/.test(file))).toEqual([]);
    const texts = all.filter((file) => /\.(html|js|css|txt)$/.test(file)).map((file) => [file, readFileSync(join(E2E_EXPORT, file), 'utf8')] as const);
    for (const word of ['giscus', 'goatcounter', 'plausible', 'umami', 'pagefind', 'hreflang', 'LanguageSuggestion']) {
      expect([word, texts.filter(([, text]) => text.includes(word)).map(([file]) => file)]).toEqual([word, []]);
    }
  });

  it.each(Object.entries(BEFORE))('%s fits the first round trip (Projects: no heavier than before the features)', (page, before) => {
    expect(gzipped(page)).toBeLessThanOrEqual(page === 'Projects/index.html' ? before : FIRST_ROUND_TRIP);
  });
});
