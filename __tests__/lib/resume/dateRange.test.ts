/** @jest-environment node */
import { formatNumber, formatPostDate } from '@/lib/i18n/dates';
import { formatDateRange } from '@/lib/resume/dateRange';
import { FIRST_LANGUAGE } from '@/lib/i18n/languages';

// Dates in the page's language: a job's months as the content writes them in the first language, as Intl writes a
// range of months in any other, "present" in that language's word.
describe('a job’s or a degree’s months', () => {
  it('in the first language, as the content writes them', () => {
    expect(formatDateRange('February 2021 - Dec 2024', FIRST_LANGUAGE, 'present')).toBe('February 2021 - Dec 2024');
    expect(formatDateRange('Aug 2023 - present', FIRST_LANGUAGE, 'present')).toBe('Aug 2023 - present');
  });

  it('in another, as that language writes months, and its word for the open end', () => {
    // (Intl sets its dash between thin spaces: compared as plain spaces.)
    const inDe = (range: string) => formatDateRange(range, 'de', 'heute').replace(/\s/g, ' ');
    expect(inDe('Sep 2024 - Dec 2024')).toBe('Sept.–Dez. 2024');
    expect(inDe('February 2021 - Dec 2024')).toBe('Feb. 2021 – Dez. 2024');
    expect(inDe('Jan 2025 - present')).toBe('Jan. 2025 – heute');
    expect(formatDateRange('Jul 2016 - Jan 2021', 'ar', 'حتى الآن').replace(/\s/g, ' ')).toBe('يوليو 2016 – يناير 2021');
    expect(formatDateRange('Sep 2014 - Jul 2016', 'fr', 'aujourd’hui').replace(/\s/g, ' ')).toBe('sept. 2014 – juil. 2016');
  });
});

describe('days and counts', () => {
  it('are written by Intl in the page’s language, whatever the machine’s zone', () => {
    expect(formatPostDate('2026-03-14', 'de')).toBe('14. März 2026');
    expect(formatPostDate('2026-03-14', 'en')).toBe('March 14, 2026');
    expect(formatNumber(1234, 'de')).toBe('1.234');
    expect(formatNumber(1234, 'en')).toBe('1,234');
  });
});
