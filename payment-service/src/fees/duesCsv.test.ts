import { commonSheetRules, goodFile, type SheetUnderTest } from '@school/service-kit/csv-sheet-rules';
import { describe, expect, it } from 'vitest';
import { duesColumns, duesTemplateExample, readDuesCsv } from './duesCsv.js';
import { feeMonthCell, feeMonthInWords } from './feeMonth.js';

const header = duesColumns.join(',');
/** The day the tests import on: the A.D. check of a B.S. date of birth counts back from it. */
const today = new Date('2026-11-27T06:00:00Z');

function problemsOf(text: string) {
  const reading = readDuesCsv(text, { today });
  if (reading.ok) throw new Error('expected problems');
  return reading.problems;
}

describe('feeMonthCell', () => {
  it('reads 2082-08, 2082/08, 2082-8, Mangsir 2082 and the Nepali forms as 2082-08', () => {
    for (const typed of ['2082-08', '2082/08', '2082-8', ' 2082 / 8 ', 'Mangsir 2082', 'mangsir 2082', 'Mansir 2082']) {
      expect(feeMonthCell(typed), typed).toEqual({ value: '2082-08' });
    }
    expect(feeMonthCell('२०८२-०८')).toEqual({ value: '2082-08' });
    expect(feeMonthCell('मंसिर २०८२')).toEqual({ value: '2082-08' });
    expect(feeMonthCell('Baisakh 2083')).toEqual({ value: '2083-01' });
    expect(feeMonthCell('चैत 2082')).toEqual({ value: '2082-12' });
  });

  it('refuses a month Excel turned into a date, saying how to keep it as text', () => {
    for (const excel of ['Aug-82', 'Aug-2082', '8/1/1982', '01-08-2082', '2082-08-01', 'August 2082', '30164']) {
      const cell = feeMonthCell(excel);
      expect(cell, excel).toEqual({ problem: expect.stringContaining('Excel turned the month into a date') });
      expect(cell, excel).toEqual({ problem: expect.stringContaining('format the month column as Text') });
    }
  });

  it('refuses a month that does not exist or is outside the calendar, and words that are no month', () => {
    expect(feeMonthCell('2082-13')).toEqual({ problem: expect.stringContaining('1 to 12') });
    expect(feeMonthCell('2082-00')).toEqual({ problem: expect.stringContaining('1 to 12') });
    expect(feeMonthCell('1999-05')).toEqual({ problem: expect.stringContaining('B.S. year from 2000') });
    expect(feeMonthCell('Dashain 2082')).toEqual({ problem: expect.stringContaining('is not a month in B.S.') });
  });

  it('writes a stored month for people', () => {
    expect(feeMonthInWords('2082-08')).toBe('Mangsir 2082');
    expect(feeMonthInWords('2083-01')).toBe('Baisakh 2083');
  });
});

