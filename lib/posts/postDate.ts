/**
 * A post's day as a visitor reads it, in the page's language: `2026-03-14` is "March 14, 2026" in English,
 * "14. März 2026" in German, whatever the build machine's time zone.
 */
export function formatPostDate(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
