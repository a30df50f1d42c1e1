import { untranslatedMark } from '@/lib/i18n/translations';
import { postsIn } from '@/lib/posts/posts';
import { UNTRANSLATED_FROM, UNTRANSLATED_TO } from '@/lib/search/pagefind';

/**
 * A text of the content on a page in `language`: as it is, or, where the page's translation left it in the first
 * language's words, marked with that language (and its direction where it differs), so a screen reader reads it with
 * the right voice and a right-to-left page lays it out left to right. Where the language has a search, its edges are
 * given to the index too, in attributes only Pagefind reads, so a search excerpt marks it the same (lib/search/pagefind.ts).
 */
export default function MarkedText({ text, language }: { text: string; language: string }) {
  const mark = untranslatedMark(language, text);
  if (!mark) return text;
  if (!postsIn(language).length) return <span {...mark}>{text}</span>;
  return (
    <span {...mark} data-pagefind-index-attrs="data-from" data-from={UNTRANSLATED_FROM}>
      {text}
      <span data-pagefind-index-attrs="data-to" data-to={UNTRANSLATED_TO} />
    </span>
  );
}
