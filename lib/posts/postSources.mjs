// The owner's posts as files: read by lib/posts/posts.ts (which checks them) and by next.config.mjs (which decides
// whether the export has a blog at all). Plain JavaScript, so the config can import it before anything is compiled.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import slugify from 'slugify';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';

/** Where the posts are: content/posts/, or POSTS_DIR (the tests' second owner brings their own). */
export function postsDir() {
  return process.env.POSTS_DIR || join(process.cwd(), 'content', 'posts');
}

/** A post's address is its file's name: `content/posts/hello-world.md` is /Blog/hello-world/. */
const POST_FILE = /^(.+)\.mdx?$/;

/** @typedef {{ file: string, slug: string, language?: string, matter: Record<string, unknown>, body: string }} PostSource */

/**
 * Every post file in `dir` (content/posts/), in name order: `{ file, slug, language, matter, body }`, with `matter`
 * the YAML front matter as written (unchecked) and `body` the Markdown after it. A file named `<slug>.<code>.md`, with
 * `<code>` one of the site's other `languages`, is that post's translation (`language` set). A front matter that is
 * not YAML throws, naming the file.
 * @param {string} [dir]
 * @param {readonly string[]} [languages] the site's languages, its own first
 * @returns {PostSource[]}
 */
export function readPostSources(dir = postsDir(), languages = []) {
  let names;
  try {
    names = readdirSync(dir);
  } catch (error) {
    if (error.code === 'ENOENT') return [];
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
        throw new Error(`Invalid content in ${file}: its front matter (between the --- lines) is not YAML: ${error.message.split('\n')[0]}`);
      }
      const base = POST_FILE.exec(name)[1];
      const code = base.slice(base.lastIndexOf('.') + 1);
      const translation = base.includes('.') && languages.indexOf(code) > 0;
      return {
        file,
        slug: translation ? base.slice(0, base.lastIndexOf('.')) : base,
        ...(translation && { language: code }),
        matter: /** @type {Record<string, unknown>} */ (vfile.data.matter ?? {}),
        body: String(vfile),
      };
    });
}

/**
 * What the export has of the blog: `published`, a post that is not a draft (in `npm run dev`, drafts count);
 * `tagged`, such a post with a tag; `paged`, more such posts than fit on a page of `perPage` (so /Blog/page/2/);
 * `tagPaged`, a tag on more of them than fit on one page; `translated`, a published post's translation into another
 * of the site's `languages`; `translatedPaged`, more of one language's than fit on a page. Read from the front matter
 * as written: lib/posts/posts.ts checks it.
 * @param {{ dev?: boolean, perPage?: number, languages?: readonly string[] }} [options]
 */
export function blogShape({ dev = process.env.NODE_ENV === 'development', perPage = Infinity, languages = [] } = {}) {
  const sources = readPostSources(undefined, languages).filter((post) => dev || post.matter.draft !== true);
  const shown = sources.filter((post) => !post.language);
  const published = new Set(shown.map((post) => post.slug));
  const translations = new Map();
  for (const { language, slug } of sources) {
    if (language && published.has(slug)) translations.set(language, (translations.get(language) ?? 0) + 1);
  }
  const tagCounts = new Map();
  for (const { matter } of shown) {
    // As lib/posts/posts.ts counts a tag: by its address, once a post.
    const slugs = new Set((Array.isArray(matter.tags) ? matter.tags : []).map((tag) => slugify(String(tag), { lower: true, strict: true, locale: 'en' })));
    for (const slug of slugs) tagCounts.set(slug, (tagCounts.get(slug) ?? 0) + 1);
  }
  return {
    published: shown.length > 0,
    tagged: tagCounts.size > 0,
    paged: shown.length > perPage,
    tagPaged: [...tagCounts.values()].some((count) => count > perPage),
    translated: translations.size > 0,
    translatedPaged: [...translations.values()].some((count) => count > perPage),
  };
}
