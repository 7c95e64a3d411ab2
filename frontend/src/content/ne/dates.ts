import type { BsCalendarWords } from '@school/contracts/bikram-sambat-text';
import { withDevanagariDigits } from '@school/contracts/digits';
import type { DateWords } from '../../lib/dates';

/**
 * The B.S. words in Nepali, the same as @school/contracts/bikram-sambat-text's bsCalendarWordsNe (dates.test.ts checks),
 * written here rather than imported: that module is in the shared chunk every English page loads (its English words
 * are), and a value this chunk imported from it would stay there, Devanagari on every English page.
 */
export const bsCalendarWordsNe: BsCalendarWords = {
  monthNames: ['बैशाख', 'जेठ', 'असार', 'साउन', 'भदौ', 'असोज', 'कार्तिक', 'मंसिर', 'पुस', 'माघ', 'फागुन', 'चैत'],
  era: 'वि.सं.',
  digits: nepaliDigits,
};

/** A whole number in Devanagari digits, without grouping (a year, a day, a count in running text): 2082 → २०८२. */
export function nepaliDigits(value: number): string {
  return withDevanagariDigits(String(value));
}

/**
 * Dates on Nepali pages: Devanagari digits, the months' Nepali names, and the B.S. date first, the Gregorian beside
 * it: "१ असोज २०८२ वि.सं. (१७ सेप्टेम्बर २०२५)".
 */
export const dateWords: DateWords = {
  adMonths: ['जनवरी', 'फेब्रुअरी', 'मार्च', 'अप्रिल', 'मे', 'जुन', 'जुलाई', 'अगस्ट', 'सेप्टेम्बर', 'अक्टोबर', 'नोभेम्बर', 'डिसेम्बर'],
  bs: bsCalendarWordsNe,
  both: (ad, bs) => `${bs} (${ad})`,
  time: (hours, minutes) => {
    const partOfDay = hours < 4 ? 'राति' : hours < 12 ? 'बिहान' : hours < 16 ? 'दिउँसो' : hours < 19 ? 'साँझ' : 'राति';
    return `${partOfDay} ${bsCalendarWordsNe.digits(hours % 12 || 12)}:${bsCalendarWordsNe.digits(Number(minutes)).padStart(2, '०')}`;
  },
};
