// One date style across the site, the spec's ("17 Sep 2025"), with the Bikram Sambat date beside it where the page
// has it (Nepal's calendar: "17 Sep 2025 (1 Asoj 2082 B.S.)"). Fixed English month abbreviations: Intl's en-GB now
// writes "Sept", and its output differs between engines.
import { bsEra, readBsIso, writeBsDate, writeBsDayMonth } from '@school/contracts/bikram-sambat-text';

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
 * comes converted already (by the build for the content folder's dates, by bsIsoOfAd of @school/contracts/bikram-sambat at run time); without
 * one (a date outside the B.S. table) the Gregorian date stands alone, never a shifted B.S. date.
 */
export function formatBothCalendars(isoDate: string, bsIsoDate: string | undefined): string {
  const ad = formatCalendarDate(isoDate);
  return bsIsoDate ? `${ad} (${writeBsDate(readBsIso(bsIsoDate), 'en')} ${bsEra.en})` : ad;
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
 * A timeline's day or span in both calendars: "5–7 Sep (20–22 Bhadra)". The B.S. dates as formatBothCalendars takes
 * them; the Gregorian alone where the start's is missing.
 */
export function formatDayMonthBothCalendars(
  isoDate: string,
  bsIsoDate: string | undefined,
  isoEndDate?: string,
  bsIsoEndDate?: string,
): string {
  const ad = formatDayMonth(isoDate, isoEndDate);
  if (!bsIsoDate || (isoEndDate && !bsIsoEndDate)) return ad;
  const bs = writeBsDayMonth(readBsIso(bsIsoDate), 'en', bsIsoEndDate ? readBsIso(bsIsoEndDate) : undefined);
  return `${ad} (${bs})`;
}

/** Today's date in Nepal (ISO), where the school's closing dates are: the same for every visitor, wherever they are. */
export function todayInNepal(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(now);
}

/** Whether a vacancy is past its last day to apply (ISO dates), judged by the visitor's clock when they ask. */
export function isPastClosingDate(closes: string, now: Date = new Date()): boolean {
  return todayInNepal(now) > closes;
}

/**
 * A moment in the reader's own time zone, in the site's date style with a 12-hour time: "17 Sep 2025, 3:46 AM"
 * (a comment's time: when it was written matters on the day).
 */
export function formatDateTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const period = hours < 12 ? 'AM' : 'PM';
  const month = months[date.getMonth()] ?? '';
  return `${date.getDate()} ${month} ${date.getFullYear()}, ${hours % 12 || 12}:${minutes} ${period}`;
}
