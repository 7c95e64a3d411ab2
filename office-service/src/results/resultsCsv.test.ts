import { commonSheetRules, goodFile, type SheetUnderTest } from '@school/service-kit/csv-sheet-rules';
import { describe, expect, it } from 'vitest';
import { nameKey } from './nameKey.js';
import { csvLine, readResultsCsv, templateExample, templateHeader } from './resultsCsv.js';

const header =
  'name,class,roll,father,mother,dob_bs,address,present_days,school_days,English (100),Computer (50),Discipline [rating]';
const good = 'Aarav Yadav,Grade 3,7,Sunil Yadav,Rekha Yadav,2073-05-12,"Dhalkebar-4, Dhanusha",58,62,86,44,Excellent';

/** The day the tests import on: the A.D. check of a B.S. date of birth counts back from it. */
const today = new Date('2026-11-27T06:00:00Z');

function problemsOf(text: string, exam: string | undefined = 'First Terminal 2082') {
  const reading = readResultsCsv(text, exam, { today });
  if (reading.ok) throw new Error('expected problems');
  return reading.problems;
}

describe('nameKey (how a typed name matches a stored one)', () => {
  it('ignores case, outer spaces and runs of inner spaces', () => {
    expect(nameKey('  aARAV   yadav ')).toBe(nameKey('Aarav Yadav'));
    expect(nameKey('Aarav\tYadav')).toBe('aarav yadav');
  });
  it('keeps different names apart, letters and order alike', () => {
    expect(nameKey('Aarav Yadav')).not.toBe(nameKey('Aarav Yada'));
    expect(nameKey('Yadav Aarav')).not.toBe(nameKey('Aarav Yadav'));
    expect(nameKey('AaravYadav')).not.toBe(nameKey('Aarav Yadav'));
  });
  it('matches Devanagari composed or decomposed alike', () => {
    // क़ (one code point) and क + nukta are the same letter.
    expect(nameKey('\u0958 साह')).toBe(nameKey('\u0915\u093c साह'));
  });
});

