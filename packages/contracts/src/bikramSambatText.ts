/**
 * Bikram Sambat dates written out, without the calendar table: for a date converted already (by the build, or by
 * ./bikramSambat.ts), so that a page which only shows such dates does not download the table. Each language's words
 * are their own value, so that a page in one language carries none of another's.
 */
import type { CalendarDate } from './bikramSambat.js';
import { withDevanagariDigits } from './digits.js';

/** How a language writes a B.S. date: its month names (Baisakh first), the era after a date, its digits. */
export interface BsCalendarWords {
  monthNames: readonly string[];
  era: string;
  digits: (value: number) => string;
}

/** The month names, Baisakh first, in English: their common transliteration. */
export const bsMonthNamesEn: readonly string[] = [
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
];

/** The month names in Nepali: the everyday names of wall calendars. */
export const bsMonthNamesNe: readonly string[] = [
  'बैशाख',
  'जेठ',
  'असार',
  'साउन',
  'भदौ',
  'असोज',
  'कार्तिक',
  'मंसिर',
  'पुस',
  'माघ',
  'फागुन',
  'चैत',
];

/** English words for B.S. dates. */
export const bsCalendarWordsEn: BsCalendarWords = { monthNames: bsMonthNamesEn, era: 'B.S.', digits: String };

/**
 * Nepali words for B.S. dates, with Devanagari digits. Written by hand rather than through formatDigits
 * (./nepaliNumbers.ts): a page that only shows dates then carries no Intl formatter.
 */
export const bsCalendarWordsNe: BsCalendarWords = {
  monthNames: bsMonthNamesNe,
  era: 'वि.सं.',
  digits: (value) => withDevanagariDigits(String(value)),
};

/**
 * A BS date day month year, as it is: writeBsDate({ year: 2073, month: 5, day: 12 }, bsCalendarWordsEn) is
 * "12 Bhadra 2073"; in Nepali "१२ भदौ २०७३". No check: the date comes from a conversion (formatBsDate in
 * ./bikramSambat.ts checks).
 */
export function writeBsDate(date: CalendarDate, words: BsCalendarWords): string {
  return `${words.digits(date.day)} ${words.monthNames[date.month - 1] ?? ''} ${words.digits(date.year)}`;
}

/** A BS day of the month and its month: "12 Bhadra"; a span within one month "20–22 Bhadra", or across two. */
export function writeBsDayMonth(date: CalendarDate, words: BsCalendarWords, end?: CalendarDate): string {
  const month = (of: CalendarDate) => words.monthNames[of.month - 1] ?? '';
  const day = (of: CalendarDate) => words.digits(of.day);
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

/**
 * A calendar date, of either calendar, written year-month-day with two-digit month and day: { 2082, 6, 1 } is
 * "2082-06-01" (for a Gregorian date, its ISO date).
 */
export function yearMonthDay(date: CalendarDate): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${two(date.month)}-${two(date.day)}`;
}
