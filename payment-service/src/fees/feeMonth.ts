/**
 * The B.S. month a fee is due for, stored `YYYY-MM` ("2082-08") and written for people "Mangsir 2082". The office
 * types it `2082-08`, `2082/08` or `Mangsir 2082`, in either digits, the month name in English or in Nepali
 * (`मंसिर २०८२`). Excel turns `2082-08` typed in a General cell into a date of its own (`Aug-82`, `8/1/2082`): such a
 * cell is refused with how to keep the month as text, never read as a month.
 */
import { bsMonthNames, bsTableRange } from '@school/contracts/bikram-sambat';
import { withAsciiDigits } from '@school/contracts/digits';

/** Other spellings of the months in use in Nepal, Baisakh first, beside bsMonthNames' own. */
const otherSpellings: readonly (readonly string[])[] = [
  ['baishakh', 'baisakh', 'vaishakh'],
  ['jeth', 'jyeshtha', 'jestha'],
  ['ashadh', 'asadh', 'ashar', 'asar'],
  ['saun', 'shrawan', 'sawan', 'srawan'],
  ['bhadau', 'bhadra'],
  ['ashwin', 'ashoj', 'asoj', 'aswin'],
  ['kartik', 'kartika'],
  ['mangsir', 'mansir', 'marga'],
  ['poush', 'push', 'paush', 'pus'],
  ['magh', 'mag'],
  ['falgun', 'phalgun', 'fagun', 'phagun'],
  ['chaitra', 'chait', 'chaita'],
];

const monthByName = new Map<string, number>();
otherSpellings.forEach((names, index) => names.forEach((name) => monthByName.set(name, index + 1)));
bsMonthNames.en.forEach((name, index) => monthByName.set(name.toLowerCase(), index + 1));
bsMonthNames.ne.forEach((name, index) => monthByName.set(name.normalize('NFC'), index + 1));

/** What Excel makes of a month typed in a General cell: an English month name with a number, or a day/month/year. */
const excelDate =
  /^(?:(?:\d{1,2}[-/ ])?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*[-/ ,]*\d{1,4}|\d{1,2}[-/ ](?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{1,2}-\d{1,2})$/iu;

const firstYear = bsTableRange.first.year;
const lastYear = bsTableRange.last.year;

/** Tells the office how to keep a month as text in Excel. */
export const monthAsTextAdvice =
  'Excel turned the month into a date: format the month column as Text (Home → Number → Text) and type 2082-08 again, ' +
  'or type the month as Mangsir 2082';

/** A month as stored ("2082-08"), or the problem with the cell, in plain words. */
export function feeMonthCell(raw: string): { value: string } | { problem: string } {
  const text = withAsciiDigits(raw.normalize('NFC').trim().replace(/\s+/gu, ' '));
  const quoted = `"${raw.trim()}"`;
  let year: number | undefined;
  let month: number | undefined;
  const numeric = /^(\d{4})\s*[-/]\s*(\d{1,2})$/u.exec(text);
  const named = /^(\p{L}[\p{L}\p{M}]*)\.?,? (\d{4})$/u.exec(text);
  if (numeric) {
    year = Number(numeric[1]);
    month = Number(numeric[2]);
  } else if (named && monthByName.has(named[1]!.toLowerCase())) {
    month = monthByName.get(named[1]!.toLowerCase());
    year = Number(named[2]);
  } else if (excelDate.test(text) || /^\d{5}$/u.test(text)) {
    return { problem: `${quoted} is a date Excel made of the month. ${monthAsTextAdvice}` };
  } else {
    return { problem: `${quoted} is not a month in B.S.: write it 2082-08, 2082/08 or Mangsir 2082` };
  }
  if (month === undefined || month < 1 || month > 12) {
    return { problem: `${quoted}: the month must be 1 to 12 (Baisakh to Chaitra)` };
  }
  if (year < firstYear || year > lastYear) {
    return { problem: `${quoted}: the year must be a B.S. year from ${firstYear} to ${lastYear}, such as 2082` };
  }
  return { value: `${year}-${String(month).padStart(2, '0')}` };
}

/** A stored month for people: "2082-08" → "Mangsir 2082". */
export function feeMonthInWords(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${bsMonthNames.en[(number ?? 1) - 1] ?? month} ${year}`;
}
