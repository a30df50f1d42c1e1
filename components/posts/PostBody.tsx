import type { Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { Words } from '@/lib/i18n/words';
import type { Post } from '@/lib/posts/posts';
import AssetImage from '../AssetImage';
import article from '../Article.module.css';
import code from './CodeBlock.module.css';
import CopyCodeButton from './CopyCodeButton';
import styles from './PostBody.module.css';

type Props = {
  /** The post's body with its code highlighted (lib/posts/highlight.ts). */
  tree: Root;
  pictures: Post['pictures'];
  /** The copy buttons' words, in the post's language. */
  labels: Pick<Words['blogPage'], 'copy' | 'copied' | 'copyRefused'>;
};

/**
 * A post's Markdown as the page's HTML, written at build time: its code highlighted as classes, its pictures as
 * every other content picture is shown (the variants the build wrote, their space reserved). Its only script is
 * each code block's copy button.
 */
export default function PostBody({ tree, pictures, labels }: Props) {
  const { copy, copied, copyRefused } = labels;
  return (
    <div className={styles.body}>
      {toJsxRuntime(tree, {
        Fragment,
        jsx,
        jsxs,
        // A table column's alignment stays the `align` the Markdown gave it: a style attribute would break the policy.
        tableCellAlignToStyle: false,
        components: {
          // Each code block with its copy button (which only the page's scripts add).
          pre: (props) => (
            <div className={code.block}>
              <pre {...props} />
              <CopyCodeButton labels={{ copy, copied, copyRefused }} />
            </div>
          ),
          img: ({ src, loading }) => (
            <AssetImage image={pictures.get(String(src))!} layout="article" className={article.picture} eager={loading === 'eager'} />
          ),
        },
      })}
    </div>
  );
}
