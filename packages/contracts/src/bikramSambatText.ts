/**
 * Bikram Sambat dates written out, without the calendar table: for a date converted already (by the build, or by
 * ./bikramSambat.ts), so that a page which only shows such dates does not download the table.
 */
import type { CalendarDate } from './bikramSambat.js';
import { formatDigits, type SiteLanguage } from './nepaliNumbers.js';

/** The BS month names, Baisakh first: English transliteration and the everyday Nepali names of wall calendars. */
export const bsMonthNames: Readonly<Record<SiteLanguage, readonly string[]>> = {
  en: [
    'Baisakh',
    'Jestha',
    'Asar',
    'Shrawan',
    'Bhadra',
    'Asoj',
    'Kartik',
    'Mangsir',
    'Poush',
    'Magh',
    'Falgun',
    'Chaitra',
  ],
  ne: ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कार्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
};

/** The era written after a BS date where the page shows both calendars. */
export const bsEra: Readonly<Record<SiteLanguage, string>> = { en: 'B.S.', ne: 'वि.सं.' };

/**
 * A BS date day month year, as it is: writeBsDate({ year: 2073, month: 5, day: 12 }, 'en') is "12 Bhadra 2073",
 * 'ne' gives "१२ भदौ २०७३". No check: the date comes from a conversion (formatBsDate in ./bikramSambat.ts checks).
 */
export function writeBsDate(date: CalendarDate, language: SiteLanguage): string {
  return `${formatDigits(date.day, language)} ${bsMonthNames[language][date.month - 1] ?? ''} ${formatDigits(date.year, language)}`;
}

/** A BS day of the month and its month: "12 Bhadra"; a span within or across months as formatDayMonth does. */
export function writeBsDayMonth(date: CalendarDate, language: SiteLanguage, end?: CalendarDate): string {
  const month = (of: CalendarDate) => bsMonthNames[language][of.month - 1] ?? '';
  const day = (of: CalendarDate) => formatDigits(of.day, language);
  if (!end) return `${day(date)} ${month(date)}`;
  return date.month === end.month
    ? `${day(date)}–${day(end)} ${month(end)}`
    : `${day(date)} ${month(date)} – ${day(end)} ${month(end)}`;
}

/** A BS date as the build hands it to pages, "2082-06-01" (year-month-day, like an ISO date), read back. */
export function readBsIso(text: string): CalendarDate {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  return { year, month, day };
}

/** A BS date written year-month-day with two-digit month and day: { 2082, 6, 1 } is "2082-06-01". */
export function bsIso(date: CalendarDate): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${two(date.month)}-${two(date.day)}`;
}
