import { bsTableRange, bsToAd, BsDateError, parseBsDate, type CalendarDate } from '@school/contracts/bikram-sambat';
import { yearMonthDay } from '@school/contracts/bikram-sambat-text';
import type { BsDateRefusal, BsTableRange } from '../../content/birthDate';

/** A B.S. date as typed, read: its A.D. day, or the calendar's refusal (with the table's range, to say it). */
export type BsDayReading = { adDate: string } | { refusal: BsDateRefusal; range: BsTableRange };

/**
 * A B.S. date typed as year-month-day ("2082-08-12", "2082/8/12", "२०८२-०८-१२"), as its A.D. day (YYYY-MM-DD), by the
 * calendar module; a date it refuses (not written so, no such day, outside the table) comes back as the refusal.
 * Any B.S. year of the table is taken: a notice may be about a day long ago.
 */
export function readBsDay(text: string): BsDayReading {
  try {
    const ad: CalendarDate = bsToAd(parseBsDate(text));
    return { adDate: yearMonthDay(ad) };
  } catch (error) {
    if (!(error instanceof BsDateError)) throw error;
    return {
      refusal: { reason: error.reason, message: error.message, facts: error.facts },
      range: bsTableRange,
    };
  }
}
