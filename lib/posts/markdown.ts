import 'server-only';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { asset } from '../asset';
import { keptAsJson } from '../files/buildCache';
import { lockfileText } from '../files/installedPackage';

/**
 * GitHub's rules for HTML written in Markdown (no script, style, event handler or `javascript:` address), with one
 * change: an `id` is kept only as the footnotes write it (`user-content-…`, `footnote-label`), where GitHub prefixes every id and
 * mends the footnotes' links with a script. So nothing a post writes can shadow a name the page's scripts use.
 */
const sanitizeSchema: SanitizeSchema = {
  ...defaultSchema,
  clobber: [],
  attributes: {
    ...defaultSchema.attributes,
    '*': [...(defaultSchema.attributes?.['*'] ?? []).filter((name) => name !== 'id' && name !== 'name'), ['id', /^(user-content-|footnote-label$)/]],
  },
};

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** The page's `<h1>` is the post's title: a post that uses `#` headings has each moved one level down. */
function headingsBelowTitle() {
  return (tree: Root) => {
    let hasH1 = false;
    visit(tree, 'element', (node: Element) => {
      hasH1 ||= node.tagName === 'h1';
    });
    if (!hasH1) return;
    visit(tree, 'element', (node: Element) => {
      const level = HEADINGS.indexOf(node.tagName);
      if (level !== -1) node.tagName = HEADINGS[Math.min(level + 1, 5)];
    });
  };
}

/**
 * A task list's checkbox is named by its item's words (GitHub writes a bare `<input>`, which screen readers announce
 * as an unnamed checkbox and axe reports).
 */
function labelTaskCheckboxes() {
  return (tree: Root) => {
    visit(tree, 'element', (item: Element) => {
      const classes = item.properties.className;
      if (item.tagName !== 'li' || !Array.isArray(classes) || !classes.includes('task-list-item')) return;
      const own = { ...item, children: item.children.filter((child) => !(child.type === 'element' && ['ul', 'ol'].includes(child.tagName))) };
      visit(item, 'element', (input: Element) => {
        if (input.tagName === 'input' && input.properties.type === 'checkbox') input.properties.ariaLabel = textOf(own).trim();
      });
    });
  };
}

/**
 * A table scrolls sideways where it is wider than the column (components/posts/PostBody.module.css): a keyboard
 * reaches it to scroll it (WCAG 2.1.1), as it reaches a code block.
 */
function tablesReachable() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') node.properties.tabIndex = 0;
    });
  };
}

/**
 * A link to a page of the site, written from its root as the owner sees it (`[the form](/Contact-me/)`), under the
 * base path, as every other link of the site (and so in the feeds too, made absolute from it).
 */
function linksUnderBasePath() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      const href = node.properties.href;
      if (node.tagName === 'a' && typeof href === 'string' && /^\/(?!\/)/.test(href)) node.properties.href = asset(href);
    });
  };
}

const processor = unified()
  .use(remarkParse)
  // Tables, task lists, footnotes, autolinks and strikethrough, as GitHub writes them.
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  .use(rehypeSanitize, sanitizeSchema)
  .use(headingsBelowTitle)
  .use(labelTaskCheckboxes)
  .use(tablesReachable)
  .use(linksUnderBasePath)
  // Each heading gets an id from its words and becomes a link to itself, to share a section: each that is shown (the
  // footnotes' label is for screen readers alone, and a link in it would take the keyboard's focus out of sight).
  .use(rehypeSlug)
  .use(rehypeAutolinkHeadings, { behavior: 'wrap', test: (heading) => !String(heading.properties.className).includes('sr-only') });

/**
 * What a post's tree depends on besides its Markdown, read from the project (where the build and Jest run): the
 * packages above at their locked versions (the lockfile: a new version of any package misses every post once), this
 * module's own rules as its text, and the base path its links go under.
 */
const PIPELINE = createHash('sha256')
  .update([lockfileText(), readFileSync(join(process.cwd(), 'lib', 'posts', 'markdown.ts'), 'utf8'), asset('/')].join('\0'))
  .digest('hex');

/**
 * Where each post's tree is kept between builds (`MARKDOWN_CACHE` moves it): every page of a blog's build reads every
 * post, so each process that renders pages parsed them all again (3.7 s for 500 posts, measured in the build).
 */
const cacheDir = () => process.env.MARKDOWN_CACHE || join(process.cwd(), '.cache', 'posts', 'markdown');

/**
 * Where each node came from in the Markdown: nothing reads it once the tree is made, and it is a third of what a blog's
 * trees weigh in every process that renders its pages (and of the time to read them back from the cache).
 */
function withoutPositions(tree: Root): Root {
  visit(tree, (node) => {
    delete node.position;
  });
  return tree;
}

/** A post's Markdown as an HTML tree, with its code not yet highlighted (lib/posts/highlight.ts does that). */
export function markdownToTree(markdown: string): Root {
  return keptAsJson(cacheDir(), `${PIPELINE}\0${markdown}`, () => withoutPositions(processor.runSync(processor.parse(markdown)) as Root));
}
