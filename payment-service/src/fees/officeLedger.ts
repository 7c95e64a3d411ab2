/**
 * The accounts office's side of the ledger: money taken at the office (cash, a bank deposit, a cheque), the
 * students' credits (applied to a due, or refunded), and a student's payments with their receipts. Each action is
 * one IMMEDIATE transaction with its audit entry (fees/audit.ts), so the running service (its own connection, WAL)
 * sees the whole action or none of it, and receipt numbers stay gap-free across both connections.
 */
import type Database from 'better-sqlite3';
import type { OfficePaymentMethod, PaymentMethod } from '@school/contracts/fees';
import { openStatuses } from '../transactions/statusRules.js';
import { recordAudit } from './audit.js';
import { issueReceipt, type IssuedReceipt, type ReceiptItem } from './receiptNumber.js';

/** Why an office action was refused, in the command's words. */
export class LedgerRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LedgerRefused';
  }
}

export interface OfficePaymentInput {
  studentId: string;
  /** Every unpaid due up to and including this B.S. month (`YYYY-MM`) is paid. */
  throughMonth: string;
  method: OfficePaymentMethod;
  reference: string | null;
  payerName: string | null;
  /** Who recorded it: `operator` from `make fees`, a staff email from the console. */
  actor: string;
  at: string;
}

export interface RecordedOfficePayment {
  officePaymentId: number;
  amountPaisa: number;
  items: ReceiptItem[];
  receipt: IssuedReceipt;
  /** Dues it paid that a wallet payment was still under way for: that money, if it comes, becomes a credit. */
  inOpenWalletPayment: number;
}

export const creditStates = ['open', 'applied', 'refunded', 'reversed'] as const;
export type CreditState = (typeof creditStates)[number];

export interface Credit {
  id: number;
  studentId: string;
  amountPaisa: number;
  state: CreditState;
  /** Whose money it is: a wallet payment or an office payment (by id). */
  transactionId: string | null;
  officePaymentId: number | null;
  note: string | null;
  createdAt: string;
}

export interface StudentPayment {
  /** A wallet payment's transaction id, or `office-N`. */
  id: string;
  method: PaymentMethod;
  amountPaisa: number;
  /** A wallet payment's status; `RECORDED` for an office payment. */
  status: string;
  at: string;
  receiptNumber: string | null;
  receiptToken: string | null;
}

interface CreditRow {
  id: number;
  student_id: string;
  amount_paisa: number;
  state: CreditState;
  transaction_id: string | null;
  office_payment_id: number | null;
  note: string | null;
  created_at: string;
}

const creditOf = (row: CreditRow): Credit => ({
  id: row.id,
  studentId: row.student_id,
  amountPaisa: row.amount_paisa,
  state: row.state,
  transactionId: row.transaction_id,
  officePaymentId: row.office_payment_id,
  note: row.note,
  createdAt: row.created_at,
});

/** A wallet payment that may still complete (feeStore.ts's mayStillCompleteStatuses) is for this due. */
const walletStillOpen = `EXISTS (SELECT 1 FROM payment_dues pd JOIN transactions t ON t.id = pd.transaction_id
  WHERE pd.due_id = fee_dues.id AND t.status IN (${[...openStatuses, 'ABANDONED'].map((s) => `'${s}'`).join(', ')}))`;

