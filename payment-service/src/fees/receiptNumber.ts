/**
 * Receipt numbers and tokens. A number is `2082/83-000123`: the B.S. fiscal year (Shrawan, month 4, to Asar, month
 * 3 of the next year) of the moment it is issued, in Nepal time, and a count within that year. The count is taken
 * as MAX+1 inside the write transaction, so a rolled-back write takes its number back with it and the numbers of
 * a year have no gaps. The token is the receipt's address: 32 random bytes, never derived from any id.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import { adToBs, BsDateError } from '@school/contracts/bikram-sambat';
import { nepalDate } from '@school/contracts/nepal-time';

/** The fiscal year of a moment, `2082/83`. */
export function fiscalYearOf(moment: Date | string): string {
  const [year = NaN, month = NaN, day = NaN] = nepalDate(moment).split('-').map(Number);
  let first: number;
  try {
    const bs = adToBs({ year, month, day });
    first = bs.month >= 4 ? bs.year : bs.year - 1;
  } catch (error) {
    if (!(error instanceof BsDateError)) throw error;
    // Past the calendar table (2090 B.S.) a payment must still complete: Shrawan 1 falls on 16 or 17 July.
    first = year + (month > 7 || (month === 7 && day >= 17) ? 57 : 56);
  }
  return `${first}/${String((first + 1) % 100).padStart(2, '0')}`;
}

export function receiptNumber(fiscalYear: string, seq: number): string {
  return `${fiscalYear}-${String(seq).padStart(6, '0')}`;
}

/** 32 random bytes, base64url: 43 characters. */
export function newReceiptToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A due a receipt paid, as it was then. */
export interface ReceiptItem {
  dueId: number;
  item: string;
  month: string;
  amountPaisa: number;
}

export interface IssuedReceipt {
  id: number;
  number: string;
  token: string;
}

/**
 * Issues a receipt for a wallet payment or an office payment. Must run inside a write transaction (the store's
 * group commit, or an IMMEDIATE one): that is what makes MAX+1 gap-free and unique.
 */
export function issueReceipt(
  db: Database.Database,
  receipt: {
    transactionId?: string;
    officePaymentId?: number;
    studentId: string | null;
    items: readonly ReceiptItem[];
    creditPaisa: number;
    at: string;
  },
): IssuedReceipt {
  const fiscalYear = fiscalYearOf(receipt.at);
  const { next } = db
    .prepare<[string], { next: number }>('SELECT COALESCE(MAX(seq), 0) + 1 AS next FROM receipts WHERE fiscal_year = ?')
    .get(fiscalYear)!;
  const number = receiptNumber(fiscalYear, next);
  const token = newReceiptToken();
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO receipts (fiscal_year, seq, number, token, student_id, transaction_id, office_payment_id,
                             credit_paisa, issued_at)
       VALUES (@fiscalYear, @seq, @number, @token, @studentId, @transactionId, @officePaymentId, @creditPaisa, @at)`,
    )
    .run({
      fiscalYear,
      seq: next,
      number,
      token,
      studentId: receipt.studentId,
      transactionId: receipt.transactionId ?? null,
      officePaymentId: receipt.officePaymentId ?? null,
      creditPaisa: receipt.creditPaisa,
      at: receipt.at,
    });
  const id = Number(lastInsertRowid);
  const insertItem = db.prepare(
    'INSERT INTO receipt_items (receipt_id, due_id, item, month, amount_paisa) VALUES (?, ?, ?, ?, ?)',
  );
  for (const item of receipt.items) insertItem.run(id, item.dueId, item.item, item.month, item.amountPaisa);
  return { id, number, token };
}
