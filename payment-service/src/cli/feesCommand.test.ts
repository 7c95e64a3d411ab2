import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditTrail } from '../fees/audit.js';
import { openPaymentsDatabase, openTransactionStore } from '../transactions/store.js';
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
        'No payments.',
        'No open credit.',
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
    expect(run('credits')).toEqual({ code: 0, stdout: 'No open credits.\n', stderr: '' });
    expect(run('record', 'S-1', '--through', '2082-08', '--method', 'cash').code).toBe(1);
    expect(run('refund-credit', '1', '--note', 'x').code).toBe(1);
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
      ['record', 'S-1', '--method', 'cash'],
      ['record', 'S-1', '--through', '2082-08'],
      ['record', 'S-1', '--through', '2082-08', '--method', 'gold'],
      ['record', 'S-1', '--through', '2082-08', '--method', 'cash', '--note', 'x'],
      ['credits', 'S-1', 'S-2'],
      ['apply-credit', 'one', 'Tuition', '2082-08'],
      ['apply-credit', '1', 'Tuition'],
      ['refund-credit', '1'],
      ['refund-credit', '1', '--ref', 'x', '--note', 'y'],
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

  it('record pays every unpaid due through the month with one receipt, and show lists it; nothing due is refused', () => {
    run('import', file('dues.csv', goodFile.replace('Hostel,Mangsir 2082', 'Hostel,Poush 2082')));
    const recorded = run('record', 'S-1', '--through', 'Mangsir 2082', '--method', 'Cheque', '--ref', 'NIC 004512');
    expect(recorded.code).toBe(0);
    expect(recorded.stdout).toMatch(
      /^Recorded Rs\. 2,500\.00 by cheque for S-1: 1 due through Mangsir 2082 paid\.\nReceipt 2083\/84-000001: \/receipt#[A-Za-z0-9_-]{43}\n$/u,
    );
    const show = run('show', 'S-1').stdout;
    expect(show).toContain('Mangsir 2082  Tuition  Rs. 2,500.00  paid');
    expect(show).toContain('Poush 2082    Hostel   Rs. 1,200.50  due');
    expect(show).toMatch(/2026-11-27 11:45\s+cheque\s+Rs\. 2,500\.00\s+RECORDED\s+2083\/84-000001\s+office-1/u);
    expect(run('record', 'S-1', '--through', '2082-08', '--method', 'cash')).toEqual({
      code: 1,
      stdout: '',
      stderr: 'fees: nothing was recorded: nothing is due for S-1 up to that month.\n',
    });
    expect(run('record', 'S-9', '--through', '2082-08', '--method', 'cash').stderr).toContain("no student 'S-9'");
    env.PUBLIC_SITE_URL = 'https://school.example.np/';
    expect(run('record', 'S-1', '--through', '2082-09', '--method', 'bank').stdout).toContain(
      'Receipt 2083/84-000002: https://school.example.np/receipt#',
    );
  });

  it('credits lists open credits; apply-credit pays a due and keeps the rest; refund-credit closes one; all audited', async () => {
    run('import', file('dues.csv', goodFile));
    // Cash at the office first, then the wallet's money for the same dues: it becomes a credit.
    const service = openTransactionStore(env.PAYMENT_DB_PATH!);
    await service.insertIfAbsent({
      id: 'txn_1_a',
      esewaUuid: 'txn-1-a',
      studentName: 'Aarav Yadav',
      parentName: 'Sunil Yadav',
      amountPaisa: 500_000,
      createdAt: '2026-11-27T05:00:00.000Z',
      dueIds: [1],
    });
    expect(run('record', 'S-1', '--through', '2082-08', '--method', 'cash').stdout).toContain(
      'these had a wallet payment under way',
    );
    await service.changeStatus('txn_1_a', {
      to: 'COMPLETED',
      source: 'callback',
      esewaRef: 'R1',
      at: '2026-11-27T06:00:00Z',
    });
    service.close();
    run('import', file('more.csv', `${header}\nS-1,Aarav Yadav,Grade 3,7,2073-05-12,Tuition,2082-09,2500`));

    expect(run('credits').stdout).toMatch(
      /^CREDIT\s+STUDENT\s+AMOUNT\s+FROM.*\n\s*1\s+S-1\s+Rs\. 5,000\.00\s+txn_1_a\s/u,
    );
    expect(run('credits', 'S-2').stdout).toBe('S-2 has no open credit.\n');
    expect(run('apply-credit', '1', 'tuition', 'Poush 2082')).toEqual({
      code: 0,
      stdout: 'Paid Tuition of Poush 2082 (Rs. 2,500.00) from credit 1. Rs. 2,500.00 is left as credit 2.\n',
      stderr: '',
    });
    expect(run('apply-credit', '1', 'Tuition', '2082-09').stderr).toBe(
      'fees: nothing was changed: credit 1 is applied already.\n',
    );
    expect(run('show', 'S-1').stdout).toContain('Open credit: Rs. 2,500.00 (credit 2).');
    expect(run('refund-credit', '2', '--note', 'cash to the father')).toEqual({
      code: 0,
      stdout: 'Credit 2 of S-1 (Rs. 2,500.00) recorded as refunded: cash to the father\n',
      stderr: '',
    });
    expect(run('credits').stdout).toBe('No open credits.\n');
    const db = openPaymentsDatabase(env.PAYMENT_DB_PATH!);
    try {
      expect(auditTrail(db, 'S-1').map(({ actor, action }) => `${actor} ${action}`)).toEqual([
        'operator office-payment-recorded',
        'payment-service wallet-payment-allocated',
        'operator credit-applied',
        'operator credit-refunded',
      ]);
    } finally {
      db.close();
    }
  });

  it('apply-credit refuses a credit that does not cover the due', async () => {
    run('import', file('dues.csv', goodFile));
    const service = openTransactionStore(env.PAYMENT_DB_PATH!);
    await service.insertIfAbsent({
      id: 'txn_1_b',
      esewaUuid: 'txn-1-b',
      studentName: 'Aarav Yadav',
      parentName: 'Sunil Yadav',
      amountPaisa: 100_000,
      createdAt: '2026-11-27T05:00:00.000Z',
      dueIds: [2],
    });
    // Rs. 1,000 for the Rs. 1,200.50 hostel due: it cannot pay it, so it is all kept as credit.
    await service.changeStatus('txn_1_b', {
      to: 'COMPLETED',
      source: 'callback',
      esewaRef: 'R2',
      at: '2026-11-27T06:00:00Z',
    });
    service.close();
    expect(run('apply-credit', '1', 'Tuition', '2082-08')).toMatchObject({
      code: 1,
      stderr: 'fees: nothing was changed: credit 1 does not cover Tuition of that month.\n',
    });
  });
});
