/**
 * What the date-of-birth field says (components/form/birthDate), on every form that asks for one (the admission
 * application, the result lookup): its calendars, labels and hints, and the calendar module's refusals. In Nepali:
 * ./ne/birthDate.ts. Each form adds its own words for a submit while the calendar could not be fetched.
 */
import type { BsDateErrorFacts, BsDateErrorReason, CalendarDate } from '@school/contracts/bikram-sambat';

/** A date the B.S. calendar refused (its BsDateError): why, in English, and the facts to say it in another language. */
export interface BsDateRefusal {
  reason: BsDateErrorReason;
  message: string;
  facts: BsDateErrorFacts;
}

/** The first and the last day the B.S. calendar table covers, in both calendars (contracts' bsTableRange). */
export interface BsTableRange {
  first: CalendarDate;
  last: CalendarDate;
  firstAd: CalendarDate;
  lastAd: CalendarDate;
}

/** English says a refusal in the calendar module's own words. */
const refusalInEnglish: (refusal: BsDateRefusal, range: BsTableRange) => string = (refusal) => refusal.message;

/**
 * The date of birth in either calendar: B.S. (Bikram Sambat, Nepal's calendar, which birth certificates are in) or
 * A.D. The field's label names the calendar it takes; under it, the date in the other calendar as the parent types.
 */
export const birthDateWords = {
  calendarLabel: 'Calendar',
  calendars: { bs: 'B.S.', ad: 'A.D.' },
  fieldLabel: { bs: 'Date of birth (B.S.)', ad: 'Date of birth (A.D.)' },
  hint: {
    // Not a sample student's date (the built site holds none of them); the no-break space keeps the example whole.
    bs: 'As on the birth certificate: year-month-day, e.g.\u00a02074-08-15',
    ad: 'As on the birth certificate',
  },
  /** The other calendar's date under the field: "28 Aug 2016 A.D.", "12 Bhadra 2073 B.S.". */
  inAd: (date: string) => `${date} A.D.`,
  inBs: (date: string) => `${date} B.S.`,
  /**
   * Why the calendar refuses a date, in the page's language. English: the calendar module's own message; another
   * language writes it from the refusal's reason and facts, and the table's range.
   */
  refusal: refusalInEnglish,
};

/** The field's words, and the form's own for a submit while the calendar could not be fetched. */
export type BirthDateWords = typeof birthDateWords & { calendarUnavailable: string };
