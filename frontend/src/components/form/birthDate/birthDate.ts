/**
 * The date of birth in either calendar: a parent enters it in Bikram Sambat (B.S., as on a Nepali birth
 * certificate) or in A.D., and the form sends the A.D. date (YYYY-MM-DD), as office-service takes it. Every
 * conversion is the calendar module's (@school/contracts/bikram-sambat), handed in once it has arrived: a date it
 * refuses is reported with its message, never shifted.
 */
import { isRealIsoDate } from '@school/contracts/admission-checks';
import { birthDateWords } from '../../../content/birthDate';
import { dateWordsEn, formatCalendarDate, type DateWords } from '../../../lib/dates';
import type { BsCalendar } from './bsCalendar';

/** The words the field's texts need (content/birthDate.ts), in the page's language. */
type FieldWords = typeof birthDateWords;

export const birthCalendars = ['bs', 'ad'] as const;
export type BirthCalendar = (typeof birthCalendars)[number];

/** The form's values that hold the date of birth. */
export interface BirthDateValues {
  /** The A.D. date (YYYY-MM-DD): the date input's, or the B.S. entry's as converted when it was typed. */
  dob: string;
  /** The B.S. date as typed, year-month-day. */
  dobBs: string;
  /** The calendar the parent enters the date in. */
  dobCalendar: BirthCalendar;
}

/**
 * A B.S. entry read: the A.D. date it is, or the message saying why it is none (the calendar module's, in the
 * page's language: `words`).
 */
export function readBsEntry(
  text: string,
  bs: BsCalendar,
  words: FieldWords = birthDateWords,
): { adDate: string } | { problem: string } {
  try {
    // A child's date: one far back that is also an A.D. date was typed in the wrong calendar (the module's refusal).
    const ad = bs.bsToAd(bs.parseBsDate(text, { today: new Date() }));
    return { adDate: bs.yearMonthDay(ad) };
  } catch (error) {
    if (error instanceof bs.BsDateError) return { problem: words.refusal(error, bs.bsTableRange) };
    throw error;
  }
}

/** The A.D. date of a B.S. entry, or '' when it is not a date the calendar can convert. */
function adDateOfBsEntry(text: string, bs: BsCalendar): string {
  const read = readBsEntry(text, bs);
  return 'adDate' in read ? read.adDate : '';
}

/**
 * The A.D. date the form sends. A B.S. entry is converted again here, in case it was typed before the calendar had
 * arrived; without the calendar, the A.D. date as converted when typed.
 */
export function adDateToSend(values: BirthDateValues, bs: BsCalendar | undefined): string {
  if (values.dobCalendar === 'ad' || !bs) return values.dob;
  return values.dobBs.trim() ? adDateOfBsEntry(values.dobBs, bs) : '';
}

/** The calendar module's message for a B.S. entry it refuses; none for an A.D. entry or an empty one. */
export function bsEntryProblem(
  values: BirthDateValues,
  bs: BsCalendar,
  words: FieldWords = birthDateWords,
): string | undefined {
  if (values.dobCalendar !== 'bs' || !values.dobBs.trim()) return undefined;
  const read = readBsEntry(values.dobBs, bs, words);
  return 'problem' in read ? read.problem : undefined;
}

/** "2016-08-28" as the calendar module takes a day. */
function calendarDateOf(adDate: string) {
  const [year = 0, month = 0, day = 0] = adDate.split('-').map(Number);
  return { year, month, day };
}

/** The B.S. date of an A.D. date, year-month-day, or '' when it is not a date inside the calendar table. */
function bsEntryOfAdDate(adDate: string, bs: BsCalendar): string {
  if (!isRealIsoDate(adDate)) return '';
  try {
    return bs.yearMonthDay(bs.adToBs(calendarDateOf(adDate)));
  } catch (error) {
    if (error instanceof bs.BsDateError) return '';
    throw error;
  }
}

/** The values as the parent types `text` in the field of the chosen calendar. */
export function typedBirthDate(values: BirthDateValues, text: string, bs: BsCalendar | undefined) {
  if (values.dobCalendar === 'ad') return { dob: text };
  // The A.D. date follows the B.S. entry, so that a message the office gave the date leaves as it changes.
  return { dobBs: text, dob: bs ? adDateOfBsEntry(text, bs) : '' };
}

/** The values after the parent chooses the other calendar: the same date in it, or empty when there is none. */
export function switchedBirthDate(
  values: BirthDateValues,
  to: BirthCalendar,
  bs: BsCalendar,
): Partial<BirthDateValues> {
  if (to === values.dobCalendar) return {};
  if (to === 'ad') return { dobCalendar: 'ad', dob: adDateToSend(values, bs) };
  const dobBs = bsEntryOfAdDate(values.dob, bs);
  return { dobCalendar: 'bs', dobBs, dob: dobBs ? values.dob : '' };
}

/**
 * The entry in the other calendar, in words, for under the field: "28 Aug 2016 A.D." for a B.S. entry, "12 Bhadra
 * 2073 B.S." for an A.D. one (in Nepali "२८ अगस्ट २०१६ ई.सं.", "१२ भदौ २०७३ वि.सं.": `words` and `dateWords`). For an
 * A.D. date outside the table, the calendar module's message; nothing while the entry is not yet a date (a B.S.
 * entry's problem shows as its error when the parent leaves the field).
 */
export function otherCalendarText(
  values: BirthDateValues,
  bs: BsCalendar,
  words: FieldWords = birthDateWords,
  dateWords: DateWords = dateWordsEn,
): string | undefined {
  if (values.dobCalendar === 'bs') {
    const adDate = values.dobBs.trim() ? adDateOfBsEntry(values.dobBs, bs) : '';
    return adDate ? words.inAd(formatCalendarDate(adDate, dateWords)) : undefined;
  }
  if (!isRealIsoDate(values.dob)) return undefined;
  try {
    return words.inBs(bs.writeBsDate(bs.adToBs(calendarDateOf(values.dob)), dateWords.bs));
  } catch (error) {
    if (error instanceof bs.BsDateError) return words.refusal(error, bs.bsTableRange);
    throw error;
  }
}
