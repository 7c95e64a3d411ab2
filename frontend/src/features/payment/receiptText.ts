// How a receipt writes its moment and its months: Nepal's clock and Nepal's calendar, whatever the reader's time zone
// (a receipt printed abroad says the same as one printed in Pokhara). Its own module because it converts to B.S. at
// run time, so it brings the calendar table: only the receipt imports it.
import { bsIsoOfAd } from '@school/contracts/bikram-sambat';
import { formatNepalTime, nepalDate } from '@school/contracts/nepal-time';
import { formatBsDate, formatCalendarDate, type DateWords } from '../../lib/dates';

/**
 * When the money was confirmed, in Nepal time, the B.S. date first and the A.D. date beside it:
 * "2025-09-17T06:15:00Z" → "1 Asoj 2082 B.S. (17 Sep 2025), 12:00 PM" ("१ असोज २०८२ वि.सं. (१७ सेप्टेम्बर २०२५),
 * दिउँसो १२:००"). A day outside the B.S. table keeps its A.D. date alone.
 */
export function receiptMomentText(iso: string, words: DateWords): string {
  const day = nepalDate(iso);
  const bs = bsIsoOfAd(day);
  const ad = formatCalendarDate(day, words);
  const [hours = '0', minutes = '00'] = formatNepalTime(iso, { seconds: false }).slice(11).split(':');
  return `${bs ? `${formatBsDate(bs, words)} (${ad})` : ad}, ${words.time(Number(hours), minutes)}`;
}

/** A fee's B.S. month, `YYYY-MM`, as the page's language names it: "2082-08" → "Mangsir 2082" ("मंसिर २०८२"). */
export function feeMonthText(month: string, words: DateWords): string {
  const [year = 0, number = 0] = month.split('-').map(Number);
  return `${words.bs.monthNames[number - 1] ?? month} ${words.bs.digits(year)}`;
}
