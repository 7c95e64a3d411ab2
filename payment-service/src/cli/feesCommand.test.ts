import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTransactionStore } from '../transactions/store.js';
import { parseFeesArgs, runFees } from './feesCommand.js';

const today = new Date('2026-11-27T06:00:00Z');
const header = 'student_id,name,class,roll,dob_bs,item,month,amount';
const goodFile = [
  header,
  'S-1,Aarav Yadav,Grade 3,7,2073-05-12,Tuition,2082-08,2500',
  'S-1,Aarav Yadav,Grade 3,7,2073-05-12,Hostel,Mangsir 2082,1200.50',
  'S-2,सीता साह,कक्षा ५,१,२०७१-०२-०३,Tuition,२०८२-०८,3000',
].join('\n');

let folder: string;
let env: Record<string, string>;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'fees-command-'));
  env = { PAYMENT_DB_PATH: join(folder, 'payments.sqlite') };
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

function run(...argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = runFees(
    argv,
    env,
    { write: (text: string) => (stdout += text) },
    { write: (text: string) => (stderr += text) },
    () => today,
  );
  return { code, stdout, stderr };
}
function file(name: string, content: string | Uint8Array) {
  const path = join(folder, name);
  writeFileSync(path, content);
  return path;
}

describe('make fees', () => {
  it('template prints the columns and an example row that imports', () => {
    const { code, stdout } = run('template');
    expect(code).toBe(0);
    expect(stdout.split('\n')[0]).toBe(header);
    expect(run('import', file('template.csv', stdout))).toMatchObject({ code: 0 });
  });

  it('import says what changed; importing again says what it updated and removed', () => {
    expect(run('import', file('dues.csv', goodFile))).toEqual({
      code: 0,
      stdout: 'Imported 2 students: 3 dues added, 0 updated, 0 unchanged, 0 removed.\n',
      stderr: '',
    });
    const next = goodFile.replace('Tuition,2082-08,2500', 'Tuition,2082-08,2600').split('\n').slice(0, 3).join('\n');
    expect(run('import', file('dues2.csv', next)).stdout).toBe(
      'Imported 1 student: 0 dues added, 1 updated, 1 unchanged, 1 removed.\n',
    );
  });

  it('imports while the service has the database open, and the service goes on writing', async () => {
    const service = openTransactionStore(env.PAYMENT_DB_PATH!);
    const payment = {
      id: 'txn_1_a',
      esewaUuid: 'txn-1-a',
      studentName: 'Aarav',
      parentName: 'Sunil',
      amountPaisa: 2500_00,
      createdAt: '2026-11-27T06:00:00.000Z',
    };
    try {
      expect(run('import', file('dues.csv', goodFile)).code).toBe(0);
      await service.insertIfAbsent(payment);
      expect(service.findById('txn_1_a')?.status).toBe('PENDING');
    } finally {
      service.close();
    }
    expect(run('list').stdout).toContain('2 students');
  });

  it('a file with one bad line imports nothing, lists every problem by line and column, and exits 1', () => {
    run('import', file('dues.csv', goodFile));
    const before = run('export').stdout;
    const bad = `${goodFile.replace('2082-08,2500', '2082-08,9999')}\nS-3,Hari Das,Grade 9,2,2073-01-01,Tuition,Aug-82,100\n`;
    const { code, stdout, stderr } = run('import', file('bad.csv', bad));
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('bad.csv has problems. Nothing was imported.');
    expect(stderr).toContain('line 5, column "class": unknown class "Grade 9"');
    expect(stderr).toContain('line 5, column "month": "Aug-82" is a date Excel made of the month');
    expect(run('export').stdout).toBe(before);
  });

  it('refuses a file that is not UTF-8 with "Save it as CSV UTF-8"', () => {
    const latin1 = Buffer.from(`${header}\nS-1,José,Grade 3,7,2073-05-12,Tuition,2082-08,2500\n`, 'latin1');
    const { code, stderr } = run('import', file('excel.csv', latin1));
    expect(code).toBe(1);
    expect(stderr).toContain('line 2: the file is not UTF-8 text. Save it as CSV UTF-8');
  });

  it('list shows each student with what they still owe, never a date of birth; --class narrows it', () => {
    run('import', file('dues.csv', goodFile));
    const { code, stdout } = run('list');
    expect(code).toBe(0);
    expect(stdout).toContain('S-1      Aarav Yadav  Grade 3     7     2  Rs. 3,700.50');
    expect(stdout).toContain('2 students, Rs. 6,700.50 still due.');
    expect(stdout).not.toMatch(/2073|2071|२०७/u);
    expect(run('list', '--class', 'कक्षा ५').stdout).toContain('1 student, Rs. 3,000.00 still due.');
    expect(run('list', '--class', 'Grade 1').stdout).toBe('No students of Grade 1 are recorded.\n');
  });

  it("show lists a student's dues with the month in B.S. words, rupees and state; waive marks one with its note", () => {
    run('import', file('dues.csv', goodFile));
    expect(run('waive', 'S-1', 'hostel', '2082/08', '--note', 'hostel closed')).toEqual({
      code: 0,
      stdout: 'Waived Hostel of Mangsir 2082 for S-1 (Rs. 1,200.50): hostel closed\n',
      stderr: '',
    });
    const { stdout } = run('show', 'S-1');
    expect(stdout).toBe(
      [
        'S-1  Aarav Yadav, Grade 3, roll 7',
        'MONTH (B.S.)  ITEM           AMOUNT  STATE   NOTE',
        'Mangsir 2082  Hostel   Rs. 1,200.50  waived  hostel closed',
        'Mangsir 2082  Tuition  Rs. 2,500.00  due',
        'Still due: Rs. 2,500.00.',
        '',
      ].join('\n'),
    );
    expect(run('waive', 'S-1', 'Hostel', '2082-08', '--note', 'again')).toMatchObject({
      code: 1,
      stderr: 'fees: nothing was waived: Hostel of S-1 for that month is waived already.\n',
    });
    expect(run('show', 'S-9')).toMatchObject({ code: 1, stderr: expect.stringContaining("no student 'S-9'") });
  });

  it('class-totals sums each class for a month: still due, paid, waived', () => {
    run('import', file('dues.csv', goodFile));
    run('waive', 'S-1', 'Tuition', '2082-08', '--note', 'scholarship');
    const { code, stdout } = run('class-totals', '--month', 'Mangsir 2082');
    expect(code).toBe(0);
    expect(stdout).toBe(
      [
        'Dues of Mangsir 2082',
        'CLASS           STILL DUE      PAID        WAIVED',
        'Grade 3      Rs. 1,200.50  Rs. 0.00  Rs. 2,500.00',
        'Grade 5      Rs. 3,000.00  Rs. 0.00      Rs. 0.00',
        'All classes  Rs. 4,200.50  Rs. 0.00  Rs. 2,500.00',
        '',
      ].join('\n'),
    );
  });

  it('export writes every due as CSV with a byte order mark, Devanagari kept', () => {
    run('import', file('dues.csv', goodFile));
    run('waive', 'S-1', 'Tuition', '2082-08', '--note', 'scholarship, full');
    expect(run('export').stdout).toBe(
      [
        '\uFEFFstudent_id,name,class,roll,dob_bs,item,month,amount,state,waive_note',
        'S-1,Aarav Yadav,Grade 3,7,2073-05-12,Hostel,2082-08,1200.50,due,',
        'S-1,Aarav Yadav,Grade 3,7,2073-05-12,Tuition,2082-08,2500.00,waived,"scholarship, full"',
        'S-2,सीता साह,Grade 5,1,2071-02-03,Tuition,2082-08,3000.00,due,',
        '',
      ].join('\n'),
    );
  });

  it('with no database yet, the views say so without making one', () => {
    expect(run('list')).toEqual({ code: 0, stdout: 'No dues are recorded yet.\n', stderr: '' });
    expect(run('show', 'S-1').code).toBe(1);
    expect(run('export').stdout).toBe('\uFEFFstudent_id,name,class,roll,dob_bs,item,month,amount,state,waive_note\n');
  });

  it('answers a wrong command with what is wrong and the usage, exit 2', () => {
    for (const argv of [
      ['frobnicate'],
      ['import'],
      ['show'],
      ['waive', 'S-1', 'Tuition', '2082-08'],
      ['waive', 'S-1', 'Tuition', 'Aug-82', '--note', 'x'],
      ['class-totals'],
      ['list', '--class', 'Grade 9'],
      ['list', '--month', '2082-08'],
      ['template', 'extra'],
    ]) {
      const { code, stderr } = run(...argv);
      expect(code, argv.join(' ')).toBe(2);
      expect(stderr, argv.join(' ')).toContain('Usage: fees');
    }
    expect(parseFeesArgs(['waive', 'S-1', 'Tuition', 'Aug-82', '--note', 'x'])).toEqual({
      kind: 'error',
      message: expect.stringContaining('Excel turned the month into a date'),
    });
    expect(run('--help')).toMatchObject({ code: 0, stdout: expect.stringContaining('Usage: fees') });
  });
});