export function recordOfficePayment(db: Database.Database, input: OfficePaymentInput): RecordedOfficePayment {
  const run = db.transaction((): RecordedOfficePayment => {
    const student = db.prepare('SELECT 1 FROM students WHERE student_id = ?').get(input.studentId);
    if (!student) throw new LedgerRefused(`there is no student '${input.studentId}'`);
    const dues = db
      .prepare<[string, string], { id: number; item: string; month: string; amount_paisa: number; open: number }>(
        `SELECT id, item, month, amount_paisa, ${walletStillOpen} AS open FROM fee_dues
          WHERE student_id = ? AND state = 'due' AND month <= ? ORDER BY month, item`,
      )
      .all(input.studentId, input.throughMonth);
    if (dues.length === 0) throw new LedgerRefused(`nothing is due for ${input.studentId} up to that month`);
    const amountPaisa = dues.reduce((sum, due) => sum + due.amount_paisa, 0);
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO office_payments (student_id, method, reference, payer_name, amount_paisa, recorded_by, at)
         VALUES (@studentId, @method, @reference, @payerName, @amountPaisa, @actor, @at)`,
      )
      .run({ ...input, amountPaisa });
    const officePaymentId = Number(lastInsertRowid);
    const markPaid = db.prepare(
      `UPDATE fee_dues SET state = 'paid', paid_by_office_payment_id = ?, updated_at = ? WHERE id = ? AND state = 'due'`,
    );
    for (const due of dues) markPaid.run(officePaymentId, input.at, due.id);
    const items = dues.map((due) => ({
      dueId: due.id,
      item: due.item,
      month: due.month,
      amountPaisa: due.amount_paisa,
    }));
    const receipt = issueReceipt(db, {
      officePaymentId,
      studentId: input.studentId,
      items,
      creditPaisa: 0,
      at: input.at,
    });
    recordAudit(db, {
      actor: input.actor,
      action: 'office-payment-recorded',
      studentId: input.studentId,
      reference: receipt.number,
      at: input.at,
    });
    return {
      officePaymentId,
      amountPaisa,
      items,
      receipt,
      inOpenWalletPayment: dues.filter((due) => due.open === 1).length,
    };
  });
  return run.immediate();
}

/** Open credits, of one student or of all, oldest first. */
export function openCredits(db: Database.Database, studentId?: string): Credit[] {
  return db
    .prepare<{ studentId: string | null }, CreditRow>(
      `SELECT * FROM credits WHERE state = 'open' AND (@studentId IS NULL OR student_id = @studentId) ORDER BY id`,
    )
    .all({ studentId: studentId ?? null })
    .map(creditOf);
}

const openCredit = (db: Database.Database, creditId: number): CreditRow => {
  const row = db.prepare<[number], CreditRow>('SELECT * FROM credits WHERE id = ?').get(creditId);
  if (!row) throw new LedgerRefused(`there is no credit ${creditId}`);
  if (row.state !== 'open') throw new LedgerRefused(`credit ${creditId} is ${row.state} already`);
  return row;
};

/**
 * Pays one due of the credit's student from the credit: the credit becomes `applied`, and what is left of it is a
 * new open credit (the same money's origin). Answers the credit left, if any.
 */
export function applyCredit(
  db: Database.Database,
  input: { creditId: number; item: string; month: string; actor: string; at: string },
): { dueId: number; amountPaisa: number; leftCredit: Credit | undefined } {
  const run = db.transaction(() => {
    const credit = openCredit(db, input.creditId);
    const due = db
      .prepare<[string, string, string], { id: number; item: string; amount_paisa: number; state: string }>(
        'SELECT id, item, amount_paisa, state FROM fee_dues WHERE student_id = ? AND item = ? AND month = ?',
      )
      .get(credit.student_id, input.item, input.month);
    if (!due) throw new LedgerRefused(`${credit.student_id} has no ${input.item} due for that month`);
    if (due.state !== 'due')
      throw new LedgerRefused(`${due.item} of ${credit.student_id} for that month is ${due.state} already`);
    if (due.amount_paisa > credit.amount_paisa) {
      throw new LedgerRefused(`credit ${credit.id} does not cover ${due.item} of that month`);
    }
    db.prepare(`UPDATE credits SET state = 'applied', updated_at = ? WHERE id = ? AND state = 'open'`).run(
      input.at,
      credit.id,
    );
    db.prepare(
      `UPDATE fee_dues SET state = 'paid', paid_by_credit_id = ?, updated_at = ? WHERE id = ? AND state = 'due'`,
    ).run(credit.id, input.at, due.id);
    let leftCredit: Credit | undefined;
    const left = credit.amount_paisa - due.amount_paisa;
    if (left > 0) {
      const { lastInsertRowid } = db
        .prepare(
          `INSERT INTO credits (student_id, amount_paisa, transaction_id, office_payment_id, from_credit_id, note,
                                created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          credit.student_id,
          left,
          credit.transaction_id,
          credit.office_payment_id,
          credit.id,
          `left of credit ${credit.id}`,
          input.at,
          input.at,
        );
      leftCredit = creditOf(
        db.prepare<[number], CreditRow>('SELECT * FROM credits WHERE id = ?').get(Number(lastInsertRowid))!,
      );
    }
    recordAudit(db, {
      actor: input.actor,
      action: 'credit-applied',
      studentId: credit.student_id,
      reference: `credit ${credit.id} → ${due.item} ${input.month}`,
      at: input.at,
    });
    return { dueId: due.id, amountPaisa: due.amount_paisa, leftCredit };
  });
  return run.immediate();
}

/** Records that an open credit's money was given back to the family, with a note. */
export function refundCredit(
  db: Database.Database,
  input: { creditId: number; note: string; actor: string; at: string },
): Credit {
  const run = db.transaction(() => {
    const credit = openCredit(db, input.creditId);
    db.prepare(`UPDATE credits SET state = 'refunded', note = ?, updated_at = ? WHERE id = ? AND state = 'open'`).run(
      input.note,
      input.at,
      credit.id,
    );
    recordAudit(db, {
      actor: input.actor,
      action: 'credit-refunded',
      studentId: credit.student_id,
      reference: `credit ${credit.id}`,
      at: input.at,
    });
    return creditOf({ ...credit, state: 'refunded', note: input.note });
  });
  return run.immediate();
}

/** A student's payments, wallet (of their dues) and office, oldest first, with their receipts. */
export function paymentsOf(db: Database.Database, studentId: string): StudentPayment[] {
  return db
    .prepare<{ studentId: string }, StudentPayment>(
      `SELECT t.id AS id, t.wallet AS method, t.amount_paisa AS amountPaisa, t.status, COALESCE(t.completed_at, t.created_at) AS at,
              r.number AS receiptNumber, r.token AS receiptToken
         FROM transactions t LEFT JOIN receipts r ON r.transaction_id = t.id
        WHERE r.student_id = @studentId OR t.id IN (SELECT pd.transaction_id FROM payment_dues pd
                                                      JOIN fee_dues d ON d.id = pd.due_id WHERE d.student_id = @studentId)
       UNION ALL
       SELECT 'office-' || o.id, o.method, o.amount_paisa, 'RECORDED', o.at, r.number, r.token
         FROM office_payments o LEFT JOIN receipts r ON r.office_payment_id = o.id
        WHERE o.student_id = @studentId
        ORDER BY at, id`,
    )
    .all({ studentId });
}
