import { bsToAd, BsDateError, parseBsDate, writeBsDate, yearMonthDay } from '@school/contracts/bikram-sambat';
import { formatCalendarDate, type DateWords } from '../../lib/dates';

/**
 * The date of birth as the school records it, in Bikram Sambat, in the site's date style, with the Gregorian date
 * beside it: "12 Bhadra 2073 B.S. (28 Aug 2016)", in Nepali "१२ भदौ २०७३ वि.सं. (२८ अगस्ट २०१६)". A date the
 * calendar table cannot read is shown as it came (in the language's digits) rather than hidden.
 */
export function bsDateOfBirth(dob: string, words: DateWords): string {
  try {
    const bs = parseBsDate(dob);
    return `${writeBsDate(bs, words.bs)} ${words.bs.era} (${formatCalendarDate(yearMonthDay(bsToAd(bs)), words)})`;
  } catch (error) {
    if (error instanceof BsDateError)
      return `${dob.replace(/\d/g, (digit) => words.bs.digits(Number(digit)))} ${words.bs.era}`;
    throw error;
  }
}
