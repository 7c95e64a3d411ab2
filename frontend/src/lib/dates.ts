// One date style across the site, the spec's ("17 Sep 2025"), with the Bikram Sambat date beside it where the page
// has it (Nepal's calendar: "17 Sep 2025 (1 Asoj 2082 B.S.)"). Each language's words are a value of their own
// (DateWords; the Nepali ones in src/content/ne/dates.ts), so a page in one language carries none of another's.
// Fixed English month abbreviations: Intl's en-GB now writes "Sept", and its output differs between engines.
import {
  bsCalendarWordsEn,
  readBsIso,
  writeBsDate,
  writeBsDayMonth,
  yearMonthDay,
  type BsCalendarWords,
} from '@school/contracts/bikram-sambat-text';

/** How a language writes dates: its Gregorian months, its B.S. words (with its digits), the two calendars together. */
export interface DateWords {
  /** The Gregorian months as a date writes them, January first. */
  adMonths: readonly string[];
  bs: BsCalendarWords;
  /** A date in both calendars, from each written out ("17 Sep 2025", "1 Asoj 2082 B.S."). */
  both: (ad: string, bs: string) => string;
  /** A time of day on the 12-hour clock, minutes two digits: (15, "46") → "3:46 PM". */
  time: (hours: number, minutes: string) => string;
}

export const dateWordsEn: DateWords = {
  adMonths: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  bs: bsCalendarWordsEn,
  both: (ad, bs) => `${ad} (${bs})`,
  time: (hours, minutes) => `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`,
};

function parts(isoDate: string, words: DateWords): { day: string; month: string; year: string } {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return {
    day: words.bs.digits(date.getUTCDate()),
    month: words.adMonths[date.getUTCMonth()] ?? '',
    year: words.bs.digits(date.getUTCFullYear()),
  };
}

/** "2025-09-17" → "17 Sep 2025": a calendar date, the same in every time zone. */
export function formatCalendarDate(isoDate: string, words: DateWords = dateWordsEn): string {
  const { day, month, year } = parts(isoDate, words);
  return `${day} ${month} ${year}`;
}

/** A converted B.S. date written out with its era: "2082-06-01" → "1 Asoj 2082 B.S.". */
export function formatBsDate(bsIsoDate: string, words: DateWords = dateWordsEn): string {
  return `${writeBsDate(readBsIso(bsIsoDate), words.bs)} ${words.bs.era}`;
}

/**
 * A calendar date in both calendars: ("2025-09-17", "2082-06-01") → "17 Sep 2025 (1 Asoj 2082 B.S.)". The B.S. date
 * comes converted already (by the build for the content folder's dates, at run time by src/lib/momentDates.ts); without
 * one (a date outside the B.S. table) the Gregorian date stands alone, never a shifted B.S. date.
 */
export function formatBothCalendars(
  isoDate: string,
  bsIsoDate: string | undefined,
  words: DateWords = dateWordsEn,
): string {
  const ad = formatCalendarDate(isoDate, words);
  return bsIsoDate ? words.both(ad, formatBsDate(bsIsoDate, words)) : ad;
}

/** A day within a known year, e.g. on a timeline: "2025-09-04" → "4 Sep"; a span "2025-09-05".."2025-09-07" → "5–7 Sep". */
export function formatDayMonth(isoDate: string, isoEndDate?: string, words: DateWords = dateWordsEn): string {
  const start = parts(isoDate, words);
  if (!isoEndDate) return `${start.day} ${start.month}`;
  const end = parts(isoEndDate, words);
  return start.month === end.month
    ? `${start.day}–${end.day} ${end.month}`
    : `${start.day} ${start.month} – ${end.day} ${end.month}`;
}

/**
 * A timeline's B.S. day or span, "20–22 Bhadra", for beside formatDayMonth's; undefined where the start's B.S. date
 * is missing, or the end's for a span (outside the table).
 */
export function formatBsDayMonth(
  bsIsoDate: string | undefined,
  bsIsoEndDate?: string,
  span = false,
  words: DateWords = dateWordsEn,
): string | undefined {
  if (!bsIsoDate || (span && !bsIsoEndDate)) return undefined;
  return writeBsDayMonth(readBsIso(bsIsoDate), words.bs, bsIsoEndDate ? readBsIso(bsIsoEndDate) : undefined);
}

/** A moment's calendar day in the reader's own time zone, as a date input writes it (YYYY-MM-DD). */
export function localIsoDate(date: Date): string {
  return yearMonthDay({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}
