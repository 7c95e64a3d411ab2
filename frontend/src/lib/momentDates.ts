// A moment (a comment's time, a payment's) in the reader's own time zone and both calendars. Its own module because
// it converts at run time, so it brings the B.S. calendar table: only the parts that show such moments import it.
import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import { dateWordsEn, formatBothCalendars, localIsoDate, type DateWords } from './dates';

/**
 * The site's date style with a 12-hour time, the B.S. date of the reader's day beside: "17 Sep 2025 (1 Asoj 2082
 * B.S.), 3:46 AM" (a comment's time: when it was written matters on the day).
 */
export function formatMomentInBothCalendars(date: Date, words: DateWords = dateWordsEn): string {
  const minutes = String(date.getMinutes()).padStart(2, '0');
  const day = localIsoDate(date);
  return `${formatBothCalendars(day, bsIsoOfAd(day), words)}, ${words.time(date.getHours(), minutes)}`;
}
