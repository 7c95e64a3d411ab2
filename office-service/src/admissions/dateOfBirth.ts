/**
 * The date of birth for the office to read: the form sends it in A.D., and the birth certificate the office checks
 * it against is usually in B.S., so both: "2019-04-15 (2 Baisakh 2076 B.S.)". A date outside the calendar table stays
 * alone. (The CSV export keeps the plain A.D. date, for spreadsheets.)
 */
import { bsCalendarWordsEn, bsIsoOfAd, readBsIso, writeBsDate } from '@school/contracts/bikram-sambat';

export function dateOfBirthInBothCalendars(dob: string): string {
  const bs = bsIsoOfAd(dob);
  return bs ? `${dob} (${writeBsDate(readBsIso(bs), bsCalendarWordsEn)} ${bsCalendarWordsEn.era})` : dob;
}
