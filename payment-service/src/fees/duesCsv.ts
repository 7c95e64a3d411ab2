/**
 * The school's dues spreadsheet as CSV: one row per fee item due, `student_id,name,class,roll,dob_bs,item,month,
 * amount`, read all at once and checked all at once, so the accounts office sees every bad cell in one go.
 *
 * Read by the office's one CSV reader (`@school/service-kit/csv-sheet`: UTF-8 only, the byte order mark, Excel's
 * quoting, headers in any order and case, Devanagari digits, class names in English or Nepali, the forms' check of a
 * B.S. date), as the exam results are; what the columns mean is here:
 *
 * - a student's name, class, roll and date of birth are the same on each of their lines (the file is the school's
 *   record of them; the last import's are kept);
 * - `item`: Tuition, Hostel, Transport, Exam, Admission or Other, whatever their case, or another item the school
 *   names (at most 40 characters), once per student and month;
 * - `month`: B.S., `2082-08`, `2082/08` or `Mangsir 2082` (feeMonth.ts);
 * - `amount`: rupees, more than 0, at most two decimals; kept as paisa.
 */
import { withAsciiDigits } from '@school/contracts/digits';
import { parseRollNumber, type SchoolClass } from '@school/contracts/fee-student';
import {
  bsDateCell,
  classCell,
  classCellChoices,
  decimalCell,
  readCsvSheet,
  type CsvProblem,
} from '@school/service-kit/csv-sheet';
import { parseRupeesToPaisa } from '../money.js';
import { feeMonthCell } from './feeMonth.js';

export type { CsvProblem } from '@school/service-kit/csv-sheet';

/** The columns, in the template's order. */
export const duesColumns = ['student_id', 'name', 'class', 'roll', 'dob_bs', 'item', 'month', 'amount'] as const;

/** The fee items the school names; a file may name others. */
export const namedFeeItems = ['Tuition', 'Hostel', 'Transport', 'Exam', 'Admission', 'Other'] as const;

export const feeItemMaxLength = 40;

/** The template's example row (`make fees ARGS=template`). */
export const duesTemplateExample = [
  'S-0012',
  'सीता कुमारी साह',
  'Grade 5',
  '1',
  '2071-02-03',
  'Tuition',
  '2082-08',
  '2500',
];

/** A student as the school's records have them. */
export interface FeeStudent {
  studentId: string;
  name: string;
  className: SchoolClass;
  /** Null when the file leaves it blank. */
  roll: number | null;
  /** Date of birth in B.S., `YYYY-MM-DD`. */
  dobBs: string;
}

/** One fee item due from a student for a month. */
export interface DueLine {
  studentId: string;
  item: string;
  /** B.S. `YYYY-MM`. */
  month: string;
  amountPaisa: number;
  /** The file's line, for the import's words. */
  line: number;
}

export type DuesReading = { ok: true; students: FeeStudent[]; dues: DueLine[] } | { ok: false; problems: CsvProblem[] };

export interface DuesReadingOptions {
  /** Today (default: now), for the forms' check that a date of birth typed as B.S. is not an A.D. date. */
  today?: Date;
}

const studentIdPattern = /^[A-Za-z0-9][A-Za-z0-9./_-]{0,29}$/u;
const spaced = (text: string) => text.normalize('NFC').replace(/\s+/gu, ' ');

/** An amount in rupees as paisa: "2500", "2,500.50", "२५००"; undefined for anything else. */
function amountCell(raw: string): number | undefined {
  const text = withAsciiDigits(raw.trim());
  // Excel's number format with separators writes "2,500.00" (or lakh grouping "1,00,000"): the commas are dropped.
  const plain = /^\d{1,3}(?:,\d{2,3})+(?:\.\d+)?$/u.test(text) ? text.replaceAll(',', '') : text;
  const rupees = decimalCell(plain, 2);
  return rupees === undefined ? undefined : parseRupeesToPaisa(rupees);
}

/** A named item in its canonical case ("tuition" → "Tuition"), any other item as typed with spaces collapsed. */
export function feeItem(raw: string): string {
  const text = spaced(raw.trim());
  return namedFeeItems.find((named) => named.toLowerCase() === text.toLowerCase()) ?? text;
}

