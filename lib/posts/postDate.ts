/** A post's day as a visitor reads it: `2026-03-14` is "March 14, 2026", whatever the build machine's time zone. */
const format = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

export function formatPostDate(day: string): string {
  return format.format(new Date(`${day}T00:00:00Z`));
}
