// Dates and numbers as a page's language writes them (Intl), whatever the build machine's time zone and locale. It
// imports no content: search's client writes its results' days with it.
import { oncePer } from '../oncePer';

const dayFormat = oncePer((language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }));
const numberFormat = oncePer((language: string) => new Intl.NumberFormat(language));

/** A day (`2026-03-14`) as a reader reads it: "March 14, 2026" in English, "14. März 2026" in German. */
export function formatPostDate(day: string, language: string): string {
  return dayFormat(language).format(new Date(`${day}T00:00:00Z`));
}

/** A count (a post's minutes of reading) as the language writes numbers. */
export const formatNumber = (count: number, language: string) => numberFormat(language).format(count);
