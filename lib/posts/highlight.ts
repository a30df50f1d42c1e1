import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { bundledLanguages, createCssVariablesTheme, createHighlighter, createJavaScriptRegexEngine, type ShikiTransformer } from 'shiki';
import { visit } from 'unist-util-visit';
import { installedPackage } from '@/lib/files/installedPackage';
import { keptAsJson } from '@/lib/files/buildCache';

/**
 * Shiki's theme whose every colour is a CSS variable (`var(--shiki-token-keyword)`): the transformer below turns
 * each into a class, and components/posts/PostBody.module.css colours the classes from the design's tokens.
 */
export const theme = createCssVariablesTheme({ name: 'site', variablePrefix: '--shiki-' });

/** What Shiki writes as `style`, as the class the stylesheet gives it; anything else stops the build. */
const STYLE_CLASSES: [RegExp, (match: RegExpMatchArray) => string | undefined][] = [
  [/^color:var\(--shiki-([\w-]+)\)$/, ([, name]) => `shiki-${name}`],
  [/^background-color:var\(--shiki-background\)$/, () => undefined],
  [/^font-style:italic$/, () => 'shiki-italic'],
  [/^font-weight:bold$/, () => 'shiki-bold'],
  [/^text-decoration:underline$/, () => 'shiki-underline'],
];

/**
 * The strict Content-Security-Policy allows no `style` attribute, which is how Shiki colours tokens: each
 * declaration becomes a class, so the page's HTML holds no style at all.
 */
const stylesAsClasses: ShikiTransformer = {
  name: 'styles-as-classes',
  root(root) {
    visit(root, 'element', (node: Element) => {
      const style = node.properties.style;
      if (typeof style !== 'string') return;
      delete node.properties.style;
      const classes = style
        .split(';')
        .map((declaration) => declaration.replace(/\s+/g, ''))
        .filter(Boolean)
        .map((declaration) => {
          for (const [pattern, toClass] of STYLE_CLASSES) {
            const match = declaration.match(pattern);
            if (match) return toClass(match);
          }
          throw new Error(`Shiki wrote style "${declaration}", which lib/posts/highlight.ts has no class for`);
        })
        .filter((name): name is string => Boolean(name));
      if (classes.length) node.properties.class = [node.properties.class, ...classes].filter(Boolean).join(' ');
    });
  },
};

// Read as a file: the build's bundler and Jest both resolve the project's packages from its root.
const shikiVersion = JSON.parse(readFileSync(join(installedPackage('shiki'), 'package.json'), 'utf8')).version;

/**
 * Where a highlighted block is kept between builds, by a hash of its language, code and this module's way of
 * highlighting (Shiki's version, the classes): a second build highlights only what changed. `HIGHLIGHT_CACHE` moves it.
 */
const cacheDir = () => process.env.HIGHLIGHT_CACHE || join(process.cwd(), '.cache', 'posts', 'highlight');
const CACHE_VERSION = `${shikiVersion}:${STYLE_CLASSES.map(([pattern]) => pattern.source).join('|')}`;

let highlighter: ReturnType<typeof createHighlighter> | undefined;
// The JavaScript engine: no WebAssembly to load at build time, same grammars.
const shiki = () => (highlighter ??= createHighlighter({ themes: [theme], langs: [], engine: createJavaScriptRegexEngine() }));

const languageOf = (code: Element) => {
  const named = ((code.properties.className as string[] | undefined) ?? []).find((name) => name.startsWith('language-'));
  return named?.slice('language-'.length).toLowerCase();
};

/**
 * A copy of the tree with each fenced block of a language Shiki knows highlighted, at build time, as classes; a
 * block in another language (or none) stays plain text in the same frame.
 */
export async function highlightCode(source: Root): Promise<Root> {
  // A copy: the post's own tree is shared by every page that reads it. (A tree is plain data.)
  const tree: Root = JSON.parse(JSON.stringify(source));
  const blocks: { parent: Root | Element; index: number; code: string; lang: string }[] = [];
  visit(tree, 'element', (node: Element, index, parent) => {
    const code = node.tagName === 'pre' && node.children.length === 1 && node.children[0].type === 'element' && node.children[0].tagName === 'code' ? node.children[0] : undefined;
    if (!code || index === undefined || !parent) return;
    const lang = languageOf(code);
    if (lang && lang in bundledLanguages) blocks.push({ parent: parent as Root | Element, index, code: textOf(code).replace(/\n$/, ''), lang });
  });
  if (!blocks.length) return tree;
  for (const { parent, index, code, lang } of blocks) {
    const highlight = await shiki();
    await highlight.loadLanguage(lang as keyof typeof bundledLanguages);
    parent.children[index] = keptAsJson(cacheDir(), `${CACHE_VERSION}\0${lang}\0${code}`, (): ElementContent => {
      // No time limit: past Shiki's default half second (a slow machine's first block), the rest of a line is left
      // unhighlighted, and the build would differ from run to run.
      const { children } = highlight.codeToHast(code, { lang, theme: 'site', transformers: [stylesAsClasses], tokenizeTimeLimit: 0 });
      return children[0] as ElementContent;
    });
  }
  return tree;
}
