/**
 * Nepal time (UTC+05:45), the one way the site writes a stored moment for people to read: the office's emails, the
 * operator's commands, the CSV exports, and later the office console (`@school/contracts/nepal-time`). Stored
 * times stay UTC (ISO 8601); only what is shown is Nepal time.
 *
 * Nepal keeps +05:45 all year (no daylight saving since 1986), so the offset is a constant: no dependency, no
 * `Intl` time-zone data (a browser or a slim container may lack Asia/Kathmandu), and the machine's TZ never matters.
 */

/** Nepal's offset from UTC, as written after a time. */
export const nepalUtcOffset = '+05:45';

const nepalOffsetMs = (5 * 60 + 45) * 60_000;
const msPerDay = 86_400_000;

/** A stored moment: a Date, or the ISO 8601 text the databases keep ("2026-11-27T03:20:35.489Z"). */
export type Moment = Date | string;

/** How formatNepalTime writes a moment. */
export interface NepalTimeFormat {
  /** With the seconds (the default): "09:05:35"; without: "09:05", for a list or an email. */
  seconds?: boolean;
  /** With the offset after the time, "2026-11-27 09:05:35+05:45", for a line read without a heading. */
  offset?: boolean;
}

/** The moment's wall clock in Nepal, as a Date whose UTC fields are Nepal's. Throws a RangeError for no moment. */
function nepalClock(moment: Moment): Date {
  const ms = typeof moment === 'string' ? Date.parse(moment) : moment.getTime();
  if (!Number.isFinite(ms)) throw new RangeError(`Not a moment in time: ${String(moment)}`);
  return new Date(ms + nepalOffsetMs);
}

/**
 * A moment in Nepal time, year-month-day hour:minute:second, 24-hour clock, as spreadsheets read a date and time:
 * "2026-11-27T03:20:35.489Z" → "2026-11-27 09:05:35" ({ seconds: false }: "2026-11-27 09:05"; { offset: true }:
 * "2026-11-27 09:05:35+05:45"). Written without its zone unless asked: the heading or the column says "Nepal time".
 */
export function formatNepalTime(moment: Moment, format: NepalTimeFormat = {}): string {
  const { seconds = true, offset = false } = format;
  const clock = nepalClock(moment).toISOString();
  return `${clock.slice(0, 10)} ${clock.slice(11, seconds ? 19 : 16)}${offset ? nepalUtcOffset : ''}`;
}

/**
 * The calendar day in Nepal at a moment, as an ISO date: "2026-11-26T20:00:00Z" → "2026-11-27" (01:45 there). The
 * day to convert to B.S. (bsIsoOfAd in `@school/contracts/bikram-sambat`), never the UTC day.
 */
export function nepalDate(moment: Moment): string {
  return nepalClock(moment).toISOString().slice(0, 10);
}

/**
 * The moment a Nepal calendar day begins, as stored (UTC): "2025-09-17" → "2025-09-16T18:15:00.000Z". For a
 * command's --from and --to days, compared with the stored times.
 */
export function nepalDayStartUtc(date: string): string {
  const start = Date.parse(`${date}T00:00:00.000Z`);
  if (!Number.isFinite(start)) throw new RangeError(`Not a date written year-month-day: ${date}`);
  return new Date(start - nepalOffsetMs).toISOString();
}

/** The day after an ISO date: "2025-09-30" → "2025-10-01" (a --to day is taken whole: up to the next one's start). */
export function nextIsoDate(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + msPerDay).toISOString().slice(0, 10);
}
