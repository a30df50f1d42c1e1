import type { HTMLAttributes } from 'react';
import { untranslatedMark } from '@/lib/content/contentIn';
import { postsIn } from '@/lib/posts/posts';
import { UNTRANSLATED_FROM, UNTRANSLATED_TO } from '@/lib/search/pagefind';

type Props = {
  text: string;
  language: string;
  /**
   * The block the text is the whole of (a paragraph, a heading, a list item): the mark goes on it, so a text left in a
   * language of the other direction aligns to its own start, as a block of it. Without, the text is marked inline, as
   * words inside a translated sentence are.
   */
  as?: 'p' | 'h1' | 'h2' | 'h3' | 'li';
} & HTMLAttributes<HTMLElement>;

/**
 * A text of the content on a page in `language`: as it is, or, where the page's translation left it in the first
 * language's words, marked with that language (and its direction where it differs), so a screen reader reads it with
 * the right voice and a right-to-left page lays it out left to right. Where the language has a search, its edges are
 * given to the index too, in attributes only Pagefind reads, so a search excerpt marks it the same (lib/search/pagefind.ts).
 */
export default function MarkedText({ text, language, as: Block, ...attributes }: Props) {
  const mark = untranslatedMark(language, text);
  const Element = Block ?? 'span';
  if (!mark) return Block ? <Block {...attributes}>{text}</Block> : text;
  if (!postsIn(language).length) {
    return (
      <Element {...attributes} {...mark}>
        {text}
      </Element>
    );
  }
  return (
    <Element {...attributes} {...mark} data-pagefind-index-attrs="data-from" data-from={UNTRANSLATED_FROM}>
      {text}
      <span data-pagefind-index-attrs="data-to" data-to={UNTRANSLATED_TO} />
    </Element>
  );
}
