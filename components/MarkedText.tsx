import { untranslatedMark } from '@/lib/i18n/translations';

/**
 * A text of the content on a page in `language`: as it is, or, where the page's translation left it in the first
 * language's words, marked with that language (and its direction where it differs), so a screen reader reads it with
 * the right voice and a right-to-left page lays it out left to right.
 */
export default function MarkedText({ text, language }: { text: string; language: string }) {
  const mark = untranslatedMark(language, text);
  return mark ? <span {...mark}>{text}</span> : text;
}