describe('readDuesCsv', () => {
  it('reads a good file: one student on several lines, items in canonical case, rupees as paisa', () => {
    const text = [
      header,
      'S-1,Aarav Yadav,Grade 3,7,2073-05-12,tuition,2082-08,2500',
      'S-1,Aarav Yadav,Grade 3,7,2073-05-12,HOSTEL,Mangsir 2082,"1,200.50"',
      'S-2,सीता साह,कक्षा ५,,२०७१-०२-०३,Library,२०८२/०९,७५०',
    ].join('\n');
    const reading = readDuesCsv(text, { today });
    expect(reading).toEqual({
      ok: true,
      students: [
        { studentId: 'S-1', name: 'Aarav Yadav', className: 'Grade 3', roll: 7, dobBs: '2073-05-12' },
        { studentId: 'S-2', name: 'सीता साह', className: 'Grade 5', roll: null, dobBs: '2071-02-03' },
      ],
      dues: [
        { studentId: 'S-1', item: 'Tuition', month: '2082-08', amountPaisa: 2500_00, line: 2 },
        { studentId: 'S-1', item: 'Hostel', month: '2082-08', amountPaisa: 1200_50, line: 3 },
        { studentId: 'S-2', item: 'Library', month: '2082-09', amountPaisa: 750_00, line: 4 },
      ],
    });
  });

  it('reports every bad cell at once, each with its line, its column and what is wrong', () => {
    const good = 'S-1,Aarav Yadav,Grade 3,7,2073-05-12,Tuition,2082-08,2500';
    const text = [
      header,
      good,
      'S-1,Aarav Yadav,Grade 4,7,2073-05-12,Hostel,2082-08,2500', // 3: another class for S-1
      'S-1,Aarav Yadav,Grade 3,7,2073-05-12,tuition,2082/8,900', // 4: Tuition of 2082-08 again
      'S-2,Sita Sah,Grade 3,8,2073-01-01,Tuition,Aug-82,2500', // 5: a month Excel made a date
      'S-3,Hari Das,Grade 3,9,2073-01-01,Tuition,2082-08,25.005', // 6: three decimals
      'S-4,Mina Das,Grade 3,10,2073-01-01,Tuition,2082-08,0', // 7: zero
      'S 5,Gita Das,Grade 9,0,2019-08-28,,,', // 8: id, class, roll, dob, item, month, amount
      `S-6,Ram Das,Grade 3,11,2073-01-01,${'x'.repeat(41)},2082-08,100`, // 9: item too long
    ].join('\n');
    expect(problemsOf(text)).toEqual([
      {
        line: 3,
        column: 'class',
        problem:
          'line 2 gives S-1 the class "Grade 3": a student\'s name, class, roll and dob_bs are the same on each of their lines',
      },
      { line: 4, column: 'item', problem: 'Tuition of 2082-08 for S-1 is already on line 2' },
      { line: 5, column: 'month', problem: expect.stringContaining('"Aug-82" is a date Excel made of the month') },
      { line: 6, column: 'amount', problem: expect.stringContaining('"25.005" is not an amount in rupees') },
      { line: 7, column: 'amount', problem: expect.stringContaining('"0" is not an amount in rupees above 0') },
      { line: 8, column: 'student_id', problem: expect.stringContaining('"S 5" is not a student id') },
      { line: 8, column: 'class', problem: expect.stringContaining('unknown class "Grade 9"') },
      { line: 8, column: 'roll', problem: expect.stringContaining('not "0"') },
      { line: 8, column: 'dob_bs', problem: expect.stringContaining('looks like an A.D. date') },
      { line: 8, column: 'item', problem: expect.stringContaining('the item is missing') },
      { line: 8, column: 'month', problem: expect.stringContaining('the month is missing') },
      { line: 8, column: 'amount', problem: 'the amount is missing' },
      { line: 9, column: 'item', problem: 'the item is longer than 40 characters' },
    ]);
  });

  it('reports a header with a column missing or unknown, and a file without dues', () => {
    expect(problemsOf('student_id,name,klass,roll,dob_bs,item,month,amount\n')).toEqual([
      { line: 1, column: 'klass', problem: expect.stringContaining('unknown column: the columns are student_id') },
      { line: 1, column: 'class', problem: 'this column is missing' },
    ]);
    expect(problemsOf(`${header}\n`)).toEqual([{ line: 1, column: '', problem: 'the file has no dues' }]);
  });

  it("accepts the template's own example", () => {
    expect(readDuesCsv(`${header}\n${duesTemplateExample.join(',')}\n`, { today }).ok).toBe(true);
  });
});

/** The dues sheet as the shared table of spreadsheet rules sees it (the results import runs the same table). */
const duesSheet: SheetUnderTest = {
  header: duesColumns,
  rows: [
    ['S-1', 'Aarav Yadav', 'Grade 3', '7', '2073-05-12', 'Tuition', '2082-08', '2500'],
    ['S-2', 'Sita Sah', 'Nursery', '1', '2077-11-02', 'Hostel', '2082-08', '1200.50'],
  ],
  nameColumn: 'name',
  classColumn: 'class',
  numberColumn: 'roll',
  dateColumn: 'dob_bs',
  read(bytes) {
    const reading = readDuesCsv(bytes, { today });
    return reading.ok ? { ok: true, value: { students: reading.students, dues: reading.dues } } : reading;
  },
};

describe('the spreadsheet rules every office import shares (@school/service-kit/csv-sheet-rules)', () => {
  it.each(commonSheetRules.map((rule) => [rule.rule, rule] as const))('%s', (_, rule) => {
    const expected = rule.expected(duesSheet);
    const reading = duesSheet.read(rule.file(duesSheet));
    if (expected.kind === 'same-as-good') expect(reading).toEqual(duesSheet.read(goodFile(duesSheet)));
    else {
      const problems = expected.problems.map(({ line, column, problemIncludes }) => ({
        line,
        column,
        problem: expect.stringContaining(problemIncludes),
      }));
      expect(reading).toEqual({ ok: false, problems });
    }
  });
});
