/**
 * Reading receipts back: the receipt page's view (GET /api/receipts/:token) and what the ledger and `make fees
 * show` print beside a payment. Never the date of birth. Names come from the student's record when the receipt is
 * for a student, else (a free-amount payment) from what the parent typed.
 */
import type Database from 'better-sqlite3';
import type { PaymentMethod, PaymentReceipt } from '@school/contracts/fees';

/** The receipt as the page shows it, without the school's PAN (a setting, added by the route). */
export type ReceiptView = Omit<PaymentReceipt, 'schoolPan'>;

interface ReceiptRow {
  id: number;
  number: string;
  issued_at: string;
  student_id: string | null;
  credit_paisa: number;
  transaction_id: string | null;
  office_payment_id: number | null;
  // the student's record, when there is one
  s_name: string | null;
  s_class: string | null;
  s_roll: number | null;
  // the wallet payment's
  t_student_name: string | null;
  t_class: string | null;
  t_roll: number | null;
  t_parent_name: string | null;
  t_amount: number | null;
  t_wallet: 'esewa' | 'khalti' | null;
  t_esewa_ref: string | null;
  t_khalti_transaction_id: string | null;
  // the office payment's
  o_method: 'cash' | 'bank' | 'cheque' | null;
  o_reference: string | null;
  o_payer: string | null;
  o_amount: number | null;
}

const receiptSelect = `
SELECT r.id, r.number, r.issued_at, r.student_id, r.credit_paisa, r.transaction_id, r.office_payment_id,
       s.name AS s_name, s.class_name AS s_class, s.roll AS s_roll,
       t.student_name AS t_student_name, t.class_name AS t_class, t.roll AS t_roll, t.parent_name AS t_parent_name,
       t.amount_paisa AS t_amount, t.wallet AS t_wallet, t.esewa_ref AS t_esewa_ref,
       t.khalti_transaction_id AS t_khalti_transaction_id,
       o.method AS o_method, o.reference AS o_reference, o.payer_name AS o_payer, o.amount_paisa AS o_amount
  FROM receipts r
  LEFT JOIN students s ON s.student_id = r.student_id
  LEFT JOIN transactions t ON t.id = r.transaction_id
  LEFT JOIN office_payments o ON o.id = r.office_payment_id`;

const blankToNull = (text: string | null) => (text === null || text.trim() === '' ? null : text);

export function readReceipt(db: Database.Database, token: string): ReceiptView | undefined {
  const row = db.prepare<[string], ReceiptRow>(`${receiptSelect} WHERE r.token = ?`).get(token);
  if (!row) return undefined;
  const items = db
    .prepare<[number], { item: string; month: string; amountPaisa: number }>(
      'SELECT item, month, amount_paisa AS amountPaisa FROM receipt_items WHERE receipt_id = ? ORDER BY month, item',
    )
    .all(row.id);
  const office = row.office_payment_id !== null;
  const method: PaymentMethod = office ? row.o_method! : (row.t_wallet ?? 'esewa');
  return {
    number: row.number,
    issuedAt: row.issued_at,
    studentId: row.student_id,
    studentName: row.s_name ?? row.t_student_name ?? '',
    className: row.s_class ?? row.t_class,
    roll: row.student_id !== null ? row.s_roll : row.t_roll,
    payerName: blankToNull(office ? row.o_payer : row.t_parent_name),
    items,
    creditPaisa: row.credit_paisa,
    amountPaisa: (office ? row.o_amount : row.t_amount) ?? 0,
    method,
    reference: office ? row.o_reference : (row.t_esewa_ref ?? row.t_khalti_transaction_id),
  };
}

/** A wallet payment's receipt token, once it has one. */
export function receiptTokenOf(db: Database.Database, transactionId: string): string | undefined {
  return db
    .prepare<[string], { token: string }>('SELECT token FROM receipts WHERE transaction_id = ?')
    .get(transactionId)?.token;
}

/** A wallet payment's student and receipt number, once it has a receipt. */
export function receiptOfPayment(
  db: Database.Database,
  transactionId: string,
): { studentId: string | null; receiptNumber: string } | undefined {
  const row = db
    .prepare<[string], { student_id: string | null; number: string }>(
      'SELECT student_id, number FROM receipts WHERE transaction_id = ?',
    )
    .get(transactionId);
  return row && { studentId: row.student_id, receiptNumber: row.number };
}

/** For the ledger CSV: each wallet payment's student (by its dues or its receipt) and receipt number. */
export function ledgerLinks(
  db: Database.Database,
): Map<string, { studentId: string | null; receiptNumber: string | null }> {
  const rows = db
    .prepare<[], { transaction_id: string; student_id: string | null; number: string | null }>(
      `SELECT t.id AS transaction_id,
              COALESCE(r.student_id, (SELECT d.student_id FROM payment_dues pd JOIN fee_dues d ON d.id = pd.due_id
                                       WHERE pd.transaction_id = t.id LIMIT 1)) AS student_id,
              r.number
         FROM transactions t LEFT JOIN receipts r ON r.transaction_id = t.id
        WHERE r.id IS NOT NULL OR EXISTS (SELECT 1 FROM payment_dues pd WHERE pd.transaction_id = t.id)`,
    )
    .all();
  return new Map(rows.map((row) => [row.transaction_id, { studentId: row.student_id, receiptNumber: row.number }]));
}
