/**
 * The school office's spreadsheets as CSV, read the one way every import reads them (the exam results in
 * office-service, the fees in payment-service; `@school/service-kit/csv-sheet`): what is generic to a sheet is here,
 * what a sheet's columns mean is the import's own.
 *
 * - The file must be UTF-8: Excel's plain "CSV" writes Windows-1252, where Devanagari cannot be written (its letters
 *   come out as question marks), so a file that is not UTF-8, or whose cells are question marks alone, is refused with
 *   what to do: save it as "CSV UTF-8".
 * - csv-parse reads the text: a UTF-8 byte order mark (Excel's "CSV UTF-8"), quoted cells with commas, doubled
 *   quotes and line breaks (Excel's quoting), blank lines, and any script in the cells (names in Devanagari).
 * - The first row names the columns, in any order, matched whatever their case.
 * - A cell is read as the office types it, as the site's own forms take it: numbers in ASCII or Devanagari digits
 *   (`७५`), a class in English or in Nepali (`Grade 3`, `कक्षा ३`, `नर्सरी`), a B.S. date with either digits.
 * - Every problem is reported at once with its line and column ({ line, column, problem }), so the office fixes the
 *   file in one go.
 */
import { parse } from 'csv-parse/sync';
import { BsDateError, parseBsDate, yearMonthDay } from '@school/contracts/bikram-sambat';
import { classNamesInNepali } from '@school/contracts/class-names-ne';
import { withAsciiDigits } from '@school/contracts/digits';
import { schoolClasses, type SchoolClass } from '@school/contracts/fee-student';

/** One thing wrong in a file: its line (1 is the header), the column's header ('' for a whole line), what is wrong. */
export interface CsvProblem {
  line: number;
  column: string;
  problem: string;
}

/** A row of the sheet. */
export interface CsvRow {
  /** The file's line where the row ends (a quoted cell may span lines). */
  line: number;
  /** Its cells in the header's order, trimmed; '' for a cell the row does not have. */
  cells: readonly string[];
  /** The cell of a column named by its header (any case); '' when the sheet has no such column. */
  cell(header: string): string;
  /** What is wrong with the row as a whole: more filled cells than the header has columns. */
  problems: CsvProblem[];
}

/** A sheet that reads as CSV and whose header is good. */
export interface CsvSheet {
  headerLine: number;
  /** The headers as written, trimmed. */
  headers: readonly string[];
  /** The rows with at least one filled cell. */
  rows: readonly CsvRow[];
}

/** The columns a sheet must have, and which other headers it may have. */
export interface CsvColumns {
  /** Every file has these (headers are matched whatever their case). */
  required: readonly string[];
  /** Whether a header that is not required is a column of this sheet: `known(header)` (default: any). */
  known?: (header: string) => boolean;
  /** What the problem of an unknown column says after "unknown column: " (which columns there are). */
  knownHint?: string;
}

export type CsvSheetReading = { ok: true; sheet: CsvSheet } | { ok: false; problems: CsvProblem[] };

const key = (header: string) => header.trim().toLowerCase();

/** What the office does about a file that is not UTF-8, in the words of Excel's and Google Sheets' menus. */
export const saveAsCsvUtf8 =
  'Save it as CSV UTF-8: in Excel, File → Save As → "CSV UTF-8 (Comma delimited) (*.csv)"; ' +
  'in Google Sheets, File → Download → Comma-separated values';

/**
 * The file's bytes as text, or the problem of a file that is not UTF-8, on the first line that is not (Excel's plain
 * CSV, Windows-1252, or its "Unicode Text", UTF-16: either would lose or garble the Devanagari).
 */
export function csvText(bytes: Uint8Array): { ok: true; text: string } | { ok: false; problems: CsvProblem[] } {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    return { ok: true, text: decoder.decode(bytes) };
  } catch {
    let line = 1;
    let start = 0;
    for (let at = 0; at <= bytes.length; at += 1) {
      if (at < bytes.length && bytes[at] !== 0x0a) continue;
      try {
        decoder.decode(bytes.subarray(start, at));
      } catch {
        break;
      }
      line += 1;
      start = at + 1;
    }
    return { ok: false, problems: [{ line, column: '', problem: `the file is not UTF-8 text. ${saveAsCsvUtf8}` }] };
  }
}

/** A cell Excel's plain CSV wrote for Devanagari: question marks (and spaces) alone. */
const lostLetters = /^[?\s]*\?{2}[?\s]*$/u;

/**
 * Reads a sheet (its bytes, checked to be UTF-8, or text already decoded): its header and its rows. Not ok when the text is not CSV, has no header, or its header is wrong
 * (a column missing, unknown, without a header or twice): then no row can be read with confidence.
 */