describe('readResultsCsv', () => {
  it('reads a good file: the card order of subjects, halves, blank subjects left out, ratings in canonical case', () => {
    const text = `${header}\n${good}\nSita Sah,grade 5,1,Ram Sah,Geeta Sah,2071/2/3,Janakpur,60,62,90.5,,very good\n`;
    const reading = readResultsCsv(text, 'First Terminal 2082');
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    const records = reading.exams.get('First Terminal 2082')!;
    expect(records).toHaveLength(2);
    expect(records[0]).toEqual({
      name: 'Aarav Yadav',
      className: 'Grade 3',
      roll: 7,
      father: 'Sunil Yadav',
      mother: 'Rekha Yadav',
      dob: '2073-05-12',
      address: 'Dhalkebar-4, Dhanusha',
      subjects: [
        { subject: 'English', fullMarks: 100, marks: 86 },
        { subject: 'Computer', fullMarks: 50, marks: 44 },
      ],
      attendance: { presentDays: 58, schoolDays: 62 },
      coScholastic: [{ area: 'Discipline', rating: 'Excellent' }],
    });
    expect(records[1]).toMatchObject({
      className: 'Grade 5',
      dob: '2071-02-03',
      subjects: [{ subject: 'English', fullMarks: 100, marks: 90.5 }],
      coScholastic: [{ area: 'Discipline', rating: 'Very good' }],
    });
  });

  it("reads Excel's CSV UTF-8: a byte order mark, CRLF, Devanagari names, quoted commas, quotes and line breaks", () => {
    const text =
      `\uFEFF${header}\r\n` +
      `सीता कुमारी साह,Grade 5,1,"राम प्रसाद ""रामु"" साह",गीता देवी साह,2071-02-03,"Ward 6,\r\nMithila",62,62,95,48,Excellent\r\n` +
      `,,,,,,,,,,,\r\n`;
    const reading = readResultsCsv(text, 'First Terminal 2082');
    expect(reading).toMatchObject({ ok: true });
    if (!reading.ok) return;
    expect(reading.exams.get('First Terminal 2082')).toEqual([
      expect.objectContaining({
        name: 'सीता कुमारी साह',
        father: 'राम प्रसाद "रामु" साह',
        mother: 'गीता देवी साह',
        address: 'Ward 6,\r\nMithila',
      }),
    ]);
  });

  it('reads Nepali digits and Nepali class names, as the Nepali forms take them', () => {
    const text =
      `${header}\n` +
      'आरव यादव,कक्षा ३,७,सुनिल यादव,रेखा यादव,२०७३-०५-१२,ढल्केबर-४,५८,६२,७५,४४.५,Excellent\n' +
      'प्रिया मण्डल,नर्सरी,०३,दिनेश मण्डल,कविता मण्डल,2077/11/2,धल्केबर-२,५५,६०,,४५,Good\n';
    const reading = readResultsCsv(text, 'First Terminal 2082', { today });
    expect(reading).toMatchObject({ ok: true });
    if (!reading.ok) return;
    expect(reading.exams.get('First Terminal 2082')).toEqual([
      expect.objectContaining({
        name: 'आरव यादव',
        className: 'Grade 3',
        roll: 7,
        dob: '2073-05-12',
        address: 'ढल्केबर-४',
        subjects: [
          { subject: 'English', fullMarks: 100, marks: 75 },
          { subject: 'Computer', fullMarks: 50, marks: 44.5 },
        ],
        attendance: { presentDays: 58, schoolDays: 62 },
      }),
      expect.objectContaining({
        className: 'Nursery',
        roll: 3,
        dob: '2077-11-02',
        subjects: [{ subject: 'Computer', fullMarks: 50, marks: 45 }],
        attendance: { presentDays: 55, schoolDays: 60 },
      }),
    ]);
  });

  it('reports an A.D. date in the dob_bs column by its line and column, as the forms refuse it', () => {
    const text = `${header}\n${good}\n${good.replace('Aarav Yadav,Grade 3,7', 'Sita Sah,Grade 3,8').replace('2073-05-12', '2016-08-28')}\n`;
    expect(problemsOf(text, 'First Terminal 2082')).toEqual([
      {
        line: 3,
        column: 'dob_bs',
        problem: '"2016-08-28" looks like an A.D. date: type the date in B.S., such as 2073-05-12',
      },
    ]);
  });

  it('refuses a date of birth the calendar table does not know, saying why (Kartik 2070 had 29 days)', () => {
    for (const bad of ['2070-07-30', '2073-13-01', '2073-05-33', '2073-05']) {
      const problems = problemsOf(`${header}\n${good.replace('2073-05-12', bad)}\n`);
      expect(problems, bad).toEqual([{ line: 2, column: 'dob_bs', problem: expect.stringContaining(`"${bad}"`) }]);
    }
  });

  it('reports every bad cell at once, each with its line, its column and what is wrong', () => {
    const text = [
      header,
      good,
      'Ravi Das,Grade 9,3,F,M,2073-01-01,A,50,60,80,40,Good', // line 3: unknown class
      'Mina Das,Grade 3,4,F,M,2073-01-01,A,50,60,101,40,Good', // line 4: marks above full marks
      'Hari Das,Grade 3,,F,M,2073-01-01,A,50,60,80,40,Good', // line 5: missing roll
      'Gita Das,Grade 3,7,F,M,2073-01-01,A,50,60,80,40,Good', // line 6: roll 7 of Grade 3 again
      'Sunil Das,Grade 3,8,F,M,12/05/2073,A,50,60,80,40,Good', // line 7: unparseable date
      'Ram Das,Grade 3,9,F,M,2073-01-01,A,50,60,eighty,40,Good', // line 8: marks not a number
      'Sita Das,Grade 3,10,F,M,2073-01-01,A,50,60,80,40,Superb', // line 9: unknown rating
      ',Grade 3,11,F,M,2073-01-01,A,70,60,80,40,Good', // line 10: no name, present above school days
      'Kiran Das,Grade 3,12,F,M,2073-01-01,A,50,60,,,Good', // line 11: no marks at all
      'Anil Das,Grade 3,1.5,F,M,,A,x,60,80,40,Good', // line 12: roll, dob, present days
    ].join('\n');
    expect(problemsOf(text)).toEqual([
      { line: 3, column: 'class', problem: expect.stringContaining('unknown class "Grade 9"') },
      { line: 4, column: 'English (100)', problem: '101 marks is above the full marks of 100' },
      { line: 5, column: 'roll', problem: 'the roll number is missing' },
      { line: 6, column: 'roll', problem: 'roll 7 of Grade 3 is already on line 2' },
      { line: 7, column: 'dob_bs', problem: expect.stringContaining('"12/05/2073" is not a date in B.S.') },
      { line: 8, column: 'English (100)', problem: expect.stringContaining('"eighty" is not a number of marks') },
      { line: 9, column: 'Discipline [rating]', problem: expect.stringContaining('unknown rating "Superb"') },
      { line: 10, column: 'name', problem: 'the name is missing' },
      { line: 10, column: 'present_days', problem: '70 days present is more than the 60 school days' },
      { line: 11, column: '', problem: 'no subject has marks on this line' },
      { line: 12, column: 'roll', problem: expect.stringContaining('whole number from 1 to 9999, not "1.5"') },
      { line: 12, column: 'dob_bs', problem: 'the date of birth is missing' },
      { line: 12, column: 'present_days', problem: '"x" is not a whole number' },
    ]);
  });

  it('names the line where a row ends when a quoted cell spans lines', () => {
    const text = `${header}\n${good}\n"Ravi\nDas",Grade 9,3,F,M,2073-01-01,A,50,60,80,40,Good\n`;
    expect(problemsOf(text)).toEqual([{ line: 4, column: 'class', problem: expect.any(String) }]);
  });

  it('reports header problems: unknown and missing columns, a repeated column', () => {
    const text = 'name,klass,roll,father,mother,dob_bs,address,present_days,school_days,English (100),English (100)\n';
    expect(problemsOf(text)).toEqual([
      { line: 1, column: 'klass', problem: expect.stringContaining('unknown column') },
      { line: 1, column: 'English (100)', problem: 'this column appears twice' },
      { line: 1, column: 'class', problem: 'this column is missing' },
    ]);
  });

  it('refuses marks for one subject in two columns of one row', () => {
    const text = `${header.replace('Computer (50)', 'English (50)')}\nA B,Grade 3,1,F,M,2073-01-01,X,5,6,80,40,Good\n`;
    expect(problemsOf(text)).toEqual([
      { line: 2, column: 'English (50)', problem: expect.stringContaining('English has marks in two columns') },
    ]);
  });

  it('needs --exam, or an exam column, but not both', () => {
    const withoutExam = readResultsCsv(`${header}\n${good}\n`, undefined);
    expect(!withoutExam.ok && withoutExam.problems[0]!.problem).toContain('--exam NAME');
    const withExam = `exam,${header}\nFinal Results,${good}\n`;
    expect(problemsOf(withExam)[0]).toMatchObject({
      column: 'exam',
      problem: expect.stringContaining('without --exam'),
    });
    const reading = readResultsCsv(withExam, undefined);
    expect(reading.ok && [...reading.exams.keys()]).toEqual(['Final Results']);
  });

  it('reports a file that is not CSV or has no students', () => {
    expect(problemsOf('')).toEqual([{ line: 1, column: '', problem: 'the file is empty' }]);
    expect(problemsOf(`${header}\n`)).toEqual([{ line: 1, column: '', problem: 'the file has no students' }]);
    expect(problemsOf(`${header}\nA,"Grade 3\n`)[0]!.problem).toContain('not readable CSV');
  });

  it("accepts the template's own example", () => {
    const reading = readResultsCsv(`${csvLine(templateHeader)}\n${csvLine(templateExample)}\n`, 'Final Results');
    expect(reading.ok).toBe(true);
  });
});

