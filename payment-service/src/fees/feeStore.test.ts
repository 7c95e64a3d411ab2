import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPaymentsDatabase, openTransactionStore } from '../transactions/store.js';
import { auditTrail } from './audit.js';
import { readDuesCsv } from './duesCsv.js';
import { FeeStore, WaiveRefused } from './feeStore.js';

const today = new Date('2026-11-27T06:00:00Z');
const header = 'student_id,name,class,roll,dob_bs,item,month,amount';
const aarav = 'S-1,Aarav Yadav,Grade 3,7,2073-05-12';
const sita = 'S-2,Sita Sah,Grade 5,1,2071-02-03';

let folder: string;
let db: Database.Database;
let store: FeeStore;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'fee-store-'));
  db = openPaymentsDatabase(join(folder, 'payments.sqlite'));
  store = new FeeStore(db);
});
afterEach(() => {
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

function importLines(...lines: string[]) {
  const reading = readDuesCsv([header, ...lines].join('\n'), { today });
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  return store.importDues(reading.students, reading.dues, today);
}
const dues = () =>
  db
    .prepare('SELECT student_id, item, month, amount_paisa, state FROM fee_dues ORDER BY student_id, month, item')
    .all();
const dueId = (studentId: string, item: string, month: string) =>
  (
    db
      .prepare('SELECT id FROM fee_dues WHERE student_id = ? AND item = ? AND month = ?')
      .get(studentId, item, month) as {
      id: number;
    }
  ).id;
const setState = (id: number, state: string) => db.prepare('UPDATE fee_dues SET state = ? WHERE id = ?').run(state, id);

/** A payment of the given status, made through the transactions' own rules, with a link to the due. */
function paymentFor(due: number, status: 'PENDING' | 'EXPIRED' | 'NOT_FOUND', id = `txn_1_${status.toLowerCase()}`) {
  db.prepare(
    `INSERT INTO transactions (id, esewa_uuid, student_name, parent_name, amount_paisa, status, created_at, updated_at)
     VALUES (?, ?, 'Aarav Yadav', 'Sunil Yadav', 250000, 'PENDING', '2026-11-27T06:00:00.000Z', '2026-11-27T06:00:00.000Z')`,
  ).run(id, id.replaceAll('_', '-'));
  if (status !== 'PENDING') db.prepare('UPDATE transactions SET status = ? WHERE id = ?').run(status, id);
  db.prepare('INSERT INTO payment_dues (transaction_id, due_id) VALUES (?, ?)').run(id, due);
}

describe('the payments database, version 5', () => {
  it('adds the fee tables to a database the transaction store made, which keeps working beside them', async () => {
    db.close();
    const path = join(folder, 'payments.sqlite');
    const transactions = openTransactionStore(path);
    await transactions.insertIfAbsent({
      id: 'txn_1_a',
      esewaUuid: 'txn-1-a',
      studentName: 'Aarav',
      parentName: 'Sunil',
      amountPaisa: 100,
      createdAt: '2026-11-27T06:00:00.000Z',
    });
    transactions.close();
    db = openPaymentsDatabase(path);
    store = new FeeStore(db);
    expect(db.pragma('user_version', { simple: true })).toBe(9);
    expect(importLines(`${aarav},Tuition,2082-08,2500`)).toMatchObject({ students: 1, added: 1 });
  });
});

describe('FeeStore.importDues', () => {
  it('adds the students and their dues, and counts what it did', () => {
    expect(
      importLines(`${aarav},Tuition,2082-08,2500`, `${aarav},Hostel,2082-08,1200`, `${sita},Tuition,2082-08,3000`),
    ).toEqual({ students: 2, added: 3, updated: 0, unchanged: 0, removed: 0, keptPaid: 0, keptPending: 0 });
    expect(store.students()).toEqual([
      { studentId: 'S-1', name: 'Aarav Yadav', className: 'Grade 3', roll: 7, duePaisa: 3700_00, dues: 2 },
      { studentId: 'S-2', name: 'Sita Sah', className: 'Grade 5', roll: 1, duePaisa: 3000_00, dues: 1 },
    ]);
  });

  it('importing again updates an unpaid amount, adds the new, removes the missing and updates the student', () => {
    importLines(`${aarav},Tuition,2082-08,2500`, `${aarav},Hostel,2082-08,1200`, `${sita},Tuition,2082-08,3000`);
    const counts = importLines(
      'S-1,Aarav Kumar Yadav,Grade 4,3,2073-05-12,tuition,2082-08,2600',
      `${aarav.replace('Aarav Yadav,Grade 3,7', 'Aarav Kumar Yadav,Grade 4,3')},Tuition,2082-09,2600`,
      `${sita},Tuition,2082-08,3000`,
    );
    expect(counts).toEqual({
      students: 2,
      added: 1,
      updated: 1,
      unchanged: 1,
      removed: 1,
      keptPaid: 0,
      keptPending: 0,
    });
    expect(dues()).toEqual([
      { student_id: 'S-1', item: 'Tuition', month: '2082-08', amount_paisa: 2600_00, state: 'due' },
      { student_id: 'S-1', item: 'Tuition', month: '2082-09', amount_paisa: 2600_00, state: 'due' },
      { student_id: 'S-2', item: 'Tuition', month: '2082-08', amount_paisa: 3000_00, state: 'due' },
    ]);
    expect(store.student('S-1')).toEqual({
      studentId: 'S-1',
      name: 'Aarav Kumar Yadav',
      className: 'Grade 4',
      roll: 3,
    });
  });

  it('never touches a paid or waived due: not its amount, and not when the file leaves it out', () => {
    importLines(`${aarav},Tuition,2082-08,2500`, `${aarav},Hostel,2082-08,1200`, `${sita},Tuition,2082-08,3000`);
    setState(dueId('S-1', 'Tuition', '2082-08'), 'paid');
    setState(dueId('S-1', 'Hostel', '2082-08'), 'waived');
    const counts = importLines(`${aarav},Tuition,2082-08,9999`, `${sita},Tuition,2082-08,3000`);
    expect(counts).toMatchObject({ updated: 0, removed: 0, keptPaid: 2, unchanged: 1 });
    expect(dues()).toEqual([
      { student_id: 'S-1', item: 'Hostel', month: '2082-08', amount_paisa: 1200_00, state: 'waived' },
      { student_id: 'S-1', item: 'Tuition', month: '2082-08', amount_paisa: 2500_00, state: 'paid' },
      { student_id: 'S-2', item: 'Tuition', month: '2082-08', amount_paisa: 3000_00, state: 'due' },
    ]);
  });

  it('keeps a missing due inside a PENDING payment (or one eSewa may still confirm), removes one of an expired payment', () => {
    importLines(`${aarav},Tuition,2082-08,2500`, `${aarav},Hostel,2082-08,1200`, `${aarav},Exam,2082-08,500`);
    paymentFor(dueId('S-1', 'Tuition', '2082-08'), 'PENDING');
    paymentFor(dueId('S-1', 'Hostel', '2082-08'), 'NOT_FOUND');
    paymentFor(dueId('S-1', 'Exam', '2082-08'), 'EXPIRED');
    const counts = importLines(`${sita},Tuition,2082-08,3000`);
    expect(counts).toMatchObject({ added: 1, removed: 1, keptPending: 2 });
    expect(dues()).toEqual([
      { student_id: 'S-1', item: 'Hostel', month: '2082-08', amount_paisa: 1200_00, state: 'due' },
      { student_id: 'S-1', item: 'Tuition', month: '2082-08', amount_paisa: 2500_00, state: 'due' },
      { student_id: 'S-2', item: 'Tuition', month: '2082-08', amount_paisa: 3000_00, state: 'due' },
    ]);
    // The expired payment's link went with its due; the others stay.
    expect(db.prepare('SELECT transaction_id FROM payment_dues ORDER BY transaction_id').all()).toEqual([
      { transaction_id: 'txn_1_not_found' },
      { transaction_id: 'txn_1_pending' },
    ]);
  });

  it('is one transaction: a failure part-way leaves every student and due as it was', () => {
    importLines(`${aarav},Tuition,2082-08,2500`);
    const before = dues();
    const reading = readDuesCsv([header, `${sita},Tuition,2082-08,3000`, `${aarav},Hostel,2082-08,1200`].join('\n'), {
      today,
    });
    if (!reading.ok) throw new Error('expected a good file');
    // A due the database refuses (no student row for it) after others were written.
    const broken = [
      ...reading.dues,
      { studentId: 'S-404', item: 'Tuition', month: '2082-08', amountPaisa: 1, line: 9 },
    ];
    expect(() => store.importDues(reading.students, broken, today)).toThrow(/FOREIGN KEY/u);
    expect(dues()).toEqual(before);
    expect(store.students().map((student) => student.studentId)).toEqual(['S-1']);
  });
});

describe('FeeStore.waive', () => {
  beforeEach(() => {
    importLines(`${aarav},Tuition,2082-08,2500`, `${aarav},Hostel,2082-08,1200`, `${aarav},Exam,2082-08,500`);
  });

  it('waives one unpaid due with its note, which stays through a later import', () => {
    const waived = store.waive('S-1', 'tuition', '2082-08', 'scholarship', today);
    expect(waived).toMatchObject({ item: 'Tuition', state: 'waived', waiveNote: 'scholarship', amountPaisa: 2500_00 });
    importLines(`${aarav},Tuition,2082-08,3000`, `${aarav},Hostel,2082-08,1200`, `${aarav},Exam,2082-08,500`);
    expect(store.duesOf('S-1').find((due) => due.item === 'Tuition')).toMatchObject({
      state: 'waived',
      waiveNote: 'scholarship',
      amountPaisa: 2500_00,
    });
    expect(store.students()[0]!.duePaisa).toBe(1700_00);
  });

  it('writes each waiver to the audit trail, with the actor given (operator by default)', () => {
    store.waive('S-1', 'Tuition', '2082-08', 'scholarship', today);
    store.waive('S-1', 'Exam', '2082-08', 'sibling', today, 'accounts@school.example.np');
    expect(auditTrail(db, 'S-1')).toEqual([
      {
        actor: 'operator',
        action: 'due-waived',
        studentId: 'S-1',
        reference: 'Tuition 2082-08',
        at: today.toISOString(),
      },
      {
        actor: 'accounts@school.example.np',
        action: 'due-waived',
        studentId: 'S-1',
        reference: 'Exam 2082-08',
        at: today.toISOString(),
      },
    ]);
    // Append-only: the database itself refuses to change or remove an entry.
    expect(() => db.prepare("UPDATE fee_audit SET actor = 'someone'").run()).toThrow(/append-only/u);
    expect(() => db.prepare('DELETE FROM fee_audit').run()).toThrow(/append-only/u);
  });

  it('refuses a due that does not exist, is paid, is waived already or is inside a payment in progress', () => {
    setState(dueId('S-1', 'Hostel', '2082-08'), 'paid');
    paymentFor(dueId('S-1', 'Exam', '2082-08'), 'PENDING');
    expect(() => store.waive('S-1', 'Transport', '2082-08', 'x', today)).toThrow(WaiveRefused);
    expect(() => store.waive('S-1', 'Hostel', '2082-08', 'x', today)).toThrow(/paid already/u);
    expect(() => store.waive('S-1', 'Exam', '2082-08', 'x', today)).toThrow(/still in progress/u);
    store.waive('S-1', 'Tuition', '2082-08', 'x', today);
    expect(() => store.waive('S-1', 'Tuition', '2082-08', 'again', today)).toThrow(/waived already/u);
  });
});

describe('FeeStore.classTotals', () => {
  it("sums each class's dues of one month by state, youngest class first", () => {
    importLines(
      `${sita},Tuition,2082-08,3000`,
      `${aarav},Tuition,2082-08,2500`,
      `${aarav},Hostel,2082-08,1200`,
      `${aarav},Exam,2082-08,500`,
      `${aarav},Tuition,2082-09,2500`,
    );
    setState(dueId('S-1', 'Tuition', '2082-08'), 'paid');
    store.waive('S-1', 'Exam', '2082-08', 'sibling', today);
    expect(store.classTotals('2082-08')).toEqual([
      { className: 'Grade 3', duePaisa: 1200_00, paidPaisa: 2500_00, waivedPaisa: 500_00 },
      { className: 'Grade 5', duePaisa: 3000_00, paidPaisa: 0, waivedPaisa: 0 },
    ]);
    expect(store.classTotals('2082-10')).toEqual([]);
  });
});
