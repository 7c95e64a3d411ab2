/**
 * The rules every import of an office spreadsheet keeps because it reads through `readCsvSheet`, as one table of
 * cases (`@school/service-kit/csv-sheet-rules`). Each import's tests run the same table against their own reader
 * (the results in office-service, the fees in payment-service), so the office's sheets behave alike: a byte order
 * mark and CRLF, headers in any order and case, Nepali digits and class names, a file that is not UTF-8, and every
 * problem at once by line and column. Plain data and functions: the kit does not depend on Vitest.
 */
import { classNamesInNepali } from '@school/contracts/class-names-ne';
import { withDevanagariDigits } from '@school/contracts/digits';
import { isSchoolClass } from '@school/contracts/fee-student';
import type { CsvProblem } from './csvSheet.js';

/** What a case needs to know of an import: a good file, where its class, number and date are, and its reader. */
export interface SheetUnderTest {
  /** The header, as the template writes it. */
  header: readonly string[];
  /** Two good rows (two students), in the header's order, in English with ASCII digits. */
  rows: readonly [readonly string[], readonly string[]];
  /** The header of a name column, a class column, a whole-number column and a B.S. date column (YYYY-MM-DD). */
  nameColumn: string;
  classColumn: string;
  numberColumn: string;
  dateColumn: string;
  /** Reads the file's bytes as the import does: what it would store, or every problem. */
  read(bytes: Uint8Array): { ok: true; value: unknown } | { ok: false; problems: CsvProblem[] };
}

/** What a case expects: the same as the plain good file, or these problems (`problem` a part of the words). */
export type SheetRuleOutcome =
  | { kind: 'same-as-good' }
  | { kind: 'problems'; problems: { line: number; column: string; problemIncludes: string }[] };

export interface SheetRuleCase {
  rule: string;
  file(sheet: SheetUnderTest): Uint8Array;
  expected(sheet: SheetUnderTest): SheetRuleOutcome;
}

const csvCell = (value: string) => (/[",\r\n]/u.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const csvText = (lines: readonly (readonly string[])[], end = '\n') =>
  lines.map((cells) => cells.map(csvCell).join(',')).join(end) + end;
const utf8 = (text: string) => new TextEncoder().encode(text);

/** The sheet's two good rows with `change(row, column index)` applied to each. */
function changed(sheet: SheetUnderTest, change: (row: string[], at: (header: string) => number) => void): string[][] {
  const at = (header: string) => sheet.header.indexOf(header);
  return sheet.rows.map((row) => {
    const copy = [...row];
    change(copy, at);
    return copy;
  });
}

/** The plain good file: header and two rows, LF line ends, no byte order mark. */
export function goodFile(sheet: SheetUnderTest): Uint8Array {
  return utf8(csvText([sheet.header, ...sheet.rows]));
}

export const commonSheetRules: readonly SheetRuleCase[] = [
  {
    rule: "Excel's CSV UTF-8 (a byte order mark, CRLF line ends) reads as the plain file",
    file: (sheet) => utf8(`\uFEFF${csvText([sheet.header, ...sheet.rows], '\r\n')}`),
    expected: () => ({ kind: 'same-as-good' }),
  },
  {
    rule: 'headers in upper case and another order read as the template',
    file: (sheet) => {
      const swap = <T>(cells: readonly T[]) => [cells[1]!, cells[0]!, ...cells.slice(2)];
      // The columns every sheet has; another header may be data itself (a subject's name is the results' header).
      const fixed = [sheet.nameColumn, sheet.classColumn, sheet.numberColumn, sheet.dateColumn];
      const header = sheet.header.map((name) => (fixed.includes(name) ? name.toUpperCase() : name));
      return utf8(csvText([swap(header), ...sheet.rows.map(swap)]));
    },
    expected: () => ({ kind: 'same-as-good' }),
  },
  {
    rule: 'Nepali digits in a number and in a B.S. date read as ASCII ones',
    file: (sheet) =>
      utf8(
        csvText([
          sheet.header,
          ...changed(sheet, (row, at) => {
            for (const column of [sheet.numberColumn, sheet.dateColumn])
              row[at(column)] = withDevanagariDigits(row[at(column)]!);
          }),
        ]),
      ),
    expected: () => ({ kind: 'same-as-good' }),
  },
  {
    rule: 'a class named in Nepali, or in lower case, reads as its English name',
    file: (sheet) => {
      const [first, second] = changed(sheet, () => undefined);
      const at = sheet.header.indexOf(sheet.classColumn);
      first![at] = nepaliClass(first![at]!);
      second![at] = second![at]!.toLowerCase();
      return utf8(csvText([sheet.header, first!, second!]));
    },
    expected: () => ({ kind: 'same-as-good' }),
  },
  {
    rule: 'a file that is not UTF-8 (Excel\'s plain CSV, Windows-1252) is refused with "Save it as CSV UTF-8"',
    file: (sheet) => {
      const text = csvText([sheet.header, ...sheet.rows]);
      const lineEnd = text.indexOf('\n', text.indexOf('\n') + 1);
      // "é" as Windows-1252 writes it (0xE9), at the end of line 2: never a valid UTF-8 byte there.
      const bytes = utf8(text);
      return new Uint8Array([...bytes.subarray(0, lineEnd), 0x20, 0xe9, ...bytes.subarray(lineEnd)]);
    },
    expected: () => ({
      kind: 'problems',
      problems: [{ line: 2, column: '', problemIncludes: 'Save it as CSV UTF-8' }],
    }),
  },
  {
    rule: 'question marks where Excel lost the Devanagari letters are refused with "Save it as CSV UTF-8"',
    file: (sheet) => {
      const [first, second] = changed(sheet, () => undefined);
      first![sheet.header.indexOf(sheet.nameColumn)] = '???? ????';
      return utf8(csvText([sheet.header, first!, second!]));
    },
    expected: (sheet) => ({
      kind: 'problems',
      problems: [{ line: 2, column: sheet.nameColumn, problemIncludes: 'Save it as CSV UTF-8' }],
    }),
  },
  {
    rule: 'every bad cell is reported at once, each by its line and column',
    file: (sheet) => {
      const [first, second] = changed(sheet, () => undefined);
      first![sheet.header.indexOf(sheet.classColumn)] = 'Grade 9';
      second![sheet.header.indexOf(sheet.dateColumn)] = '13/1/2073';
      return utf8(csvText([sheet.header, first!, second!]));
    },
    expected: (sheet) => ({
      kind: 'problems',
      problems: [
        { line: 2, column: sheet.classColumn, problemIncludes: '"Grade 9"' },
        { line: 3, column: sheet.dateColumn, problemIncludes: '"13/1/2073"' },
      ],
    }),
  },
  {
    rule: 'a missing column is named on the header line',
    file: (sheet) => {
      const at = sheet.header.indexOf(sheet.dateColumn);
      const without = <T>(cells: readonly T[]) => cells.filter((_, index) => index !== at);
      return utf8(csvText([without(sheet.header), ...sheet.rows.map(without)]));
    },
    expected: (sheet) => ({
      kind: 'problems',
      problems: [{ line: 1, column: sheet.dateColumn, problemIncludes: 'this column is missing' }],
    }),
  },
];

/** "Grade 3" → "कक्षा ३", as a Nepali office types it. */
const nepaliClass = (english: string) => (isSchoolClass(english) ? classNamesInNepali[english] : english);
