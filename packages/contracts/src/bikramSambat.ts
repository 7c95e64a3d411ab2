/**
 * Bikram Sambat (B.S.), the calendar Nepal runs on, converted to and from the Gregorian (A.D.) calendar, and written
 * in English or Nepali. `Intl` has no Nepali calendar, so the conversion counts days through the school's own
 * month-length table (./bikramSambatTable.ts, where its sources and its yearly update are described).
 *
 * A date outside the table, or one that does not exist, is refused with a BsDateError: never shifted silently.
 * Dates in years after the last official calendar come back marked `provisional`.
 *
 * Dates are calendar days without a time or a time zone; months are 1–12 (Baisakh is 1, January is 1). Whoever
 * holds a moment in time (a JS Date) picks its calendar day in Nepal (Asia/Kathmandu) first.
 */
import { bsMonthLengths, bsTableAnchor, lastConfirmedBsYear } from './bikramSambatTable.js';
import { withAsciiDigits } from './digits.js';
import {
  bsCalendarWordsEn,
  bsCalendarWordsNe,
  bsMonthNamesEn,
  bsMonthNamesNe,
  writeBsDate,
  yearMonthDay,
  type BsCalendarWords,
} from './bikramSambatText.js';
import type { SiteLanguage } from './nepaliNumbers.js';

/** A calendar day: year, month 1–12, day of the month. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A converted date, with whether it rests on a provisional year of the table (after the last official calendar). */
export interface ConvertedDate extends CalendarDate {
  provisional: boolean;
}

export {
  bsCalendarWordsEn,
  bsCalendarWordsNe,
  readBsIso,
  writeBsDate,
  writeBsDayMonth,
  yearMonthDay,
  type BsCalendarWords,
} from './bikramSambatText.js';

/** Each language's words for B.S. dates. */
const bsCalendarWords: Readonly<Record<SiteLanguage, BsCalendarWords>> = {
  en: bsCalendarWordsEn,
  ne: bsCalendarWordsNe,
};

/** The BS month names, Baisakh first, in each language. */
export const bsMonthNames: Readonly<Record<SiteLanguage, readonly string[]>> = {
  en: bsMonthNamesEn,
  ne: bsMonthNamesNe,
};

/**
 * Why a date was refused: outside the table, not a real date, not written as year-month-day, or (for a child's date
 * typed as B.S.) an A.D. date by the look of it.
 */
export type BsDateErrorReason = 'outside-table' | 'not-a-date' | 'unreadable' | 'looks-like-ad';

/**
 * What a refusal's message says, as data, so that a page in another language can say it in its own words: the date
 * refused, as it was read (of the calendar `calendar`), and for a day past its month's end how many days the month
 * has. A refusal of a date outside the table says so with `bsTableRange`.
 */
export interface BsDateErrorFacts {
  date?: CalendarDate;
  calendar?: 'bs' | 'ad';
  daysInMonth?: number;
}

/**
 * A refused date. `message` says why in plain English; pages in other languages translate from `reason` and
 * `facts`.
 */
export class BsDateError extends Error {
  constructor(
    readonly reason: BsDateErrorReason,
    message: string,
    readonly facts: BsDateErrorFacts = {},
  ) {
    super(message);
    this.name = 'BsDateError';
  }
}

const MS_PER_DAY = 86_400_000;
const enMonthShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const firstBsYear = bsTableAnchor.bs.year;
const bsYears = Object.keys(bsMonthLengths)
  .map(Number)
  .sort((a, b) => a - b);
const lastBsYear = bsYears[bsYears.length - 1] ?? firstBsYear;

/** Days from the anchor (BS 2000-01-01) to the first day of each BS year of the table, and one past its end. */
const yearStarts: number[] = [0];
for (let year = firstBsYear; year <= lastBsYear; year++) {
  const months = bsMonthLengths[year];
  if (!months || months.length !== 12) throw new Error(`The BS table has no twelve months for ${year}.`);
  yearStarts.push((yearStarts[yearStarts.length - 1] ?? 0) + months.reduce((sum, days) => sum + days, 0));
}

