import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseFeed } from '@rowanmanning/feed-parser';
import type { Element, Root } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { toString as textOf } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { parse, stringify } from 'yaml';
import { slugOf } from '../../content/fields';
import { readPostSources } from '../../lib/posts/postSources';
import { importArgs, isCommand } from './command';
import { recordWritten } from './mark-translations';

// `npm run import-posts -- <feed file or address> [--lang <code>] [--force]`: the posts an owner already wrote elsewhere (dev.to,
// Medium, Hashnode, WordPress, Ghost: each gives an RSS or Atom feed) as content/posts/<slug>.md, their pictures
// downloaded beside the site's other pictures.

export class ImportProblem extends Error {}

/** What the import did: the posts it wrote, what the owner should look at, and the posts it left alone. */
export type ImportReport = { written: string[]; review: string[]; skipped: string[] };

/** The picture types a feed's pictures are saved as, by the type the server gives (or the address's ending). */
const PICTURE_TYPES: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif', 'image/svg+xml': 'svg' };

/** A summary is one or two sentences: a first paragraph standing in for one is cut to this, at a word. */
const SUMMARY_LENGTH = 200;

/**
 * What feeds add to a post's HTML that is not the post: a tracking pixel (Medium's 1 × 1 picture), dev.to's empty
 * anchors beside its headings and its links around pictures to the same picture. And where a code block's language
 * is written, as the converter reads it (`language-x` on the `code`): Hashnode and others write `lang-x`, dev.to
 * `<pre class="highlight x">`.
 */
function tidyFeedHtml() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (!parent || index === undefined) return;
      const only = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
      if (node.tagName === 'img' && String(node.properties.width) === '1' && String(node.properties.height) === '1') {
        parent.children.splice(index, 1);
        return index;
      }
      if (node.tagName === 'a' && String(node.properties.href ?? '').startsWith('#') && !only.length) {
        parent.children.splice(index, 1);
        return index;
      }
      if (node.tagName === 'a' && only.length === 1 && only[0].type === 'element' && only[0].tagName === 'img') {
        parent.children.splice(index, 1, only[0]);
        return index;
      }
      if (node.tagName !== 'pre') return;
      const code = node.children.find((child): child is Element => child.type === 'element' && child.tagName === 'code');
      if (!code) return;
      const classes = [...((code.properties.className as string[]) ?? []), ...((node.properties.className as string[]) ?? [])];
      const marked = classes.find((name) => /^(language|lang)-./.test(name))?.replace(/^lang-/, 'language-');
      const devTo = classes.includes('highlight') ? classes.find((name) => !['highlight', 'js-code-highlight'].includes(name)) : undefined;
      const language = marked ?? (devTo && `language-${devTo}`);
      if (language) code.properties.className = [language];
    });
  };
}

/** A link whose address the sanitizer took (a `javascript:` one) is its words alone. */
function unwrapEmptyLinks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'a' || node.properties.href || !parent || index === undefined) return;
      parent.children.splice(index, 1, ...node.children);
      return index;
    });
  };
}

/** A feed's HTML as Markdown: sanitized first (no script, event handler or `javascript:` address survives). */
const toMarkdown = unified()
  .use(rehypeParse, { fragment: true })
  .use(tidyFeedHtml)
  .use(rehypeSanitize, { ...defaultSchema, clobber: [] })
  .use(unwrapEmptyLinks)
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-' });

/** HTML from a feed as a Markdown tree, cleaned. */
const convert = (html: string) => toMarkdown.runSync(toMarkdown.parse(html)) as unknown as MarkdownTree;

/** The words of a Markdown tree: its first paragraph's, or all of it when it has none. */
function firstWords(tree: MarkdownTree): string {
  const first = (tree.children as { type: string }[]).find((node) => node.type === 'paragraph');
  return textOf(first ?? tree)
    .replace(/\s+/g, ' ')
    .trim();
}

function shortened(text: string): string {
  if (text.length <= SUMMARY_LENGTH) return text;
  return `${text.slice(0, SUMMARY_LENGTH).replace(/\s+\S*$/, '')}…`;
}

