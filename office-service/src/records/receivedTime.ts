/**
 * When an application or a message came in, for the office to read (its email, `make admissions ARGS="show …"`):
 * Nepal time to the minute, with the B.S. date beside it as everywhere the site shows a date:
 * "2026-11-27 09:05 Nepal time (11 Mangsir 2083 B.S.)". Outside the calendar table the B.S. date is left out, never
 * shifted. Stored times stay UTC.
 */
import { bsCalendarWordsEn, bsIsoOfAd, readBsIso, writeBsDate } from '@school/contracts/bikram-sambat';
import { formatNepalTime, nepalDate, type Moment } from '@school/contracts/nepal-time';

export function receivedTimeText(moment: Moment): string {
  const time = `${formatNepalTime(moment, { seconds: false })} Nepal time`;
  // The B.S. day is Nepal's day: 01:45 in Nepal is already the next day, whatever the UTC date says.
  const bs = bsIsoOfAd(nepalDate(moment));
  return bs ? `${time} (${writeBsDate(readBsIso(bs), bsCalendarWordsEn)} ${bsCalendarWordsEn.era})` : time;
}