function adDayNumber(date: CalendarDate): number {
  return Math.round(Date.UTC(date.year, date.month - 1, date.day) / MS_PER_DAY);
}
function adFromDayNumber(dayNumber: number): CalendarDate {
  const at = new Date(dayNumber * MS_PER_DAY);
  return { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
}

const anchorDay = adDayNumber(bsTableAnchor.ad);
const lastDay = anchorDay + (yearStarts[yearStarts.length - 1] ?? 0) - 1;

/** The first and the last day the table covers, in both calendars. */
export const bsTableRange: Readonly<{
  first: CalendarDate;
  last: CalendarDate;
  firstAd: CalendarDate;
  lastAd: CalendarDate;
}> = {
  first: { ...bsTableAnchor.bs },
  last: { year: lastBsYear, month: 12, day: bsMonthLengths[lastBsYear]?.[11] ?? 30 },
  firstAd: { ...bsTableAnchor.ad },
  lastAd: adFromDayNumber(lastDay),
};

/** "17 Sep 2025", the site's style for Gregorian dates, used in the messages. */
function adText(date: CalendarDate): string {
  return `${date.day} ${enMonthShort[date.month - 1] ?? '?'} ${date.year}`;
}
function bsText(date: CalendarDate): string {
  return `${date.day} ${bsMonthNamesEn[date.month - 1] ?? '?'} ${date.year} B.S.`;
}

function outsideTable(what: string, facts: BsDateErrorFacts): BsDateError {
  return new BsDateError(
    'outside-table',
    `${what} cannot be converted: dates before ${bsText(bsTableRange.first)} (${adText(bsTableRange.firstAd)}) ` +
      `or after ${bsText(bsTableRange.last)} (${adText(bsTableRange.lastAd)}) are outside the calendar table.`,
    facts,
  );
}

/** Whether a BS year's calendar is not yet official (its month lengths may still change). */
export function isProvisionalBsYear(year: number): boolean {
  return year > lastConfirmedBsYear;
}

/** Days in a BS month, or undefined when the year is outside the table or the month is not 1–12. */
export function daysInBsMonth(year: number, month: number): number | undefined {
  return Number.isInteger(month) ? bsMonthLengths[year]?.[month - 1] : undefined;
}

/** The reason a BS date cannot be used, or undefined when it is a real date inside the table. */
function bsDateProblem(date: CalendarDate): BsDateError | undefined {
  const { year, month, day } = date;
  const facts: BsDateErrorFacts = { date: { year, month, day }, calendar: 'bs' };
  if (![year, month, day].every(Number.isInteger)) {
    return new BsDateError('not-a-date', 'A B.S. date is a whole year, month and day.', facts);
  }
  if (month < 1 || month > 12) {
    return new BsDateError('not-a-date', `The month must be 1 to 12 (Baisakh to Chaitra), not ${month}.`, facts);
  }
  const days = daysInBsMonth(year, month);
  if (days === undefined) return outsideTable(`${yearMonthDay(date)} B.S.`, facts);
  if (day < 1 || day > days) {
    return new BsDateError(
      'not-a-date',
      `${bsMonthNamesEn[month - 1] ?? ''} ${year} has ${days} days, so ${yearMonthDay(date)} B.S. is not a date.`,
      { ...facts, daysInMonth: days },
    );
  }
  return undefined;
}

/** Whether a BS date exists and lies inside the table. */
export function isValidBsDate(date: CalendarDate): boolean {
  return bsDateProblem(date) === undefined;
}

/** The Gregorian day of a BS date. Throws a BsDateError for a date that does not exist or is outside the table. */
export function bsToAd(date: CalendarDate): ConvertedDate {
  const problem = bsDateProblem(date);
  if (problem) throw problem;
  const months = bsMonthLengths[date.year] ?? [];
  let offset = yearStarts[date.year - firstBsYear] ?? 0;
  for (let month = 1; month < date.month; month++) offset += months[month - 1] ?? 0;
  offset += date.day - 1;
  return { ...adFromDayNumber(anchorDay + offset), provisional: isProvisionalBsYear(date.year) };
}

/** The BS date of a Gregorian day. Throws a BsDateError for a day that does not exist or is outside the table. */
export function adToBs(date: CalendarDate): ConvertedDate {
  const { year, month, day } = date;
  const dayNumber = adDayNumber(date);
  const back = Number.isInteger(dayNumber) ? adFromDayNumber(dayNumber) : undefined;
  const facts: BsDateErrorFacts = { date: { year, month, day }, calendar: 'ad' };
  if (![year, month, day].every(Number.isInteger) || back?.year !== year || back.month !== month || back.day !== day) {
    throw new BsDateError('not-a-date', `${yearMonthDay(date)} is not a date.`, facts);
  }
  if (dayNumber < anchorDay || dayNumber > lastDay) throw outsideTable(adText(date), facts);
  let offset = dayNumber - anchorDay;
  let index = 0;
  while ((yearStarts[index + 1] ?? Infinity) <= offset) index++;
  offset -= yearStarts[index] ?? 0;
  const bsYear = firstBsYear + index;
  const months = bsMonthLengths[bsYear] ?? [];
  let bsMonth = 1;
  while (offset >= (months[bsMonth - 1] ?? Infinity)) offset -= months[bsMonth++ - 1] ?? 0;
  return { year: bsYear, month: bsMonth, day: offset + 1, provisional: isProvisionalBsYear(bsYear) };
}

/**
 * The B.S. date of a Gregorian ISO date, year-month-day: "2025-09-17" → "2082-06-01" (what the build hands to pages,
 * read back by readBsIso). Undefined for a date outside the table or not a date: the page then shows the Gregorian
 * date alone, never a shifted B.S. date.
 */
export function bsIsoOfAd(isoDate: string): string | undefined {
  const [year = NaN, month = NaN, day = NaN] = isoDate.split('-').map(Number);
  try {
    return yearMonthDay(adToBs({ year, month, day }));
  } catch (error) {
    if (error instanceof BsDateError) return undefined;
    throw error;
  }
}

/**
 * Whether a B.S. date as stored (year-month-day, "2073-05-12") is the day of an A.D. date (YYYY-MM-DD, as a form
 * sends a date of birth). A stored date the calendar cannot read or convert matches nothing. One comparison for
 * every lookup by date of birth (exam results, fees).
 */
export function isBsDateOfAd(bsText: string, adDate: string): boolean {
  try {
    return yearMonthDay(bsToAd(parseBsDate(bsText))) === adDate;
  } catch (error) {
    if (error instanceof BsDateError) return false;
    throw error;
  }
}

/**
 * A BS date typed as year-month-day ("2073-05-12", "2073/5/12", or in Devanagari digits "२०७३-०५-१२"). Throws a
 * BsDateError when the text is not written that way, or the date does not exist or is outside the table.
 */
export function parseBsDate(text: string, options: BsDateReading = {}): ConvertedDate {
  const latin = withAsciiDigits(text.trim());
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(latin);
  if (!match) {
    throw new BsDateError('unreadable', 'Write a B.S. date as year-month-day, for example 2082-05-12.');
  }
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (options.today && looksLikeAdDate(date, options.today)) {
    throw new BsDateError('looks-like-ad', 'This looks like an A.D. date: choose A.D., or type the date in B.S.', {
      date,
      calendar: 'bs',
    });
  }
  const problem = bsDateProblem(date);
  if (problem) throw problem;
  return { ...date, provisional: isProvisionalBsYear(date.year) };
}

/** How parseBsDate reads a date. */
export interface BsDateReading {
  /**
   * Today (a moment; its day in Nepal is taken), for a date that should be recent, such as a child's date of birth:
   * given, a date more than `adLookalikeYears` B.S. years back that is also a real A.D. date is refused as one
   * typed in the wrong calendar ('looks-like-ad'). A.D. runs about 57 years behind B.S., so 2019-08-28 read as B.S.
   * would be a child born in 1962.
   */
  today?: Date;
}

/** How many B.S. years back a date may lie before one that is also an A.D. date is taken for an A.D. date. */
export const adLookalikeYears = 20;

/** Nepal is UTC+05:45 all year: the calendar day of a moment there. */
const nepalOffsetMs = (5 * 60 + 45) * 60_000;

/** Whether a date typed as B.S. is far enough back, and a real A.D. date, to be an A.D. date typed as B.S. */
function looksLikeAdDate(date: CalendarDate, today: Date): boolean {
  const inNepal = new Date(today.getTime() + nepalOffsetMs);
  const todayAd = { year: inNepal.getUTCFullYear(), month: inNepal.getUTCMonth() + 1, day: inNepal.getUTCDate() };
  let todayBsYear: number;
  try {
    todayBsYear = adToBs(todayAd).year;
  } catch (error) {
    if (error instanceof BsDateError) return false;
    throw error;
  }
  if (date.year >= todayBsYear - adLookalikeYears) return false;
  const asAd = adFromDayNumber(adDayNumber(date));
  return asAd.year === date.year && asAd.month === date.month && asAd.day === date.day;
}

/**
 * A BS date as the site writes it, day month year: formatBsDate(d, 'en') is "12 Bhadra 2073", and 'ne' gives
 * "१२ भदौ २०७३" (Devanagari digits). No era is added; the page says "B.S." / "वि.सं." where it is needed.
 * Throws a BsDateError for a date that does not exist or is outside the table.
 */
export function formatBsDate(date: CalendarDate, language: SiteLanguage): string {
  const problem = bsDateProblem(date);
  if (problem) throw problem;
  return writeBsDate(date, bsCalendarWords[language]);
}
