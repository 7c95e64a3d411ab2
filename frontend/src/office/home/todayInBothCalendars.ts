import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import { nepalDate } from '@school/contracts/nepal-time';
import { formatBsDate, formatCalendarDate, type DateWords } from '../../lib/dates';

/**
 * Today in Nepal, whatever the computer's time zone, in the console's style: the B.S. date with the A.D. date beside
 * it, "12 Mangsir 2083 B.S. (27 Nov 2026)", "१२ मंसिर २०८३ वि.सं. (२७ नोभेम्बर २०२६)". Outside the B.S. table, the A.D. date
 * alone.
 */
export function todayInBothCalendars(words: DateWords, now: Date = new Date()): string {
  const ad = nepalDate(now);
  const bs = bsIsoOfAd(ad);
  const adWritten = formatCalendarDate(ad, words);
  return bs ? `${formatBsDate(bs, words)} (${adWritten})` : adWritten;
}
