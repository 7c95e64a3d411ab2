/**
 * The school's results spreadsheet as CSV: one row per student, read all at once and checked all at once, so the
 * office sees every bad cell in one go. Columns (headers are matched whatever their case):
 *
 * - fixed: name, class (English or Nepali: Grade 3, कक्षा ३), roll, father, mother, dob_bs (YYYY-MM-DD in B.S.),
 *   address, present_days, school_days;
 * - exam (optional): the exam of each row, for a file holding several exams (the repository's samples);
 * - one per subject, its full marks in brackets: `English (100)`. A blank cell is a subject the class does not take,
 *   so classes with other subjects or other full marks share one sheet (`English (50)` beside `English (100)`).
 *   The report card lists a student's subjects in the columns' order;
 * - one per co-scholastic area: `Discipline [rating]`, each cell Excellent, Very good, Good or Needs improvement
 *   (blank: not assessed).
 *
 * The sheet is read by the office's one CSV reader (`@school/service-kit/csv-sheet`: the byte order mark, Excel's
 * quoting, headers in any case, Devanagari digits in numbers and dates, class names in English or Nepali, the forms'
 * check of a B.S. date); what the columns mean is here.
 */
import { coScholasticRatings } from '@school/contracts';
import {
  bsDateCell,
  classCell,
  classCellChoices,
  decimalCell,
  readCsvSheet,
  wholeNumberCell,
  type CsvProblem,
} from '@school/service-kit/csv-sheet';
import type { StoredResult } from './resultStore.js';

export type { CsvProblem } from '@school/service-kit/csv-sheet';

export type CsvReading = { ok: true; exams: Map<string, StoredResult[]> } | { ok: false; problems: CsvProblem[] };

const fixedColumns = [
  'name',
  'class',
  'roll',
  'father',
  'mother',
  'dob_bs',
  'address',
  'present_days',
  'school_days',
] as const;
type FixedColumn = (typeof fixedColumns)[number];

const subjectHeader = /^(.+?)\s*\(\s*(\d+(?:\.\d+)?)\s*\)$/u;
const ratingHeader = /^(.+?)\s*\[\s*rating\s*\]$/iu;

/** The template's columns and its example row (`make results ARGS=template`, docs/development.md). */
export const templateHeader = [
  ...fixedColumns,
  'English (100)',
  'Nepali (100)',
  'Mathematics (100)',
  'Science (100)',
  'Social Studies (100)',
  'Maithili (local language) (100)',
  'Computer (50)',
  'English (50)',
  'Nepali (50)',
  'Numbers (50)',
  'Drawing and Colouring (50)',
  'Rhymes and Stories (50)',
  'Discipline [rating]',
  'Cleanliness [rating]',
  'Sports [rating]',
  'Art and Craft [rating]',
  'Public Speaking [rating]',
];
export const templateExample = [
  'सीता कुमारी साह',
  'Grade 5',
  '1',
  'Ram Prasad Sah',
  'Geeta Devi Sah',
  '2071-02-03',
  'Mithila Municipality-6, Dhanusha',
  '98',
  '104',
  '88',
  '79.5',
  '92',
  '85',
  '81',
  '90',
  '44',
  '',
  '',
  '',
  '',
  '',
  'Excellent',
  'Very good',
  'Good',
  'Excellent',
  'Needs improvement',
];

