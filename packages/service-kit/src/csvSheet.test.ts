import { describe, expect, it } from 'vitest';
import {
  bsDateCell,
  classCell,
  classCellChoices,
  csvText,
  decimalCell,
  readCsvSheet,
  wholeNumberCell,
} from './csvSheet.js';

const columns = { required: ['name', 'class', 'roll'] };
const today = new Date('2026-11-27T06:00:00Z');

function sheetOf(text: string, known = columns) {
  const reading = readCsvSheet(text, known);
  if (!reading.ok) throw new Error(`expected a sheet: ${JSON.stringify(reading.problems)}`);
  return reading.sheet;
}
function problemsOf(text: string, known = columns) {
  const reading = readCsvSheet(text, known);
  if (reading.ok) throw new Error('expected problems');
  return reading.problems;
}

describe('readCsvSheet', () => {
  it("reads Excel's CSV UTF-8: a byte order mark, CRLF, Devanagari, quoted commas, quotes and line breaks", () => {
    const sheet = sheetOf(
      '\uFEFFName,CLASS,roll,address\r\n' +
        'सीता साह,कक्षा ३,७,"Ward 6,\nJanakpur"\r\n' + // Excel ends a line inside a cell with LF alone
        '"Ram ""Ramu"" Sah", Grade 5 ,1,\r\n' +
        ',,,\r\n',
    );
    expect(sheet.headers).toEqual(['Name', 'CLASS', 'roll', 'address']);
    expect(sheet.rows.map((row) => [row.line, row.cells])).toEqual([
      [3, ['सीता साह', 'कक्षा ३', '७', 'Ward 6,\nJanakpur']],
      [4, ['Ram "Ramu" Sah', 'Grade 5', '1', '']],
    ]);
  });

  it('finds a cell by its header whatever the case, and gives "" for a column the sheet does not have', () => {
    const [row] = sheetOf('NAME,Class,Roll\nSita,Grade 3,7\n').rows;
    expect([row!.cell('name'), row!.cell('CLASS'), row!.cell('roll'), row!.cell('father')]).toEqual([
      'Sita',
      'Grade 3',
      '7',
      '',
    ]);
  });

  it('reports the header at once: missing, unknown, blank and repeated columns, each by its column', () => {
    const known = { ...columns, known: (header: string) => header.endsWith(')'), knownHint: 'a subject is "X (100)"' };
    expect(problemsOf('name,klass,,roll,Roll,English (100)\n', known)).toEqual([
      { line: 1, column: 'klass', problem: 'unknown column: a subject is "X (100)"' },
      { line: 1, column: '', problem: 'a column has no header' },
      { line: 1, column: 'Roll', problem: 'this column appears twice' },
      { line: 1, column: 'class', problem: 'this column is missing' },
    ]);
  });

  it('gives a row with more filled cells than the header its own problem, on its line', () => {
    const sheet = sheetOf('name,class,roll\nSita,Grade 3,7,\nRam,Grade 3,8,extra\n');
    expect(sheet.rows.map((row) => row.problems)).toEqual([
      [],
      [{ line: 3, column: '', problem: 'this line has 4 cells but the header has 3 columns' }],
    ]);
  });

  it('reports a file that is empty or not CSV, with the line', () => {
    expect(problemsOf('')).toEqual([{ line: 1, column: '', problem: 'the file is empty' }]);
    expect(problemsOf('name,class,roll\nA,"Grade 3\n')[0]).toMatchObject({
      line: 2,
      problem: expect.stringContaining('not readable CSV'),
    });
  });
});

