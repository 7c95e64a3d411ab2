/**
 * The office's ledger of wallet payments (GET /api/office/payments and its CSV): the filters as one SQL condition,
 * read on the fees' connection (WAL: never waiting for the store's writes). Payments started on a Nepal day count on
 * that day, as in `make transactions`; money stays integer paisa.
 */
import type Database from 'better-sqlite3';
import { nepalDayStartUtc, nextIsoDate } from '@school/contracts/nepal-time';
import type { PaymentExportQuery, PaymentLedgerItem, PaymentStatusTotal } from '@school/contracts';
import { receiptOfPayment } from '../fees/receipts.js';
import type { TransactionStatus } from '../transactions/statusRules.js';

export type LedgerFilter = PaymentExportQuery;

interface LedgerRow {
  id: string;
  wallet: string;
  student_name: string;
  class_name: string | null;
  roll: number | null;
  parent_name: string;
  amount_paisa: number;
  status: TransactionStatus;
  created_at: string;
  completed_at: string | null;
  receipt_number: string | null;
}

/** A LIKE pattern that matches the words as typed (% and _ in a name are letters, not wildcards). */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function condition(filter: LedgerFilter): { where: string; params: Record<string, string> } {
  const parts: string[] = [];
  const params: Record<string, string> = {};
  if (filter.status) {
    parts.push('t.status = @status');
    params.status = filter.status;
  }
  if (filter.from) {
    parts.push('t.created_at >= @from');
    params.from = nepalDayStartUtc(filter.from);
  }
  if (filter.to) {
    parts.push('t.created_at < @before');
    params.before = nepalDayStartUtc(nextIsoDate(filter.to));
  }
  if (filter.class) {
    parts.push('t.class_name = @class');
    params.class = filter.class;
  }
  const words = filter.q?.trim();
  if (words) {
    parts.push("(t.student_name LIKE @q ESCAPE '\\' OR t.parent_name LIKE @q ESCAPE '\\' OR t.id LIKE @q ESCAPE '\\')");
    params.q = containing(words);
  }
  return { where: parts.length ? `WHERE ${parts.join(' AND ')}` : '', params };
}

/** better-sqlite3 refuses a parameter object for a statement without parameters: bind only when there are some. */
function withParams(statement: Database.Statement, params: Record<string, string>): Database.Statement {
  return Object.keys(params).length > 0 ? statement.bind(params) : statement;
}

const toItem = (row: LedgerRow): PaymentLedgerItem => ({
  id: row.id,
  wallet: row.wallet,
  studentName: row.student_name,
  className: row.class_name,
  roll: row.roll,
  parentName: row.parent_name,
  amountPaisa: row.amount_paisa,
  status: row.status,
  createdAt: row.created_at,
  completedAt: row.completed_at,
  receiptNumber: row.receipt_number,
});

export class PaymentLedger {
  constructor(private readonly db: Database.Database) {}

  /** One page, newest first, and how many payments match in all. */
  page(filter: LedgerFilter, page: number, pageSize: number): { payments: PaymentLedgerItem[]; total: number } {
    const { where, params } = condition(filter);
    const rows = this.db
      .prepare<[Record<string, string | number>], LedgerRow>(
        `SELECT t.id, t.wallet, t.student_name, t.class_name, t.roll, t.parent_name, t.amount_paisa, t.status,
                t.created_at, t.completed_at, r.number AS receipt_number
           FROM transactions t LEFT JOIN receipts r ON r.transaction_id = t.id
           ${where} ORDER BY t.created_at DESC, t.id DESC LIMIT @limit OFFSET @offset`,
      )
      .all({ ...params, limit: pageSize, offset: (page - 1) * pageSize });
    const total = withParams(this.db.prepare(`SELECT COUNT(*) AS n FROM transactions t ${where}`), params).get() as {
      n: number;
    };
    return { payments: rows.map(toItem), total: total.n };
  }

  /** Count and paisa per status of every payment that matches (statuses with none left out). */
  totals(filter: LedgerFilter): PaymentStatusTotal[] {
    const { where, params } = condition(filter);
    const statement = this.db.prepare(
      `SELECT t.status AS status, COUNT(*) AS count, SUM(t.amount_paisa) AS amountPaisa
         FROM transactions t ${where} GROUP BY t.status ORDER BY t.status`,
    );
    return withParams(statement, params).all() as PaymentStatusTotal[];
  }

  /** Every matching payment's id, oldest first (the CSV's order, as `make transactions` prints it). */
  ids(filter: LedgerFilter): string[] {
    const { where, params } = condition(filter);
    const statement = this.db.prepare(`SELECT t.id FROM transactions t ${where} ORDER BY t.created_at, t.id`);
    return (withParams(statement, params).all() as { id: string }[]).map((row) => row.id);
  }

  /** A payment's receipt number, once it has a receipt. */
  receiptNumberOf(transactionId: string): string | null {
    return receiptOfPayment(this.db, transactionId)?.receiptNumber ?? null;
  }
}
