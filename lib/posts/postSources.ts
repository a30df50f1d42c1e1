// The owner's posts as files, and the blog's shape: which posts each language shows, their tags and their pages. The
// one home of those rules: lib/posts/posts.ts reads the posts it names (and checks them), next.config.mjs asks it
// which of the blog's routes exist (app/routeKinds.mjs), the browser suite which posts to expect.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import { slugOf } from '../../content/fields';
import { postFingerprint, postKey } from '../i18n/staleness';
import { required } from '../required';

/** Where the posts are: content/posts/, or POSTS_DIR (the tests' second owner brings their own). */
export function postsDir() {
  return process.env.POSTS_DIR || join(process.cwd(), 'content', 'posts');
}

/** A post's address is its file's name: `content/posts/hello-world.md` is /Blog/hello-world/. */
const POST_FILE = /^(.+)\.mdx?$/;

/** A post file: its address, its language when it is a translation, its front matter as written (unchecked), its body. */
export type PostSource = { file: string; slug: string; language?: string; matter: Record<string, unknown>; body: string };

/**
 * Every post file in `dir` (content/posts/), in name order. A file named `<slug>.<code>.md`, with `<code>` one of the
 * site's other `languages`, is that post's translation (`language` set). A front matter that is not YAML throws,
 * naming the file.
 */
export function readPostSources(dir = postsDir(), languages: readonly string[] = []): PostSource[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => POST_FILE.test(name))
    .sort()
    .map((name) => {
      const path = join(dir, name);
      const file = relative(process.cwd(), path);
      const vfile = new VFile({ path, value: readFileSync(path, 'utf8') });
      try {
        matter(vfile, { strip: true });
      } catch (error) {
        throw new Error(`Invalid content in ${file}: its front matter (between the --- lines) is not YAML: ${(error as Error).message.split('\n')[0]}`);
      }
      const base = required(POST_FILE.exec(name), name)[1];
      const code = base.slice(base.lastIndexOf('.') + 1);
      const translation = base.includes('.') && languages.indexOf(code) > 0;
      return {
        file,
        slug: translation ? base.slice(0, base.lastIndexOf('.')) : base,
        ...(translation && { language: code }),
        matter: (vfile.data.matter ?? {}) as Record<string, unknown>,
        body: String(vfile),
      };
    });
}

/** Whether the site shows a post: every one but the drafts, and in `npm run dev` the drafts too. */
export const isShown = ({ draft }: { draft?: unknown }, dev = process.env.NODE_ENV === 'development') => dev || draft !== true;

/** How many pages a list of `count` posts takes at `perPage` a page: a list of none is one empty page. */
export const pageCount = (count: number, perPage: number) => Math.max(1, Math.ceil(count / perPage));

/** Each of a post's tags by its address (its page's), once however often or in whatever case it is written. */
export const tagSlugs = (tags: unknown) => [...new Set((Array.isArray(tags) ? tags : []).map((tag) => slugOf(String(tag))))];

/**
 * The post files each language shows: the first language's, its shown posts; another's, its translations of a shown
 * post. Each language with none is left out.
 */
export function shownSources(sources: PostSource[], languages: readonly string[], dev?: boolean): Map<string, PostSource[]> {
  const originals = sources.filter((post) => !post.language && isShown(post.matter, dev));
  const published = new Set(originals.map((post) => post.slug));
  const byLanguage = new Map<string, PostSource[]>();
  for (const [i, language] of (languages.length ? languages : ['']).entries()) {
    const shown = i === 0 ? originals : sources.filter((post) => post.language === language && published.has(post.slug) && isShown(post.matter, dev));
    if (shown.length) byLanguage.set(language, shown);
  }
  return byLanguage;
}

/**
 * What the export has of the blog, from the front matter as written (lib/posts/posts.ts checks it): `published`, a
 * shown post; `tagged`, one with a tag; `paged`, more than a page of `perPage`; `tagPaged`, a tag on more than a page;
 * `translated`, a shown post's translation into another of the site's `languages`; `translatedPaged`, more of one
 * language's than a page; `translatedTagged` and `translatedTagPaged`, the same of another language's tags.
 */
export function blogShape({ dev, perPage = Infinity, languages = [] }: { dev?: boolean; perPage?: number; languages?: readonly string[] } = {}) {
  const shown = shownSources(readPostSources(undefined, languages), languages, dev);
  const first = shown.get(languages[0] ?? '') ?? [];
  const others = [...shown.values()].filter((list) => list !== first);
  // A translation is tagged as its original is: how many posts each tag has in a language.
  const tagsOf = (post: PostSource) => tagSlugs(first.find((original) => original.slug === post.slug)?.matter.tags);
  const tagCounts = (posts: PostSource[]) => {
    const counts = new Map<string, number>();
    for (const post of posts) for (const slug of tagsOf(post)) counts.set(slug, (counts.get(slug) ?? 0) + 1);
    return [...counts.values()];
  };
  const manyPages = (count: number) => pageCount(count, perPage) > 1;
  const [firstTags, otherTags] = [tagCounts(first), others.map(tagCounts)];
  return {
    published: first.length > 0,
    tagged: firstTags.length > 0,
    paged: manyPages(first.length),
    tagPaged: firstTags.some(manyPages),
    translated: others.length > 0,
    translatedPaged: others.some((posts) => manyPages(posts.length)),
    translatedTagged: otherTags.some((counts) => counts.length > 0),
    translatedTagPaged: otherTags.some((counts) => counts.some(manyPages)),
  };
}

/** Each translated post of a language: its original's key and fingerprint, and the translation's file. */
export function translatedPosts(language: string, languages: readonly string[]): { original: string; now: string; translation: string }[] {
  const sources = readPostSources(postsDir(), languages);
  return sources
    .filter((source) => source.language === language)
    .flatMap((source) => {
      const original = sources.find((other) => !other.language && other.slug === source.slug);
      return original ? [{ original: postKey(original.file), now: postFingerprint(original), translation: source.file }] : [];
    });
}
