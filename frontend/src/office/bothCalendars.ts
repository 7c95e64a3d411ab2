/**
 * The console's dates, in one place: B.S. first with A.D. beside, on Nepal's clock and calendar whatever the
 * computer's time zone; outside the B.S. table, A.D. alone.
 */
import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import { formatNepalTime, nepalDate } from '@school/contracts/nepal-time';
import { formatBsDate, formatCalendarDate, type DateWords } from '../lib/dates';

/**
 * A calendar day (YYYY-MM-DD, A.D.) in the console's style: B.S. first, A.D. beside: "2019-04-15" → "2 Baisakh 2076
 * B.S. (15 Apr 2019)". Outside the B.S. table, the A.D. date alone; not a date at all (an old row), as stored.
 */
export function dayInBothCalendars(isoDay: string, words: DateWords): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay) || !Number.isFinite(Date.parse(isoDay))) return isoDay;
  const bs = bsIsoOfAd(isoDay);
  const ad = formatCalendarDate(isoDay, words);
  return bs ? `${formatBsDate(bs, words)} (${ad})` : ad;
}

/** The day in Nepal of a stored moment (UTC, ISO 8601), in both calendars: the day a thing was added, or today. */
export function nepalDayInBothCalendars(iso: string, words: DateWords): string {
  return dayInBothCalendars(nepalDate(iso), words);
}

/** Today in Nepal, whatever the computer's time zone: "12 Mangsir 2083 B.S. (27 Nov 2026)". */
export function todayInBothCalendars(words: DateWords, now: Date = new Date()): string {
  return nepalDayInBothCalendars(now.toISOString(), words);
}

/** A stored moment's time of day on Nepal's clock: "9:05 AM", "बिहान ९:०५". */
export function timeInNepal(iso: string, words: DateWords): string {
  const [hours = '0', minutes = '00'] = formatNepalTime(iso, { seconds: false }).slice(11).split(':');
  return words.time(Number(hours), minutes);
}

/**
 * A stored moment (UTC, ISO 8601) on Nepal's clock and calendar, whatever the computer's time zone:
 * "2026-11-27T03:20:35Z" → "12 Mangsir 2083 B.S. (27 Nov 2026), 9:05 AM".
 */
export function momentInBothCalendars(iso: string, words: DateWords): string {
  return `${nepalDayInBothCalendars(iso, words)}, ${timeInNepal(iso, words)}`;
}