/** Reads a dues file (its bytes, which must be UTF-8, or its text); every problem of every line, or the dues. */
export function readDuesCsv(file: string | Uint8Array, options: DuesReadingOptions = {}): DuesReading {
  const today = options.today ?? new Date();
  const read = readCsvSheet(file, {
    required: duesColumns,
    known: () => false,
    knownHint: `the columns are ${duesColumns.join(', ')}`,
  });
  if (!read.ok) return read;
  const { headerLine, rows } = read.sheet;
  const problems: CsvProblem[] = [];
  const students = new Map<string, { student: FeeStudent; line: number }>();
  const dues: DueLine[] = [];
  const dueLines = new Map<string, number>();

  for (const row of rows) {
    const { line } = row;
    const report = (column: string, problem: string) => problems.push({ line, column, problem });
    problems.push(...row.problems);

    const idText = withAsciiDigits(row.cell('student_id'));
    if (idText === '') report('student_id', 'the student id is missing');
    else if (!studentIdPattern.test(idText)) {
      report('student_id', `"${idText}" is not a student id: letters, digits, - . / _ only, at most 30 characters`);
    }
    const name = spaced(row.cell('name'));
    if (name === '') report('name', 'the name is missing');
    else if (name.length > 100) report('name', 'the name is longer than 100 characters');

    const classText = row.cell('class');
    const className = classCell(classText);
    if (classText === '') report('class', 'the class is missing');
    else if (!className) report('class', `unknown class "${classText}": use one of ${classCellChoices}`);

    const rollText = withAsciiDigits(row.cell('roll'));
    const roll = parseRollNumber(rollText);
    if (roll === undefined) report('roll', `the roll number must be a whole number from 1 to 9999, not "${rollText}"`);

    const dobText = row.cell('dob_bs');
    const dob = dobText === '' ? undefined : bsDateCell(dobText, { today });
    if (!dob) report('dob_bs', 'the date of birth is missing');
    else if ('problem' in dob) report('dob_bs', dob.problem);

    const item = feeItem(row.cell('item'));
    if (item === '') report('item', `the item is missing: ${namedFeeItems.join(', ')}, or the school's own`);
    else if (item.length > feeItemMaxLength) report('item', `the item is longer than ${feeItemMaxLength} characters`);

    const monthText = row.cell('month');
    const month = monthText === '' ? undefined : feeMonthCell(monthText);
    if (!month) report('month', 'the month is missing: write it 2082-08 or Mangsir 2082');
    else if ('problem' in month) report('month', month.problem);

    const amountText = row.cell('amount');
    const amountPaisa = amountCell(amountText);
    if (amountText === '') report('amount', 'the amount is missing');
    else if (amountPaisa === undefined || amountPaisa <= 0) {
      report('amount', `"${amountText}" is not an amount in rupees above 0 with at most two decimals, such as 2500`);
    }

    const dobValue = dob && 'value' in dob ? dob.value : undefined;
    const studentId = studentIdPattern.test(idText) ? idText : undefined;
    if (studentId && name && className && roll !== undefined && dobValue) {
      const student: FeeStudent = { studentId, name, className, roll, dobBs: dobValue };
      const earlier = students.get(studentId);
      if (!earlier) students.set(studentId, { student, line });
      else {
        const was = earlier.student;
        const differs = (['name', 'className', 'roll', 'dobBs'] as const).filter(
          (field) => was[field] !== student[field],
        );
        const field = differs[0];
        if (field) {
          const column = { name: 'name', className: 'class', roll: 'roll', dobBs: 'dob_bs' }[field];
          report(
            column,
            `line ${earlier.line} gives ${studentId} the ${column} "${was[field] ?? ''}": ` +
              "a student's name, class, roll and dob_bs are the same on each of their lines",
          );
        }
      }
    }
    const monthValue = month && 'value' in month ? month.value : undefined;
    if (studentId && item && item.length <= feeItemMaxLength && monthValue && amountPaisa && amountPaisa > 0) {
      const key = `${studentId}\u0000${item.toLowerCase()}\u0000${monthValue}`;
      const earlier = dueLines.get(key);
      if (earlier !== undefined)
        report('item', `${item} of ${monthValue} for ${studentId} is already on line ${earlier}`);
      else {
        dueLines.set(key, line);
        dues.push({ studentId, item, month: monthValue, amountPaisa, line });
      }
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  if (dues.length === 0)
    return { ok: false, problems: [{ line: headerLine, column: '', problem: 'the file has no dues' }] };
  return { ok: true, students: [...students.values()].map(({ student }) => student), dues };
}
