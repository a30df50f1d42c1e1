// A generated blog for the benches: a copy of the project with `count` posts (about 800 words each, code in several
// languages, a table, a picture every tenth post, 20 tags), in the site's first language and, with more `languages`,
// each post translated into one of the others in turn (so 2,000 posts in three languages make 4,000 post pages).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copyCheckout } from './checkout-copy.mjs';

export const TAGS = Array.from({ length: 20 }, (_, i) => ['TypeScript', 'Rust', 'Go', 'Python', 'CSS', 'Accessibility', 'Testing', 'Databases', 'Cloud', 'Performance'][i % 10] + (i < 10 ? '' : ' notes'));
/** The code blocks' samples, by Shiki language. */
const CODE_SAMPLES = [
  ['ts', 'export function total(items: { price: number }[]): number {\n  return items.reduce((sum, item) => sum + item.price, 0);\n}'],
  ['rust', 'fn total(items: &[u32]) -> u32 {\n    items.iter().sum()\n}'],
  ['python', 'def total(items):\n    return sum(item["price"] for item in items)'],
  ['go', 'func total(items []int) int {\n\tsum := 0\n\tfor _, v := range items {\n\t\tsum += v\n\t}\n\treturn sum\n}'],
  ['sql', 'SELECT account, SUM(amount) FROM entries GROUP BY account HAVING SUM(amount) <> 0;'],
  ['css', '.card {\n  display: grid;\n  gap: 1rem;\n}'],
];
const WORDS = 'ledger balance account entry reconcile stream queue latency budget render hydrate cache index query shard replica schema migration contract invariant'.split(' ');
const TRANSLATED_WORDS = {
  de: { title: 'Beitrag Nummer', words: 'Hauptbuch Saldo Konto Buchung abgleichen Strom Warteschlange Latenz Budget zeichnen Zwischenspeicher Verzeichnis Abfrage Replik Schema Umzug Vertrag Invariante'.split(' ') },
  ar: { title: 'المقال رقم', words: 'دفتر رصيد حساب قيد مطابقة تدفق طابور تأخير ميزانية عرض ذاكرة فهرس استعلام نسخة مخطط ترحيل عقد ثابت'.split(' ') },
};

/** The language post n is translated into, of the blog's `languages` after the first (none with one). */
export const translationOf = (n, languages) => (languages.length > 1 ? languages[1 + (n % (languages.length - 1))] : undefined);

/** Post n's title in `language` (English, the first, unless a translation's). */
export const postTitle = (n, language) => (TRANSLATED_WORDS[language] ? `${TRANSLATED_WORDS[language].title} ${n}` : `Post number ${n}, on ${postFrame(n).tags[1]}`);

/** The words posts in `language` are written in. */
export const wordsOf = (language) => TRANSLATED_WORDS[language]?.words ?? WORDS;

/** For each of `near`, the first post from it on that `language` shows (every post in the first). */
export function postsIn(language, near, languages) {
  const shows = (n) => language === languages[0] || translationOf(n, languages) === language;
  return near.map((n) => {
    while (!shows(n)) n++;
    return n;
  });
}

/** Post n's day and tags: a day apart in twos from 2020; the tag every post has, and another of the 19. */
function postFrame(n) {
  const day = new Date(Date.UTC(2020, 0, 1) + n * 86_400_000 * 2).toISOString().slice(0, 10);
  // The first tag on every post, so its page is full in a 10-post blog as in a 500-post one.
  return { day, tags: [TAGS[0], TAGS[1 + (n % 19)]] };
}

/**
 * Post n's writing in `words`: its paragraph k (80 words), and its four sections, each headed `heading(s)`, two
 * paragraphs around a code block (the last section, around `table`).
 */
function writing(n, words, heading, table) {
  const paragraph = (k) => `${Array.from({ length: 80 }, (_, i) => words[(n * 13 + k * 7 + i * 3) % words.length]).join(' ')}.`;
  const sections = Array.from({ length: 4 }, (_, s) => {
    const [lang, code] = CODE_SAMPLES[(n + s) % CODE_SAMPLES.length];
    return [heading(s), paragraph(s), s < 3 ? `\`\`\`${lang}\n${code}\n\`\`\`` : table, paragraph(s + 4)].join('\n\n');
  });
  return { paragraph, sections: sections.join('\n\n') };
}