/** The results sheet as the shared table of spreadsheet rules sees it (the fees import runs the same table). */
const resultsSheet: SheetUnderTest = {
  header: header.split(','),
  rows: [
    [
      'Aarav Yadav',
      'Grade 3',
      '7',
      'Sunil Yadav',
      'Rekha Yadav',
      '2073-05-12',
      'Dhalkebar-4',
      '58',
      '62',
      '86',
      '44',
      'Good',
    ],
    ['Sita Sah', 'Nursery', '1', 'Ram Sah', 'Geeta Sah', '2077-11-02', 'Janakpur', '55', '60', '', '45', 'Excellent'],
  ],
  nameColumn: 'name',
  classColumn: 'class',
  numberColumn: 'roll',
  dateColumn: 'dob_bs',
  read(bytes) {
    const reading = readResultsCsv(bytes, 'First Terminal 2082', { today });
    return reading.ok ? { ok: true, value: reading.exams } : reading;
  },
};

describe('the spreadsheet rules every office import shares (@school/service-kit/csv-sheet-rules)', () => {
  it.each(commonSheetRules.map((rule) => [rule.rule, rule] as const))('%s', (_, rule) => {
    const expected = rule.expected(resultsSheet);
    const reading = resultsSheet.read(rule.file(resultsSheet));
    if (expected.kind === 'same-as-good') expect(reading).toEqual(resultsSheet.read(goodFile(resultsSheet)));
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
