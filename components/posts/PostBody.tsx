import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Children, cloneElement, type ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { Words } from '@/lib/i18n/words';
import { heldHtml } from '@/lib/heldHtml';
import type { Post } from '@/lib/posts/posts';
import AssetImage from '../AssetImage';
import article from '../Article.module.css';
import code from './CodeBlock.module.css';
import CopyCodeButton from './CopyCodeButton';
import HeldBody from './HeldBody';
import styles from './PostBody.module.css';
import { required } from '@/lib/required';

type Props = {
  /** The post's body with its code highlighted (lib/posts/highlight.ts). */
  tree: Root;
  pictures: Post['pictures'];
  /** The copy buttons' words, in the post's language. */
  labels: Pick<Words['blogPage'], 'copy' | 'copied' | 'copyRefused'>;
};

/** Whether `node` or anything in it is a tag PostBody renders as a component of its own (a picture, a code block). */
const hasComponent = (node: ElementContent): boolean => node.type === 'element' && (node.tagName === 'img' || node.tagName === 'pre' || node.children.some(hasComponent));

/**
 * A post's Markdown as the page's HTML, written at build time: its code highlighted as classes, its pictures as
 * every other content picture is shown (the variants the build wrote, their space reserved). Its only script is
 * each code block's copy button. What no script touches (each top-level block but the pictures and code blocks, and
 * each code block's code) is written as HTML its page alone holds (lib/heldHtml.ts): a post's words are shipped once.
 */
export default function PostBody({ tree, pictures, labels }: Props) {
  const { copy, copied, copyRefused } = labels;
  // A table column's alignment stays the `align` the Markdown gave it: a style attribute would break the policy.
  const plain = { Fragment, jsx, jsxs, tableCellAlignToStyle: false } as const;
  /** `element` as itself, its attributes as React writes them, its content as HTML held by the page. */
  const held = (element: Element) => cloneElement(toJsxRuntime({ ...element, children: [] }, plain) as ReactElement, heldHtml(toHtml(element.children)));
  const options = {
    ...plain,
    passNode: true,
    components: {
      // Each code block with its copy button (which only the page's scripts add).
      pre: ({ node }: { node?: Element }) => (
        <div className={code.block}>
          {held(required(node, 'the code block'))}
          <CopyCodeButton labels={{ copy, copied, copyRefused }} />
        </div>
      ),
      img: ({ src, loading }: { src?: string; loading?: string }) => <AssetImage image={required(pictures.get(String(src)), `the picture ${src}`)} layout="article" className={article.picture} eager={loading === 'eager'} />,
    },
  } as const;
  const block = (node: RootContent) => (node.type === 'element' && node.children.length && !hasComponent(node) ? held(node) : toJsxRuntime(node, options));
  return <HeldBody className={styles.body}>{Children.toArray(tree.children.map(block))}</HeldBody>;
}