async function readSource(source: string): Promise<string> {
  if (/^https?:\/\//.test(source)) {
    let response: Response;
    try {
      response = await fetch(source, { signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      throw new ImportProblem(`${source} could not be fetched: ${(error as Error).cause ?? (error as Error).message}`);
    }
    if (!response.ok) throw new ImportProblem(`${source} answered ${response.status} ${response.statusText}`);
    return response.text();
  }
  try {
    return readFileSync(source, 'utf8');
  } catch (error) {
    throw new ImportProblem(`${source} could not be read: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'there is no such file' : (error as Error).message}`);
  }
}

/** A picture downloaded into public/assets/posts/<slug>/, as its path from the site root; or why not. */
async function downloadPicture(url: string, slug: string, index: number, root: string): Promise<string | { problem: string }> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) return { problem: `answered ${response.status}` };
    const type = response.headers.get('content-type')?.split(';')[0].trim() ?? '';
    const extension = PICTURE_TYPES[type] ?? /\.(png|jpe?g|gif|webp|avif|svg)$/i.exec(new URL(url).pathname)?.[1].toLowerCase().replace('jpeg', 'jpg');
    if (!extension) return { problem: `is not a picture (${type || 'no type'})` };
    const named = new URL(url).pathname.split('/').pop() ?? '';
    const stem = slugOf(named.replace(/\.\w+$/, '')) || 'picture';
    const path = `/assets/posts/${slug}/${index + 1}-${stem}.${extension}`;
    mkdirSync(join(root, 'public', 'assets', 'posts', slug), { recursive: true });
    writeFileSync(join(root, 'public', path), Buffer.from(await response.arrayBuffer()));
    return path;
  } catch (error) {
    return { problem: `could not be fetched: ${(error as Error).cause ?? (error as Error).message}` };
  }
}

type MarkdownTree = ReturnType<typeof toMarkdown.parse> & { children: unknown[] };
type ImageNode = { type: 'image'; url: string; alt?: string | null };
type Converted = { slug: string; file: string; front: string; review: string[]; tree: MarkdownTree; base?: string };

/**
 * Reads the feed at `source` (a file, or an http(s) address) and writes each of its posts as content/posts/<slug>.md
 * under `root`, never over a post that is there unless `force`. A feed it cannot read writes nothing. With a
 * `language` (one of the site's others), the feed is that language's: each post is the translation of the site's
 * post of the same day, written as content/posts/<slug>.<code>.md (its day and tags are the original's); one with no
 * post of its day, or several, is left for the owner to name.
 */
