import { FIRST_WORDS } from '@/lib/content/contentIn';
import { required } from '../../lib/required';

/**
 * A post's reading time as its card and its page write it in the first language, read from the words table: both
 * owners' sites are first in English, whose one minute is "one" and every other count "other".
 */
export function minutesRead(minutes: number): string {
  const { readingTime } = FIRST_WORDS.blogPage;
  return (minutes === 1 ? required(readingTime.one) : readingTime.other).replace('{count}', String(minutes));
}
