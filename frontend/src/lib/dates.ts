// One date style across the site, the spec's ("17 Sep 2025"), with the Bikram Sambat date beside it where the page
// has it (Nepal's calendar: "17 Sep 2025 (1 Asoj 2082 B.S.)"). Fixed English month abbreviations: Intl's en-GB now
// writes "Sept", and its output differs between engines.
import {
  bsCalendarWordsEn,
  readBsIso,
  writeBsDate,
  writeBsDayMonth,
  yearMonthDay,
} from '@school/contracts/bikram-sambat-text';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function parts(isoDate: string): { day: number; month: string; year: number } {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return { day: date.getUTCDate(), month: months[date.getUTCMonth()] ?? '', year: date.getUTCFullYear() };
}

/** "2025-09-17" → "17 Sep 2025": a calendar date, the same in every time zone. */
export function formatCalendarDate(isoDate: string): string {
  const { day, month, year } = parts(isoDate);
  return `${day} ${month} ${year}`;
}

/**
 * A calendar date in both calendars: ("2025-09-17", "2082-06-01") → "17 Sep 2025 (1 Asoj 2082 B.S.)". The B.S. date
 * comes converted already (by the build for the content folder's dates, at run time by src/lib/momentDates.ts); without
 * one (a date outside the B.S. table) the Gregorian date stands alone, never a shifted B.S. date.
 */
export function formatBothCalendars(isoDate: string, bsIsoDate: string | undefined): string {
  const ad = formatCalendarDate(isoDate);
  return bsIsoDate ? `${ad} (${writeBsDate(readBsIso(bsIsoDate), bsCalendarWordsEn)} ${bsCalendarWordsEn.era})` : ad;
}

/** A day within a known year, e.g. on a timeline: "2025-09-04" → "4 Sep"; a span "2025-09-05".."2025-09-07" → "5–7 Sep". */
export function formatDayMonth(isoDate: string, isoEndDate?: string): string {
  const start = parts(isoDate);
  if (!isoEndDate) return `${start.day} ${start.month}`;
  const end = parts(isoEndDate);
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
): string | undefined {
  if (!bsIsoDate || (span && !bsIsoEndDate)) return undefined;
  return writeBsDayMonth(readBsIso(bsIsoDate), bsCalendarWordsEn, bsIsoEndDate ? readBsIso(bsIsoEndDate) : undefined);
}

/** A moment's calendar day in the reader's own time zone, as a date input writes it (YYYY-MM-DD). */
export function localIsoDate(date: Date): string {
  return yearMonthDay({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}
