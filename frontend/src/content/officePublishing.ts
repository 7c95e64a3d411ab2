import type { BsDateRefusal, BsTableRange } from './birthDate';
import { defineTexts } from '../lib/texts';

/** English says the B.S. calendar's refusal in the calendar module's own words. */
const refusalInEnglish: (refusal: BsDateRefusal, range: BsTableRange) => string = (refusal) => refusal.message;

/**
 * The words of the console's publishing forms' own fields (src/office/publishing/): the Nepali text field's offer to
 * convert Preeti typing, and the date field in either calendar. ne/officePublishing.ts has every key.
 */
const officePublishingWords = {
  /** Under a Nepali field whose text looks typed in the Preeti font (Latin letters that draw Devanagari). */
  preetiNote: 'This looks like Preeti typing. Convert it to Nepali (Unicode)?',
  convert: 'Convert to Nepali',
  converted: 'Converted to Nepali (Unicode).',
  undo: 'Undo the conversion',
  undone: 'The conversion was undone.',

  calendar: 'Calendar',
  calendars: { bs: 'B.S.', ad: 'A.D.' },
  /** The date field's label with the calendar it takes: "Date (B.S.)". */
  inCalendar: (label: string, calendar: string) => `${label} (${calendar})`,
  bsHint: 'Year-month-day, e.g.\u00a02082-08-12',
  adHint: 'Pick the date, or type it.',
  /** Why the B.S. calendar refuses a typed date: in English its own message, in Nepali said from its reason. */
  refusal: refusalInEnglish,
};

export type OfficePublishingWords = typeof officePublishingWords;

export const officePublishingTexts = defineTexts(officePublishingWords, {
  ne: () => import('./ne/officePublishing').then((module) => module.officePublishingWords),
});
