// Dates and numbers as a page's language writes them (Intl), whatever the build machine's time zone and locale. No
// imports: search's client writes its results' days with it.

/** A day (`2026-03-14`) as a reader reads it: "March 14, 2026" in English, "14. März 2026" in German. */
export function formatPostDate(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** A count (a post's minutes of reading) as the language writes numbers. */
export const formatNumber = (count: number, language: string) => new Intl.NumberFormat(language).format(count);