/** A cell as CSV writes it: quoted when it holds a comma, a quote or a line break (as Excel does). */
export function csvCell(value: string): string {
  return /[",\r\n]/u.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(',');
}

type Column =
  | { kind: 'fixed'; field: FixedColumn | 'exam' }
  | { kind: 'subject'; subject: string; fullMarks: number }
  | { kind: 'rating'; area: string }
  | { kind: 'unknown' };

function columnOf(header: string): Column {
  const plain = header.trim().toLowerCase();
  const fixed = [...fixedColumns, 'exam' as const].find((field) => field === plain);
  if (fixed) return { kind: 'fixed', field: fixed };
  const rating = ratingHeader.exec(header.trim());
  if (rating) return { kind: 'rating', area: rating[1]!.trim() };
  const subject = subjectHeader.exec(header.trim());
  if (subject && Number(subject[2]) > 0) {
    return { kind: 'subject', subject: subject[1]!.trim(), fullMarks: Number(subject[2]) };
  }
  return { kind: 'unknown' };
}

/** Marks: a number, halves allowed (72 or 72.5), in ASCII or Devanagari digits (७२.५). */
function marksValue(raw: string): number | undefined {
  const marks = decimalCell(raw);
  return marks !== undefined && marks < 10_000 && Number.isInteger(marks * 2) ? marks : undefined;
}

/** The problems of a file and an import that disagree on where the exam is named (the console words them its own way). */
export const examPlacementProblems = {
  examColumn: 'the file names its exams in an exam column: import it without --exam',
  noExam: 'say which exam these results are for with --exam NAME',
} as const;

/** How readResultsCsv reads a file. */
export interface ResultsReading {
  /** Today (default: now), for the forms' check that a date of birth typed as B.S. is not an A.D. date. */
  today?: Date;
}

/**
 * Reads a results file (its bytes, which must be UTF-8, or its text). `exam` is the import's --exam; a file with an exam column names its own exams instead
 * (then `exam` must be undefined). Every problem of every line is reported; records only when there are none.
 */
export function readResultsCsv(
  file: string | Uint8Array,
  exam: string | undefined,
  reading: ResultsReading = {},
): CsvReading {
  const today = reading.today ?? new Date();
  const read = readCsvSheet(file, {
    required: fixedColumns,
    known: (header) => columnOf(header).kind !== 'unknown',
    knownHint:
      `the fixed columns are ${fixedColumns.join(', ')}; ` +
      'a subject is written like "English (100)", an area like "Discipline [rating]"',
  });
  if (!read.ok) return read;
  const { headerLine, headers, rows } = read.sheet;
  const columns = headers.map(columnOf);
  const problems: CsvProblem[] = [];
  const hasExamColumn = columns.some((column) => column.kind === 'fixed' && column.field === 'exam');
  if (hasExamColumn && exam !== undefined) {
    problems.push({
      line: headerLine,
      column: 'exam',
      problem: examPlacementProblems.examColumn,
    });
  } else if (!hasExamColumn && exam === undefined) {
    problems.push({ line: headerLine, column: '', problem: examPlacementProblems.noExam });
  }
  if (problems.length > 0) return { ok: false, problems };

  const exams = new Map<string, StoredResult[]>();
  const seenRolls = new Map<string, number>();
  for (const row of rows) {
    const { line } = row;
    const fixed = (field: FixedColumn | 'exam') => row.cell(field);
    const report = (column: string, problem: string) => problems.push({ line, column, problem });
    problems.push(...row.problems);

    const rowExam = hasExamColumn ? fixed('exam') : exam!;
    if (hasExamColumn && rowExam === '') report('exam', 'the exam is missing');
    const name = fixed('name');
    if (name === '') report('name', 'the name is missing');
    else if (name.length > 100) report('name', 'the name is longer than 100 characters');

    const classText = fixed('class');
    const className = classCell(classText);
    if (classText === '') report('class', 'the class is missing');
    else if (!className) report('class', `unknown class "${classText}": use one of ${classCellChoices}`);

    const rollText = fixed('roll');
    const roll = wholeNumberCell(rollText);
    if (rollText === '') report('roll', 'the roll number is missing');
    else if (roll === undefined || roll < 1 || roll > 9999) {
      report('roll', `the roll number must be a whole number from 1 to 9999, not "${rollText}"`);
    } else if (className && rowExam) {
      const key = `${rowExam}\u0000${className}\u0000${roll}`;
      const earlier = seenRolls.get(key);
      if (earlier !== undefined) report('roll', `roll ${roll} of ${className} is already on line ${earlier}`);
      else seenRolls.set(key, line);
    }

    const dobText = fixed('dob_bs');
    // Checked as the forms check it: the lookup converts it, so a day the calendar does not know could never match.
    const dob = dobText === '' ? undefined : bsDateCell(dobText, { today });
    if (!dob) report('dob_bs', 'the date of birth is missing');
    else if ('problem' in dob) report('dob_bs', dob.problem);

    const presentText = fixed('present_days');
    const schoolText = fixed('school_days');
    const presentDays = wholeNumberCell(presentText);
    const schoolDays = wholeNumberCell(schoolText);
    if (presentDays === undefined) {
      report(
        'present_days',
        presentText === '' ? 'the days present are missing' : `"${presentText}" is not a whole number`,
      );
    }
    if (schoolDays === undefined || schoolDays < 1) {
      report(
        'school_days',
        schoolText === '' ? 'the school days are missing' : `"${schoolText}" is not a whole number above 0`,
      );
    } else if (presentDays !== undefined && presentDays > schoolDays) {
      report('present_days', `${presentDays} days present is more than the ${schoolDays} school days`);
    }

    const subjects: StoredResult['subjects'] = [];
    const coScholastic: StoredResult['coScholastic'] = [];
    const subjectColumn = new Map<string, string>();
    columns.forEach((column, index) => {
      const value = row.cells[index] ?? '';
      const header = headers[index]!;
      if (value === '') return;
      if (column.kind === 'subject') {
        const marks = marksValue(value);
        if (marks === undefined) report(header, `"${value}" is not a number of marks (such as 72 or 72.5)`);
        else if (marks > column.fullMarks)
          report(header, `${marks} marks is above the full marks of ${column.fullMarks}`);
        const other = subjectColumn.get(column.subject.toLowerCase());
        if (other) report(header, `${column.subject} has marks in two columns (${other} and ${header}): keep one`);
        subjectColumn.set(column.subject.toLowerCase(), header);
        if (marks !== undefined) subjects.push({ subject: column.subject, fullMarks: column.fullMarks, marks });
      } else if (column.kind === 'rating') {
        const rating = coScholasticRatings.find((known) => known.toLowerCase() === value.toLowerCase());
        if (!rating) report(header, `unknown rating "${value}": use one of ${coScholasticRatings.join(', ')}`);
        else coScholastic.push({ area: column.area, rating });
      }
    });
    if (subjectColumn.size === 0) report('', 'no subject has marks on this line');

    const dobValue = dob && 'value' in dob ? dob.value : undefined;
    if (name && className && roll !== undefined && dobValue && presentDays !== undefined && schoolDays !== undefined) {
      const list = exams.get(rowExam) ?? [];
      list.push({
        name,
        className,
        roll,
        father: fixed('father'),
        mother: fixed('mother'),
        dob: dobValue,
        address: fixed('address'),
        subjects,
        attendance: { presentDays, schoolDays },
        coScholastic,
      });
      exams.set(rowExam, list);
    }
  }
  if (problems.length > 0) return { ok: false, problems };
  if (exams.size === 0)
    return { ok: false, problems: [{ line: headerLine, column: '', problem: 'the file has no students' }] };
  return { ok: true, exams };
}