export function readCsvSheet(file: string | Uint8Array, columns: CsvColumns): CsvSheetReading {
  let text: string;
  if (typeof file === 'string') text = file;
  else {
    const decoded = csvText(file);
    if (!decoded.ok) return decoded;
    text = decoded.text;
  }
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    const reason = error instanceof Error ? error.message.replace(/^[^:]*:\s*/u, '') : 'unreadable';
    return { ok: false, problems: [{ line, column: '', problem: `the file is not readable CSV here (${reason})` }] };
  }
  const [headerRow, ...dataRows] = parsed;
  if (!headerRow) return { ok: false, problems: [{ line: 1, column: '', problem: 'the file is empty' }] };

  const headerLine = headerRow.info.lines;
  const headers = headerRow.record.map((header) => header.trim());
  const keys = headers.map(key);
  const required = new Set(columns.required.map(key));
  const problems: CsvProblem[] = [];
  headers.forEach((header, index) => {
    const report = (problem: string) => problems.push({ line: headerLine, column: header, problem });
    if (header === '') report('a column has no header');
    else if (!required.has(keys[index]!) && columns.known && !columns.known(header)) {
      report(`unknown column${columns.knownHint ? `: ${columns.knownHint}` : ''}`);
    } else if (keys.indexOf(keys[index]!) !== index) report('this column appears twice');
  });
  for (const name of columns.required) {
    if (!keys.includes(key(name))) problems.push({ line: headerLine, column: name, problem: 'this column is missing' });
  }
  if (problems.length > 0) return { ok: false, problems };

  const index = new Map(keys.map((name, at) => [name, at] as const).reverse());
  const rows = dataRows.map(({ record, info }): CsvRow => {
    const cells = headers.map((_, at) => (record[at] ?? '').trim());
    const rowProblems: CsvProblem[] = [];
    if (record.length > headers.length && record.slice(headers.length).some((value) => value.trim() !== '')) {
      rowProblems.push({
        line: info.lines,
        column: '',
        problem: `this line has ${record.length} cells but the header has ${headers.length} columns`,
      });
    }
    cells.forEach((value, at) => {
      if (lostLetters.test(value)) {
        rowProblems.push({
          line: info.lines,
          column: headers[at]!,
          problem: `"${value}": question marks where letters were, as Excel's plain CSV writes Nepali. ${saveAsCsvUtf8}`,
        });
      }
    });
    const cell = (header: string) => {
      const at = index.get(key(header));
      return at === undefined ? '' : (cells[at] ?? '');
    };
    return { line: info.lines, cells, cell, problems: rowProblems };
  });
  return { ok: true, sheet: { headerLine, headers, rows } };
}

/** A whole number typed in ASCII or Devanagari digits ("7", "०७", "७"), at most 6 digits; undefined otherwise. */
export function wholeNumberCell(raw: string): number | undefined {
  const text = withAsciiDigits(raw.trim());
  return /^\d{1,6}$/u.test(text) ? Number(text) : undefined;
}

/**
 * A number with up to `decimals` decimals (2 unless told; 0: a whole number), in ASCII or Devanagari digits: "79.5",
 * "७९.५"; undefined for anything else (no sign, no grouping commas, no exponent).
 */
export function decimalCell(raw: string, decimals = 2): number | undefined {
  if (!Number.isInteger(decimals) || decimals < 1) return wholeNumberCell(raw);
  const text = withAsciiDigits(raw.trim());
  return new RegExp(`^\\d{1,6}(?:\\.\\d{1,${decimals}})?$`, 'u').test(text) ? Number(text) : undefined;
}

/** A class name as the forms and the office write it: spaces collapsed, Devanagari in one form, digits in ASCII. */
const classKey = (name: string) => withAsciiDigits(name.normalize('NFC').trim().replace(/\s+/gu, ' ')).toLowerCase();

const classesByName = new Map<string, SchoolClass>();
for (const name of schoolClasses) {
  classesByName.set(classKey(name), name);
  classesByName.set(classKey(classNamesInNepali[name]), name);
}

/**
 * The school's class named in English (any case) or in Nepali ("Grade 3", "grade 3", "कक्षा ३", "नर्सरी"), as the
 * contracts name it ("Grade 3", "Nursery"); undefined for anything else.
 */
export function classCell(raw: string): SchoolClass | undefined {
  return classesByName.get(classKey(raw));
}

/** The classes a cell may name, for a problem's words: "Nursery (नर्सरी), LKG (एलकेजी), …". */
export const classCellChoices = schoolClasses.map((name) => `${name} (${classNamesInNepali[name]})`).join(', ');

/** How bsDateCell reads a date. */
export interface BsDateCellOptions {
  /** Today: a date more than 20 B.S. years back that is also a real A.D. date is refused as one (`parseBsDate`). */
  today: Date;
}

/**
 * A B.S. date typed year-month-day ("2073-05-12", "2073/5/12", "२०७३-०५-१२"), as stored: "2073-05-12". The same
 * check as the site's forms: an A.D. date typed in a B.S. column ("2019-08-28") is refused, and so is a day the
 * calendar table does not know (Kartik 2070 has no 30th), which the site could never convert; the problem says why.
 */
export function bsDateCell(raw: string, options: BsDateCellOptions): { value: string } | { problem: string } {
  const text = raw.trim();
  const quoted = `"${text}"`;
  try {
    return { value: yearMonthDay(parseBsDate(text, { today: options.today })) };
  } catch (error) {
    if (!(error instanceof BsDateError)) throw error;
    if (error.reason === 'looks-like-ad') {
      return { problem: `${quoted} looks like an A.D. date: type the date in B.S., such as 2073-05-12` };
    }
    if (error.reason === 'unreadable') {
      return { problem: `${quoted} is not a date in B.S. written YYYY-MM-DD, such as 2073-05-12` };
    }
    return { problem: `${quoted} is not a date in B.S.: ${error.message}` };
  }
}