export async function importPosts(source: string, { root = process.cwd(), force = false, language }: { root?: string; force?: boolean; language?: string } = {}): Promise<ImportReport> {
  const text = await readSource(source);
  let feed: ReturnType<typeof parseFeed>;
  try {
    feed = parseFeed(text);
  } catch (error) {
    throw new ImportProblem(`${source} is not an RSS or Atom feed (${(error as Error).message})`);
  }
  if (!feed.items.length) throw new ImportProblem(`${source} has no posts in it`);

  const converted: Converted[] = feed.items.map((item, i) => {
    const title = item.title?.trim() || `Untitled post ${i + 1}`;
    const slug = slugOf(title) || `post-${i + 1}`;
    const review: string[] = [];
    if (!item.title?.trim()) review.push(`has no title in the feed: named "${title}"`);
    const html = item.content ?? item.description ?? '';
    const date = item.published ?? item.updated;
    if (!date) review.push('has no date in the feed: dated today');
    const tree = convert(html);
    const summary = item.content && item.description ? firstWords(convert(item.description)) : '';
    if (!summary) review.push('has no summary in the feed: its first paragraph stands in for one');
    const front = {
      title,
      date: (date ?? new Date()).toISOString().slice(0, 10),
      summary: shortened(summary || firstWords(tree)) || title,
      ...(item.categories.length ? { tags: [...new Set(item.categories.map((category) => category.label ?? category.term).filter(Boolean))] } : {}),
      ...(item.url?.startsWith('https://') ? { canonical: item.url } : {}),
    };
    return { slug, file: join('content', 'posts', `${slug}.md`), front: `---\n${stringify(front)}---\n\n`, review, tree, base: item.url ?? feed.url ?? undefined };
  });

  const report: ImportReport = { written: [], review: [], skipped: [] };
  for (const post of language ? asTranslations(converted, language, root, report) : converted) {
    if (existsSync(join(root, post.file)) && !force) {
      report.skipped.push(`${post.file} is there already (--force replaces it)`);
      continue;
    }
    const pictures: ImageNode[] = [];
    visit(post.tree as never, 'image', (node: ImageNode) => {
      pictures.push(node);
    });
    for (const [index, picture] of pictures.entries()) {
      const url = new URL(picture.url, post.base).href;
      const alt = picture.alt?.trim() || `A picture from “${post.file}”`;
      if (!picture.alt?.trim()) post.review.push(`picture ${index + 1} has no description (alt text): describe it`);
      const saved = await downloadPicture(url, post.slug, index, root);
      if (typeof saved === 'string') Object.assign(picture, { url: saved, alt });
      else {
        post.review.push(`picture ${url} ${saved.problem}: left as a link to it`);
        // A link in the picture's place, which the owner sees and the build accepts.
        Object.assign(picture, { type: 'link', url, children: [{ type: 'text', value: `Picture: ${alt}` }] });
      }
    }
    mkdirSync(join(root, 'content', 'posts'), { recursive: true });
    writeFileSync(join(root, post.file), post.front + String(toMarkdown.stringify(post.tree as never)));
    report.written.push(post.file);
    report.review.push(...post.review.map((line) => `${post.file}: ${line}`));
  }
  return report;
}

/**
 * Posts as translations into `language` of the site's posts of the same day: each named after its original
 * (`<slug>.<code>.md`), its front matter its own words alone (title, summary, where it was published); one with no
 * original, or more than one that day, is reported and left out.
 */
function asTranslations(converted: Converted[], language: string, root: string, report: ImportReport): Converted[] {
  const originals = readPostSources(join(root, 'content', 'posts'), ['', language]).filter((source) => !source.language);
  return converted.flatMap((post) => {
    const front = parse(post.front.replace(/^---\n|---\n\n$/g, '')) as { title: string; date: string; summary: string; canonical?: string };
    const sameDay = originals.filter((original) => String(original.matter.date) === front.date);
    if (sameDay.length !== 1) {
      report.skipped.push(`"${front.title}" (${front.date}): ${sameDay.length ? `${sameDay.length} posts of that day` : 'no post of that day'} to translate; save it as content/posts/<slug>.${language}.md, named after its original`);
      return [];
    }
    const { slug } = sameDay[0];
    const own = { title: front.title, summary: front.summary, ...(front.canonical && { canonical: front.canonical }) };
    return [{ ...post, slug, file: join('content', 'posts', `${slug}.${language}.md`), front: `---\n${stringify(own)}---\n\n` }];
  });
}

/** As a command: what it wrote, left alone and wants looked at, or why it wrote nothing. */
async function main() {
  const { source, language, force } = importArgs('npm run import-posts -- <feed file or address> [--lang <code>] [--force]');
  try {
    const { written, review, skipped } = await importPosts(source, { force, language });
    console.log(`Imported ${written.length} ${written.length === 1 ? 'post' : 'posts'} from ${source}:`);
    for (const file of written) console.log(`  - ${file}`);
    if (skipped.length) console.log(`\nLeft alone:\n${skipped.map((line) => `  - ${line}`).join('\n')}`);
    if (review.length) console.log(`\nFor your eye:\n${review.map((line) => `  - ${line}`).join('\n')}`);
    console.log('\nThen check them: npm run dev (or npm start), and npm test.');
    if (language && written.length) await recordWritten(language, { posts: written.map((file) => file.replace(`.${language}.md`, '.md')) });
  } catch (error) {
    if (!(error instanceof ImportProblem)) throw error;
    console.error(`Nothing was imported: ${error.message}`);
    process.exit(1);
  }
}

if (isCommand(__filename)) void main();
