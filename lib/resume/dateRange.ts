import { isoDates } from './jsonResume';
import { FIRST_LANGUAGE } from '../i18n/languages';

/**
 * A job's or a degree's months ("Sep 2024 - Dec 2024", "Aug 2023 - present") in a language: the first language's as
 * the content writes them; another's as Intl writes a range of months there ("Sept.–Dez. 2024"), an open one ending
 * with that language's word for `present`.
 */
export function formatDateRange(dateRange: string, language: string, present: string): string {
  if (language === FIRST_LANGUAGE) return dateRange;
  const { startDate, endDate } = isoDates(dateRange);
  const month = (iso: string) => new Date(`${iso}-01T00:00:00Z`);
  const format = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return endDate ? format.formatRange(month(startDate), month(endDate)) : `${format.format(month(startDate))} – ${present}`;
}
