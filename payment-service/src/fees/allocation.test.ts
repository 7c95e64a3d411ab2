import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPaymentsDatabase, openTransactionStore, type TransactionStore } from '../transactions/store.js';
import { allocateWalletPayment } from './allocation.js';
import { auditTrail } from './audit.js';
import { readDuesCsv } from './duesCsv.js';
import { FeeStore } from './feeStore.js';
import { fiscalYearOf, issueReceipt } from './receiptNumber.js';

const today = new Date('2026-11-27T06:00:00Z');
const header = 'student_id,name,class,roll,dob_bs,item,month,amount';
const aarav = 'S-1,Aarav Yadav,Grade 3,7,2073-05-12';

let folder: string;
let transactions: TransactionStore;
let db: Database.Database;
let fees: FeeStore;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'allocation-'));
  const path = join(folder, 'payments.sqlite');
  transactions = openTransactionStore(path);
  // The office's own connection to the same file, as `make fees` has.
  db = openPaymentsDatabase(path);
  fees = new FeeStore(db);
  const reading = readDuesCsv(
    [header, `${aarav},Tuition,2082-07,2500`, `${aarav},Bus,2082-07,800`, `${aarav},Tuition,2082-08,2500`].join('\n'),
    { today },
  );
  if (!reading.ok) throw new Error(JSON.stringify(reading.problems));
  fees.importDues(reading.students, reading.dues, today);
});
afterEach(() => {
  transactions.close();
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

const dueIds = (month: string) =>
  fees
    .duesOf('S-1')
    .filter((due) => due.month === month)
    .map((due) => due.id);
const states = () => Object.fromEntries(fees.duesOf('S-1').map((due) => [`${due.item} ${due.month}`, due.state]));
const credits = () =>
  db.prepare('SELECT student_id, amount_paisa, transaction_id, state FROM credits ORDER BY id').all();
const receiptCount = () => (db.prepare('SELECT COUNT(*) AS n FROM receipts').get() as { n: number }).n;

async function payDues(id: string, ids: number[], amountPaisa: number) {
  await transactions.insertIfAbsent({
    id,
    esewaUuid: id.replaceAll('_', '-'),
    studentName: 'Aarav Yadav',
    className: 'Grade 3',
    roll: 7,
    parentName: 'Sunil Yadav',
    amountPaisa,
    createdAt: '2026-11-27T06:00:00.000Z',
    dueIds: ids,
  });
}
const complete = (id: string, at = '2026-11-27T06:05:00.000Z') =>
  transactions.changeStatus(id, { to: 'COMPLETED', source: 'callback', esewaRef: `REF-${id}`, at });

describe('allocation of a COMPLETED wallet payment', () => {
  it('marks exactly the dues it was for paid and issues one receipt listing them', async () => {
    await payDues('txn_1_a', dueIds('2082-07'), 330_000);
    await complete('txn_1_a');

    expect(states()).toEqual({ 'Bus 2082-07': 'paid', 'Tuition 2082-07': 'paid', 'Tuition 2082-08': 'due' });
    const token = transactions.receiptTokenOf('txn_1_a')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(transactions.receiptByToken(token)).toEqual({
      number: '2083/84-000001',
      issuedAt: '2026-11-27T06:05:00.000Z',
      studentId: 'S-1',
      studentName: 'Aarav Yadav',
      className: 'Grade 3',
      roll: 7,
      payerName: 'Sunil Yadav',
      items: [
        { item: 'Bus', month: '2082-07', amountPaisa: 80_000 },
        { item: 'Tuition', month: '2082-07', amountPaisa: 250_000 },
      ],
      creditPaisa: 0,
      amountPaisa: 330_000,
      method: 'esewa',
      reference: 'REF-txn_1_a',
    });
    expect(receiptCount()).toBe(1);
    expect(credits()).toEqual([]);
    expect(
      db.prepare('SELECT paid_by_transaction_id AS by FROM fee_dues WHERE state = ? ORDER BY id').all('paid'),
    ).toEqual([{ by: 'txn_1_a' }, { by: 'txn_1_a' }]);
  });

  it('keeps a second payment of the same dues as one open credit of its whole amount', async () => {
    await payDues('txn_1_a', dueIds('2082-07'), 330_000);
    await payDues('txn_1_b', dueIds('2082-07'), 330_000);
    await complete('txn_1_a');
    await complete('txn_1_b');

    expect(states()).toMatchObject({ 'Bus 2082-07': 'paid', 'Tuition 2082-07': 'paid' });
    expect(credits()).toEqual([{ student_id: 'S-1', amount_paisa: 330_000, transaction_id: 'txn_1_b', state: 'open' }]);
    const second = transactions.receiptByToken(transactions.receiptTokenOf('txn_1_b')!)!;
    expect(second).toMatchObject({ number: '2083/84-000002', items: [], creditPaisa: 330_000, amountPaisa: 330_000 });
    expect(fees.openCredits('S-1')).toHaveLength(1);
  });

  it('allocates once: a second allocation of the same payment does nothing', async () => {
    await payDues('txn_1_a', dueIds('2082-07'), 330_000);
    await complete('txn_1_a');
    const again = db.transaction(() =>
      allocateWalletPayment(db, { id: 'txn_1_a', amountPaisa: 330_000, at: '2026-11-27T07:00:00.000Z' }),
    )();
    expect(again).toBeUndefined();
    expect(receiptCount()).toBe(1);
    expect(credits()).toEqual([]);
  });

  it('gives a free-amount payment a receipt with no items and no credit', async () => {
    await payDues('txn_1_free', [], 150_000);
    await complete('txn_1_free');
    const receipt = transactions.receiptByToken(transactions.receiptTokenOf('txn_1_free')!);
    expect(receipt).toMatchObject({ studentId: null, studentName: 'Aarav Yadav', items: [], creditPaisa: 0 });
    expect(credits()).toEqual([]);
  });

  it('takes the allocation back when the wallet reports a refund, and its credit is reversed', async () => {
    await payDues('txn_1_a', dueIds('2082-07'), 330_000);
    await payDues('txn_1_b', dueIds('2082-07'), 330_000);
    await complete('txn_1_a');
    await complete('txn_1_b');

    await transactions.changeStatus('txn_1_a', {
      to: 'FULL_REFUND',
      source: 'status-check',
      at: '2026-11-28T06:00:00Z',
    });
    await transactions.changeStatus('txn_1_b', {
      to: 'PARTIAL_REFUND',
      source: 'status-check',
      at: '2026-11-28T06:00:00Z',
    });

    expect(states()).toEqual({ 'Bus 2082-07': 'due', 'Tuition 2082-07': 'due', 'Tuition 2082-08': 'due' });
    expect(credits()).toEqual([expect.objectContaining({ transaction_id: 'txn_1_b', state: 'reversed' })]);
    // The receipts stay as issued: their numbers are used.
    expect(receiptCount()).toBe(2);
    expect(auditTrail(db, 'S-1').map((entry) => entry.action)).toEqual([
      'wallet-payment-allocated',
      'wallet-payment-allocated',
      'wallet-refund-reversed',
      'wallet-refund-reversed',
    ]);
  });

  it('keeps a wallet payment that comes after cash at the office as a credit', async () => {
    await payDues('txn_1_a', dueIds('2082-07'), 330_000);
    const cash = fees.recordOfficePayment(
      { studentId: 'S-1', throughMonth: '2082-08', method: 'cash', reference: null, payerName: 'Sunil Yadav' },
      new Date('2026-11-27T06:01:00Z'),
    );
    expect(cash).toMatchObject({ amountPaisa: 580_000, inOpenWalletPayment: 2 });
    expect(Object.values(states())).toEqual(['paid', 'paid', 'paid']);
    expect(cash.receipt.number).toBe('2083/84-000001');

    await complete('txn_1_a');
    expect(credits()).toEqual([
      expect.objectContaining({ amount_paisa: 330_000, transaction_id: 'txn_1_a', state: 'open' }),
    ]);
    expect(transactions.receiptByToken(transactions.receiptTokenOf('txn_1_a')!)?.number).toBe('2083/84-000002');
  });
});

describe('receipt numbers', () => {
  it('count per B.S. fiscal year, Shrawan to Asar, in Nepal time', () => {
    // 2026-07-16 is Asar 32, 2083 (fiscal year 2082/83); 2026-07-17 is Shrawan 1, 2083.
    expect(fiscalYearOf('2026-07-16T18:14:00Z')).toBe('2082/83');
    expect(fiscalYearOf('2026-07-16T18:15:00Z')).toBe('2083/84');
    expect(fiscalYearOf('2026-01-01T00:00:00Z')).toBe('2082/83');
    // Past the calendar table a payment still gets a number (never a failed completion).
    expect(fiscalYearOf('2099-12-31T00:00:00Z')).toBe('2156/57');
  });

  it('are taken back with a write that is rolled back', async () => {
    await payDues('txn_1_x', [], 10_000);
    await payDues('txn_1_y', [], 10_000);
    const at = '2026-11-27T06:05:00.000Z';
    expect(() =>
      db.transaction(() => {
        issueReceipt(db, { transactionId: 'txn_1_x', studentId: null, items: [], creditPaisa: 0, at });
        throw new Error('the write failed after its receipt');
      })(),
    ).toThrow(/failed/u);
    expect(issueReceipt(db, { transactionId: 'txn_1_y', studentId: null, items: [], creditPaisa: 0, at }).number).toBe(
      '2083/84-000001',
    );
  });

  it('start again at 000001 in a new fiscal year, without gaps within one', async () => {
    const times = ['2026-07-10T06:00:00.000Z', '2026-07-11T06:00:00.000Z', '2026-07-20T06:00:00.000Z'];
    for (const [at, index] of times.map((time, i) => [time, i] as const)) {
      await payDues(`txn_1_${index}`, [], 10_000);
      await complete(`txn_1_${index}`, at);
    }
    const numbers = times.map(
      (_, index) => transactions.receiptByToken(transactions.receiptTokenOf(`txn_1_${index}`)!)?.number,
    );
    expect(numbers).toEqual(['2082/83-000001', '2082/83-000002', '2083/84-000001']);
  });
});