describe('csvText and the UTF-8 check', () => {
  const bytes = (...parts: (string | number[])[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

  it('decodes UTF-8 with Devanagari, and drops the byte order mark', () => {
    expect(csvText(bytes('\uFEFFname\nसीता\n'))).toEqual({ ok: true, text: 'name\nसीता\n' });
  });

  it("refuses Windows-1252 (Excel's plain CSV) and UTF-16 (its Unicode Text) on the first line that is not UTF-8", () => {
    const windows1252 = csvText(bytes('name,class,roll\nSita,Grade 3,7\nJos', [0xe9], ',Grade 4,2\n'));
    expect(windows1252).toEqual({
      ok: false,
      problems: [{ line: 3, column: '', problem: expect.stringContaining('not UTF-8 text. Save it as CSV UTF-8') }],
    });
    expect(csvText(bytes([0xff, 0xfe, 0x6e, 0x00]))).toMatchObject({ ok: false, problems: [{ line: 1 }] });
    expect(readCsvSheet(bytes('name,class,roll\n', [0xe9], '\n'), columns)).toMatchObject({
      ok: false,
      problems: [{ line: 2 }],
    });
  });

  it("reports question marks where Excel's plain CSV lost the Devanagari letters, by line and column", () => {
    const sheet = sheetOf('name,class,roll\n???? ???,Grade 3,7\nWhat?,Grade 3,8\n');
    expect(sheet.rows.map((row) => row.problems)).toEqual([
      [{ line: 2, column: 'name', problem: expect.stringContaining('Save it as CSV UTF-8') }],
      [],
    ]);
  });
});

describe('wholeNumberCell and decimalCell', () => {
  it('read ASCII and Devanagari digits alike', () => {
    expect(wholeNumberCell('7')).toBe(7);
    expect(wholeNumberCell('७')).toBe(7);
    expect(wholeNumberCell('०७')).toBe(7);
    expect(wholeNumberCell(' १२४ ')).toBe(124);
    expect(decimalCell('७५')).toBe(75);
    expect(decimalCell('७९.५')).toBe(79.5);
    expect(decimalCell('79.25')).toBe(79.25);
  });

  it('refuse what is not such a number', () => {
    for (const bad of ['', '1.5', '-3', '7a', '1,000', 'सात', '1234567'])
      expect(wholeNumberCell(bad), bad).toBeUndefined();
    for (const bad of ['', '7.', '.5', '79.255', '1e3', '-1', '७५ अंक']) expect(decimalCell(bad), bad).toBeUndefined();
    expect(decimalCell('79.5', 0)).toBeUndefined();
    expect(decimalCell('७९', 0)).toBe(79);
  });
});

describe('classCell', () => {
  it("reads every class in English (any case) and in Nepali, as the contracts' name", () => {
    expect(classCell('Grade 3')).toBe('Grade 3');
    expect(classCell('  grade   3 ')).toBe('Grade 3');
    expect(classCell('कक्षा ३')).toBe('Grade 3');
    expect(classCell('कक्षा 3')).toBe('Grade 3');
    expect(classCell('नर्सरी')).toBe('Nursery');
    expect(classCell('एलकेजी')).toBe('LKG');
    expect(classCell('ukg')).toBe('UKG');
    expect(classCell('कक्षा ६')).toBe('Grade 6');
  });

  it('refuses another class, and names the choices in both languages', () => {
    for (const bad of ['Grade 9', 'कक्षा ९', 'Class 3', '']) expect(classCell(bad), bad).toBeUndefined();
    expect(classCellChoices).toContain('Nursery (नर्सरी)');
    expect(classCellChoices).toContain('Grade 3 (कक्षा ३)');
  });
});

describe('bsDateCell', () => {
  it('takes year-month-day with dashes or slashes, in either digits, and stores YYYY-MM-DD', () => {
    expect(bsDateCell('2073-05-12', { today })).toEqual({ value: '2073-05-12' });
    expect(bsDateCell('2073/5/2', { today })).toEqual({ value: '2073-05-02' });
    expect(bsDateCell('२०७३-०५-१२', { today })).toEqual({ value: '2073-05-12' });
    expect(bsDateCell('2073-02-32', { today })).toEqual({ value: '2073-02-32' }); // Jestha 2073 has 32 days
  });

  it('refuses an A.D. date typed as B.S., as the forms do', () => {
    expect(bsDateCell('2019-08-28', { today })).toEqual({
      problem: '"2019-08-28" looks like an A.D. date: type the date in B.S., such as 2073-05-12',
    });
    expect(bsDateCell('२०१९-०८-२८', { today })).toMatchObject({
      problem: expect.stringContaining('looks like an A.D. date'),
    });
  });

  it('refuses what is not written as a date, or is no date, saying why', () => {
    expect(bsDateCell('12/05/2073', { today })).toEqual({
      problem: '"12/05/2073" is not a date in B.S. written YYYY-MM-DD, such as 2073-05-12',
    });
    expect(bsDateCell('2073-13-01', { today })).toEqual({
      problem: '"2073-13-01" is not a date in B.S.: The month must be 1 to 12 (Baisakh to Chaitra), not 13.',
    });
    expect(bsDateCell('2070-07-30', { today })).toEqual({
      problem: '"2070-07-30" is not a date in B.S.: Kartik 2070 has 29 days, so 2070-07-30 B.S. is not a date.',
    });
    for (const bad of ['2073-00-10', '2073-05-33', '2073-05-00', '1950-01-01']) {
      expect(bsDateCell(bad, { today }), bad).toHaveProperty('problem');
    }
  });
});
