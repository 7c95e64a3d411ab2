/** The date-of-birth field's words in Nepali (../birthDate.ts): its labels, hints, and the calendar's refusals. */
import type { BsCalendarWords } from '@school/contracts/bikram-sambat-text';
import type { BirthDateWords, BsDateRefusal, BsTableRange } from '../birthDate';
// The Nepali calendar words of this folder, not the contracts': theirs sit in a chunk English pages load.
import { bsCalendarWordsNe, dateWords } from './dates';

const bsMonthNamesNe = bsCalendarWordsNe.monthNames;
const digits: BsCalendarWords['digits'] = bsCalendarWordsNe.digits;

type Day = BsTableRange['first'];
const two = (value: number) => digits(value).padStart(2, '०');
/** A date as a parent typed it, year-month-day: "२०७३-०५-३३". */
const typed = (date: Day) => `${digits(date.year)}-${two(date.month)}-${two(date.day)}`;
const bsDate = (date: Day) => `${digits(date.day)} ${bsMonthNamesNe[date.month - 1] ?? ''} ${digits(date.year)} वि.सं.`;
const adDate = (date: Day) => `${digits(date.day)} ${dateWords.adMonths[date.month - 1] ?? ''} ${digits(date.year)}`;

/** Why the B.S. calendar refuses a date, said from the refusal's reason and facts (the English is its message). */
function refusal({ reason, facts }: BsDateRefusal, range: BsTableRange): string {
  const { date, calendar, daysInMonth } = facts;
  if (reason === 'unreadable' || !date) return 'वि.सं. मिति साल-महिना-गते गरी लेख्नुहोस्, जस्तै २०८२-०५-१२।';
  if (reason === 'looks-like-ad') return 'यो ई.सं. मिति जस्तो देखिन्छ: ई.सं. छान्नुहोस्, वा मिति वि.सं.मा लेख्नुहोस्।';
  if (reason === 'outside-table') {
    const what = calendar === 'ad' ? `${adDate(date)} ई.सं.` : `${typed(date)} वि.सं.`;
    return (
      `${what} बदल्न सकिँदैन: ${bsDate(range.first)} (${adDate(range.firstAd)}) भन्दा अघिका र ` +
      `${bsDate(range.last)} (${adDate(range.lastAd)}) भन्दा पछिका मिति विद्यालयको पात्रो तालिकामा छैनन्।`
    );
  }
  if (calendar === 'ad') return `${typed(date)} मिति होइन।`;
  if (daysInMonth !== undefined) {
    return (
      `${digits(date.year)} सालको ${bsMonthNamesNe[date.month - 1] ?? ''} महिनामा ${digits(daysInMonth)} दिन मात्र ` +
      `हुन्छ, त्यसैले ${typed(date)} वि.सं. मिति होइन।`
    );
  }
  if (Number.isInteger(date.month) && (date.month < 1 || date.month > 12)) {
    return `महिना १ देखि १२ (बैशाखदेखि चैतसम्म) मात्र हुन्छ, ${digits(date.month)} होइन।`;
  }
  return 'वि.सं. मितिमा पूरा साल, महिना र गते लेख्नुहोस्।';
}

const hintDob = 'जन्मदर्ता प्रमाणपत्रमा भएअनुसार';

export const birthDateWords: Omit<BirthDateWords, 'calendarUnavailable'> = {
  calendarLabel: 'पात्रो',
  calendars: { bs: 'वि.सं.', ad: 'ई.सं.' },
  fieldLabel: { bs: 'जन्म मिति (वि.सं.)', ad: 'जन्म मिति (ई.सं.)' },
  hint: {
    bs: `${hintDob}: साल-महिना-गते, जस्तै\u00a0२०७४-०८-१५`,
    ad: hintDob,
  },
  inAd: (date) => `${date} ई.सं.`,
  inBs: (date) => `${date} वि.सं.`,
  refusal,
};