/** Every tenth post's picture, first in its body, described as `alt`. */
const pictureOf = (n, alt) => (n % 10 === 0 ? `![${alt}](/assets/bench-blog/chart.png)\n\n` : '');

/** Post n's Markdown: about 800 words in sections, three code blocks, a table, and every tenth a picture. */
function generatedPost(n) {
  const { day, tags } = postFrame(n);
  const { sections } = writing(n, WORDS, (s) => `## Part ${s + 1} of post ${n}`, '| Step | Cost |\n| ---- | ---: |\n| read | 3 ms |\n| write | 7 ms |');
  return `---\ntitle: ${postTitle(n)}\ndate: ${day}\nsummary: What post ${n} found about ${tags.join(' and ')}.\ntags: [${tags.join(', ')}]\n---\n\n${pictureOf(n, `A chart for post ${n}`)}Post ${n} marker word post${n}marker.\n\n${sections}\n`;
}

/** Post n's translation into `language`: the same shape, sections, code and picture, in that language's words. */
function translatedPost(n, language) {
  const title = postTitle(n, language);
  const { paragraph, sections } = writing(n, wordsOf(language), (s) => `## ${s + 1} · ${n}`, '| A | B |\n| - | -: |\n| 1 | 3 ms |\n| 2 | 7 ms |');
  return `---\ntitle: ${title}\ndate: ${postFrame(n).day}\nsummary: ${paragraph(9).slice(0, 90)}\n---\n\n${pictureOf(n, title)}${title} post${n}marker.\n\n${sections}\n`;
}

/**
 * Writes `count` generated posts in `languages` (codes, the first the site's) into the project at `dir`, beside any
 * posts it has, and makes its site in those languages.
 */
export function writeGeneratedBlog(dir, count, languages = ['en']) {
  const unknown = languages.slice(1).filter((code) => !TRANSLATED_WORDS[code]);
  if (languages[0] !== 'en' || unknown.length) throw new Error(`A generated blog is in English first, then any of ${Object.keys(TRANSLATED_WORDS).join(', ')}: not ${languages.join(',')}`);
  mkdirSync(join(dir, 'content', 'posts'), { recursive: true });
  for (let n = 1; n <= count; n++) {
    const slug = `post-${String(n).padStart(4, '0')}`;
    writeFileSync(join(dir, 'content', 'posts', `${slug}.md`), generatedPost(n));
    const translation = translationOf(n, languages);
    if (translation) writeFileSync(join(dir, 'content', 'posts', `${slug}.${translation}.md`), translatedPost(n, translation));
  }
  if (languages.length > 1) {
    const site = join(dir, 'content', 'site.ts');
    const opening = "defineContent('content/site.ts', siteSchema, {";
    writeFileSync(site, readFileSync(site, 'utf8').replace(opening, `${opening}\n  languages: ${JSON.stringify(languages)},`));
  }
  // A screenshot-sized picture: the owner fixture's dashboard.
  mkdirSync(join(dir, 'public', 'assets', 'bench-blog'), { recursive: true });
  cpSync(resolve('__tests__/fixtures/owner/public/assets/pics/ledger.png'), join(dir, 'public', 'assets', 'bench-blog', 'chart.png'));
}

/** A copy of the project with writeGeneratedBlog's blog as its only posts; its node_modules linked to this one's. Its path. */
export function blogCopy(count, languages = ['en']) {
  const dir = mkdtempSync(join(tmpdir(), `bench-blog-${count}-`));
  copyCheckout(dir);
  execFileSync('cp', ['-al', resolve('node_modules'), join(dir, 'node_modules')]);
  rmSync(join(dir, 'content', 'posts'), { recursive: true, force: true });
  try {
    writeGeneratedBlog(dir, count, languages);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return dir;
}
