/**
 * What a wallet payment's money pays, decided in the same database transaction as its status change (store.ts
 * calls these from applyChange, inside the group commit's savepoint): a payment is never COMPLETED without its
 * allocation, nor refunded with it.
 *
 * → COMPLETED: each due the payment is for (payment_dues) that is still `due` becomes `paid` by it, oldest month
 * first, while the money covers it. Money left over (its dues were paid meanwhile: two tabs, a late callback, cash
 * at the office) becomes ONE open credit of the student: never lost. Every COMPLETED payment gets a receipt, a
 * free-amount one too (no items). Allocating twice does nothing the second time (its receipt exists).
 *
 * → FULL_REFUND / PARTIAL_REFUND (the wallet reported a refund): the allocation is taken back. The dues it paid go
 * back to `due`; its credits, open or applied, become `reversed`, and the dues an applied one paid go back to `due`.
 * The receipt stays, as issued: its number is used.
 */
import type Database from 'better-sqlite3';
import { recordAudit, serviceActor } from './audit.js';
import { issueReceipt, type IssuedReceipt, type ReceiptItem } from './receiptNumber.js';

interface LinkedDue {
  id: number;
  student_id: string;
  item: string;
  month: string;
  amount_paisa: number;
  state: string;
}

export interface Allocation {
  receipt: IssuedReceipt;
  paid: ReceiptItem[];
  creditPaisa: number;
}

/** Allocates a COMPLETED wallet payment (see above); answers undefined when it was allocated already. */
export function allocateWalletPayment(
  db: Database.Database,
  payment: { id: string; amountPaisa: number; at: string },
): Allocation | undefined {
  const issued = db.prepare<[string], { id: number }>('SELECT id FROM receipts WHERE transaction_id = ?');
  if (issued.get(payment.id)) return undefined;
  const linked = db
    .prepare<[string], LinkedDue>(
      `SELECT d.id, d.student_id, d.item, d.month, d.amount_paisa, d.state
         FROM payment_dues pd JOIN fee_dues d ON d.id = pd.due_id
        WHERE pd.transaction_id = ? ORDER BY d.month, d.item`,
    )
    .all(payment.id);
  const studentId = linked[0]?.student_id ?? null;
  const markPaid = db.prepare(
    `UPDATE fee_dues SET state = 'paid', paid_by_transaction_id = ?, updated_at = ? WHERE id = ? AND state = 'due'`,
  );
  let left = payment.amountPaisa;
  const paid: ReceiptItem[] = [];
  for (const due of linked) {
    if (due.state !== 'due' || due.amount_paisa > left) continue;
    if (markPaid.run(payment.id, payment.at, due.id).changes !== 1) continue;
    left -= due.amount_paisa;
    paid.push({ dueId: due.id, item: due.item, month: due.month, amountPaisa: due.amount_paisa });
  }
  // A free-amount payment (no student) keeps no credit: it paid what the parent meant it for.
  const creditPaisa = studentId === null ? 0 : left;
  if (creditPaisa > 0) {
    db.prepare(
      `INSERT INTO credits (student_id, amount_paisa, transaction_id, note, created_at, updated_at)
       VALUES (?, ?, ?, 'its dues were already paid when the money came', ?, ?)`,
    ).run(studentId, creditPaisa, payment.id, payment.at, payment.at);
  }
  const receipt = issueReceipt(db, { transactionId: payment.id, studentId, items: paid, creditPaisa, at: payment.at });
  if (studentId !== null) {
    recordAudit(db, {
      actor: serviceActor,
      action: 'wallet-payment-allocated',
      studentId,
      reference: receipt.number,
      at: payment.at,
    });
  }
  return { receipt, paid, creditPaisa };
}

/** Takes back a refunded wallet payment's allocation (see above); answers how many dues went back to `due`. */
export function takeBackWalletPayment(db: Database.Database, payment: { id: string; at: string }): number {
  const credits = db
    .prepare<[string], { id: number; student_id: string }>(
      `SELECT id, student_id FROM credits WHERE transaction_id = ? AND state IN ('open', 'applied')`,
    )
    .all(payment.id);
  let reopened = db
    .prepare(
      `UPDATE fee_dues SET state = 'due', paid_by_transaction_id = NULL, updated_at = ?
        WHERE paid_by_transaction_id = ? AND state = 'paid'`,
    )
    .run(payment.at, payment.id).changes;
  const reopenByCredit = db.prepare(
    `UPDATE fee_dues SET state = 'due', paid_by_credit_id = NULL, updated_at = ? WHERE paid_by_credit_id = ? AND state = 'paid'`,
  );
  const reverse = db.prepare(`UPDATE credits SET state = 'reversed', updated_at = ? WHERE id = ?`);
  for (const credit of credits) {
    reopened += reopenByCredit.run(payment.at, credit.id).changes;
    reverse.run(payment.at, credit.id);
  }
  const studentId =
    db
      .prepare<[string], { student_id: string }>('SELECT student_id FROM receipts WHERE transaction_id = ?')
      .get(payment.id)?.student_id ??
    credits[0]?.student_id ??
    null;
  if (studentId !== null && (reopened > 0 || credits.length > 0)) {
    recordAudit(db, {
      actor: serviceActor,
      action: 'wallet-refund-reversed',
      studentId,
      reference: payment.id,
      at: payment.at,
    });
  }
  return reopened;
}
