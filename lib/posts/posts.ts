import 'server-only';
import type { Element, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { defineContent } from '@/content/check';
import { type Image, imageSchema, slugOf } from '@/content/fields';
import { type PostFrontMatter, postSchema } from '@/content/schema';
import { markdownToTree } from './markdown';
import { oncePer } from '../oncePer';
import { addressIn, FIRST_LANGUAGE, LANGUAGES } from '../i18n/languages';
import { pageCount, type PostSource, readPostSources, shownSources } from './postSources';
import { postFingerprint, postKey, readRecord, stateOf } from '../i18n/staleness';
import { required } from '../required';

/** A post as the pages show it: its front matter, checked, and its body as an HTML tree with its pictures. */
export type Post = Omit<PostFrontMatter, 'tags' | 'toc'> & {
  slug: string;
  /** The language it is written in: the site's own, or the one its file's name gives (`<slug>.de.md`). */
  language: string;
  /** The file it was read from, as the owner names it: `content/posts/hello-world.md`. */
  file: string;
  tags: Tag[];
  tree: Root;
  /** Every picture in the body, by its `src`, read from its file like every other content picture. */
  pictures: Map<string, Image>;
  readingMinutes: number;
  /** Its table of contents: empty when it has fewer than three headings, or `toc: false`. */
  contents: ContentsEntry[];
  /** A translation's: its original changed after it was translated (lib/i18n/staleness.ts). */
  stale?: boolean;
};

/** A section in a post's table of contents, and the sections under it. */
export type ContentsEntry = { id: string; title: string; sections: ContentsEntry[] };

/**
 * A tag as posts write it (`name`, the first spelling met, or a translation's name for it in its language) and as its
 * page's address has it (`slug`, the original's in every language).
 */
export type Tag = { name: string; slug: string };

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Words a minute: the reading time on each post's card and page. */
const WORDS_PER_MINUTE = 200;
/**
 * A picture among the body's first two blocks is on the first screen of a phone, below the title: it loads at once,
 * as the page's first picture. Every other loads as it nears the screen.
 */
const FIRST_SCREEN_BLOCKS = 2;

const fail = (file: string, problems: string[]) => new Error(`Invalid content in ${file}:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);

/** The body's pictures, checked as content pictures (a file under public/assets/, alt text); the first screen's marked eager. */
function picturesOf(file: string, tree: Root): Map<string, Image> {
  const pictures = new Map<string, Image>();
  const problems: string[] = [];
  const onFirstScreen = new Set<Element>();
  for (const block of tree.children.filter((node) => node.type === 'element').slice(0, FIRST_SCREEN_BLOCKS)) visit(block, 'element', (node: Element) => void onFirstScreen.add(node));
  let first = true;
  visit(tree, 'element', (node: Element) => {
    if (node.tagName !== 'img') return;
    const src = String(node.properties.src ?? '');
    const alt = String(node.properties.alt ?? '');
    const result = imageSchema.safeParse({ src, alt });
    if (!result.success) {
      problems.push(...result.error.issues.map((issue) => `picture ![${alt}](${src}), field "${issue.path.join('.')}": ${issue.message}`));
      return;
    }
    pictures.set(src, result.data);
    node.properties.loading = first && onFirstScreen.has(node) ? 'eager' : 'lazy';
    first = false;
  });
  if (problems.length) throw fail(file, problems);
  return pictures;
}

/** A post with this many headings or more gets a table of contents. */
const CONTENTS_FROM = 3;
const HEADING = /^h([2-6])$/;

/**
 * The post's sections (its `##` headings, with the `###` under each), by the ids rehype-slug gave them; none when it
 * has fewer than three headings of any level.
 */
export function contentsOf(tree: Root): ContentsEntry[] {
  const headings: { level: number; id: string; title: string }[] = [];
  visit(tree, 'element', (node: Element) => {
    const level = HEADING.exec(node.tagName)?.[1];
    if (level) headings.push({ level: Number(level), id: String(node.properties.id ?? ''), title: textOf(node).trim() });
  });
  if (headings.length < CONTENTS_FROM) return [];
  const top = Math.min(...headings.map((heading) => heading.level));
  const contents: ContentsEntry[] = [];
  for (const { level, id, title } of headings) {
    if (!id || level > top + 1) continue;
    const entry = { id, title, sections: [] };
    if (level === top || !contents.length) contents.push(entry);
    else required(contents.at(-1)).sections.push(entry);
  }
  return contents;
}

/** A post read from its file: its front matter checked (`matter`, laid over the original's for a translation), its body. */
function readPost({ file, slug, matter, body }: PostSource, language: string, tags: Map<string, Tag>): Post {
  if (file.endsWith('.mdx')) throw fail(file, ['is MDX, which this site does not run: rename it to .md (Markdown, with HTML where you need it)']);
  if (!SLUG.test(slug)) throw fail(file, [`its name is the post's address (/Blog/${slug}/): use lowercase letters and digits joined by hyphens, such as ${slugOf(slug) || 'my-first-post'}.md`]);
  const { toc, ...front } = defineContent(file, postSchema, matter as never);
  const tree = markdownToTree(body);
  // A tag written twice in other cases or spellings ("Next.js", "nextjs") is one tag, named as first met.
  const named = front.tags.map((name) => {
    const tagSlug = slugOf(name);
    if (!tags.has(tagSlug)) tags.set(tagSlug, { name, slug: tagSlug });
    return required(tags.get(tagSlug), tagSlug);
  });
  const postTags = [...new Set(named)];
  const words = textOf(tree).split(/\s+/).filter(Boolean).length;
  return {
    ...front,
    slug,
    language,
    file,
    tags: postTags,
    tree,
    pictures: picturesOf(file, tree),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    contents: toc ? contentsOf(tree) : [],
  };
}

const newestFirst = (a: Post, b: Post) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug);

const sources = readPostSources(undefined, LANGUAGES);
/** The files each language shows, by lib/posts/postSources.ts's rules: the ones next.config.mjs made routes for. */
const shownFiles = new Set([...shownSources(sources, LANGUAGES).values()].flat().map((source) => source.file));
const shown = (post: Post) => shownFiles.has(post.file);
const tagNames = new Map<string, Tag>();

/**
 * The posts the site shows, newest first: every post but the drafts (in `npm run dev`, the drafts too). Read and
 * checked when first imported, which for a static export is the build: a problem stops it, naming the file.
 */
export const posts: Post[] = sources
  .filter((source) => !source.language)
  .map((source) => readPost(source, FIRST_LANGUAGE, tagNames))
  .sort(newestFirst)
  .filter(shown);

/**
 * A language's posts: the site's own language's are `posts`; another's, the translations into it
 * (content/posts/<slug>.<code>.md), each its front matter over the original's (its day and tags are the original's,
 * its tags named as the language names them), shown while the original is. A post with none is listed only in its own
 * language.
 */
export function postsIn(language: string): Post[] {
  return language === FIRST_LANGUAGE ? posts : translationsInto(language);
}
const translationsInto = oncePer((language: string): Post[] => {
  const record = readRecord(language);
  const translated = sources.filter((source) => source.language === language);
  const tags = tagsNamedIn(translated);
  return translated
    .map((source): Post | undefined => {
      const original = posts.find((post) => post.slug === source.slug);
      const originalSource = originalOf(source);
      if (!originalSource) throw fail(source.file, [`translates content/posts/${source.slug}.md, which is not there: name it after the post it translates`]);
      if (!original) return undefined;
      // Where the original first appeared is the original's alone.
      const matter = { ...originalSource.matter, canonical: undefined, ...source.matter, date: originalSource.matter.date, tags: originalSource.matter.tags };
      const stale = stateOf(record?.posts[postKey(originalSource.file)], postFingerprint(originalSource)) === 'stale';
      return { ...readPost({ ...source, matter }, language, tags), stale };
    })
    .filter((post): post is Post => post !== undefined && shown(post))
    .sort(newestFirst);
});

/** The original of a translation, or of an original itself: looked up by its name, for a blog of thousands. */
const originals = new Map(sources.filter((source) => !source.language).map((source) => [source.slug, source]));
const originalOf = (source: PostSource) => originals.get(source.slug);

/**
 * A language's tags: as the first language names them, unless a translation names its original's tags in its own
 * words (`tags:` in its front matter, in the original's order). The address stays the original's; a tag named two ways
 * in one language is a mistake, named.
 */
function tagsNamedIn(translated: PostSource[]): Map<string, Tag> {
  const named = new Map<string, Tag & { file: string }>();
  for (const source of translated) {
    const names: unknown = source.matter.tags;
    const original = ((originalOf(source)?.matter.tags as unknown[] | undefined) ?? []).map(String);
    if (names === undefined || !original.length) continue;
    if (!Array.isArray(names) || names.length !== original.length || names.some((name) => typeof name !== 'string' || !name.trim())) {
      throw fail(source.file, [`field "tags": names the original's tags in this language, all ${original.length} in their order (${original.join(', ')}), or is left out`]);
    }
    names.forEach((name: string, i) => {
      const slug = slugOf(original[i]);
      const other = named.get(slug);
      if (other && other.name !== name) throw fail(source.file, [`field "tags": names "${original[i]}" "${name}", and ${other.file} names it "${other.name}": name a tag one way`]);
      named.set(slug, { name, slug, file: source.file });
    });
  }
  return new Map([...tagNames, ...[...named].map(([slug, { name }]) => [slug, { name, slug }] as const)]);
}

/** A post's page in its language, as next/link takes it: `/Blog/hello-world`, `/de/Blog/hello-world`. */
export const postPath = (post: Pick<Post, 'slug' | 'language'>) => addressIn(post.language, 'post', { slug: post.slug });
/** A tag's page in a language: `/Blog/tags/react`, `/de/Blog/tags/react`; its page n, `/Blog/tags/react/page/n`. */
export const tagPath = (tag: Tag, page = 1, language = FIRST_LANGUAGE) => addressIn(language, 'tag', { tag: tag.slug, page });

/** One page of a list of posts: its number (from 1), how many pages there are, and its posts. */
export type PostsPage = { page: number; pages: number; posts: Post[] };

/** A list of posts as pages of `site.blog.perPage`, newest first; a list of none is one empty page. */
export function postsPages(list: Post[], perPage: number): PostsPage[] {
  const pages = pageCount(list.length, perPage);
  return Array.from({ length: pages }, (_, i) => ({ page: i + 1, pages, posts: list.slice(i * perPage, (i + 1) * perPage) }));
}

/**
 * Up to `count` other posts that share a tag with this one: most tags shared first, newest first among equals.
 * Chosen at build time, from the shown posts.
 */
export function relatedPosts(post: Post, count = 3, among: Post[] = posts): Post[] {
  const slugs = new Set(post.tags.map((tag) => tag.slug));
  // The best `count` so far, most shared first: one pass, as every post's page asks this of a blog of thousands.
  const best: { other: Post; shared: number }[] = [];
  for (const other of among) {
    if (other.slug === post.slug) continue;
    let shared = 0;
    for (const tag of other.tags) if (slugs.has(tag.slug)) shared++;
    if (!shared || (best.length >= count && shared <= (best.at(-1)?.shared ?? Infinity))) continue;
    // After every post sharing as many: posts are newest first already, and stay so among equals.
    const at = best.findIndex((kept) => kept.shared < shared);
    best.splice(at === -1 ? best.length : at, 0, { other, shared });
    best.length = Math.min(best.length, count);
  }
  return best.map(({ other }) => other);
}

/** The post with this slug in a language, with the older one (previous) and the newer one (next) there. */
export function postBySlug(slug: string, language = FIRST_LANGUAGE): { post: Post; previous?: Post; next?: Post } | undefined {
  const list = postsIn(language);
  const i = list.findIndex((post) => post.slug === slug);
  if (i === -1) return undefined;
  return { post: list[i], previous: list[i + 1], next: list[i - 1] };
}

/** The languages a post is in: its own, and each it is translated into, in the site's order. */
export function languagesOf(post: Pick<Post, 'slug'>): string[] {
  return LANGUAGES.filter((language) => slugsIn(language).has(post.slug));
}
/** A language's posts' slugs, gathered once: every post's page asks which languages it is in. */
const slugsIn = oncePer((language: string) => new Set(postsIn(language).map((post) => post.slug)));

/**
 * Every tag of a language's posts (a translation is tagged as its original), by name as first written, with its posts
 * in that language newest first. Worked out once a language: every tag page and the search page ask, so a blog of
 * hundreds of posts would otherwise gather them again for each of its pages.
 */
export const tagsIn = oncePer((language: string): (Tag & { posts: Post[] })[] => {
  const bySlug = new Map<string, Tag & { posts: Post[] }>();
  for (const post of postsIn(language)) {
    for (const tag of post.tags) {
      if (!bySlug.has(tag.slug)) bySlug.set(tag.slug, { ...tag, posts: [] });
      required(bySlug.get(tag.slug), tag.slug).posts.push(post);
    }
  }
  return [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name));
});
