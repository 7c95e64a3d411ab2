/**
 * The payment store: one SQLite file with the transactions and an append-only history of their status changes.
 *
 * Durability: WAL with synchronous=FULL, so every commit is fsynced before its promise resolves and therefore
 * before the HTTP answer is sent. NORMAL would be faster but could lose the last commits on a power cut, and a
 * parent told "paid" must stay paid.
 *
 * Group commit: the fsync is what a write costs, so writes that arrive together share one. Every write is queued
 * and the queue is committed in one IMMEDIATE transaction on the next turn of the event loop (setImmediate: all
 * the requests Node read in this turn); each write runs in its own savepoint, so one failing write fails only its
 * own promise, and every promise resolves only after the COMMIT returned.
 *
 * Concurrency: inside the transaction each change is a conditional UPDATE (… WHERE status = <the status just
 * read>), so concurrent or repeated calls for one payment produce one change and one history entry; the others
 * see the result. SQLite triggers hold the status rules too (statusRules.ts): no code path can take a payment
 * out of COMPLETED except to a refund, out of ABANDONED except to COMPLETED, or out of CANCELED, FULL_REFUND or
 * EXPIRED at all.
 *
 * The reconciler's queue (dueForCheck) serves real parents first when eSewa's status-call budget cannot cover
 * everything due: a payment whose browser came back and could not be checked at once, then every payment's first
 * check, then the other checks, and last the tail of NOT_FOUND payments (mostly started by nobody who paid);
 * within each, the most overdue first.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DiskSpace } from '@school/service-kit';
import type { SiteLanguage, Wallet } from '@school/contracts';
import Database from 'better-sqlite3';
import { allocateWalletPayment, takeBackWalletPayment } from '../fees/allocation.js';
import { feeTables } from '../fees/feeTables.js';
import { ledgerTables } from '../fees/ledgerTables.js';
import { queueReceiptMail, receiptMailsTable } from '../mail/receiptMails.js';
import { ledgerLinks, readReceipt, receiptOfPayment, receiptTokenOf, type ReceiptView } from '../fees/receipts.js';
import { ParentDues } from '../fees/parentDues.js';
import { firstCheckAt, nextCheckAt } from './checkSchedule.js';
import {
  allowedFromStatuses,
  changeSources,
  closedByReconciler,
  finalStatuses,
  openStatuses,
  transactionStatuses,
  type ChangeSource,
  type TransactionStatus,
} from './statusRules.js';

export interface Transaction {
  id: string;
  /** The wallet the payment was started with; every payment before version 6 is eSewa's. */
  wallet: Wallet;
  /** Derived from the id for every payment (eSewa's transaction_uuid); only eSewa is ever told it. */
  esewaUuid: string;
  studentName: string;
  /** The student's class; null for a payment made before the class was asked (version 3 and older). */
  className: string | null;
  /** The student's roll number, when the parent gave it. */
  roll: number | null;
  parentName: string;
  amountPaisa: number;
  status: TransactionStatus;
  /** eSewa's reference for the payment (transaction_code / ref_id), once eSewa gave one. */
  esewaRef: string | null;
  /** Khalti's payment id, from its initiate answer: the only pidx ever looked up for this payment. */
  khaltiPidx: string | null;
  /** Khalti's payment page for it, answered again to a retried initiate. */
  khaltiPaymentUrl: string | null;
  /** Khalti's reference (lookup's transaction_id) and its fee in paisa, once Khalti gave them. */
  khaltiTransactionId: string | null;
  khaltiFeePaisa: number | null;
  /** Where the receipt is mailed (version 7), when the parent gave an address, and in which language. */
  receiptEmail: string | null;
  receiptLanguage: SiteLanguage | null;
  /** ISO 8601 UTC times. */
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  /** When eSewa's status API last answered about this payment. */
  lastCheckedAt: string | null;
  /** When the reconciler next asks eSewa about it; null: never again (a final status, or the refund watch ended). */
  nextCheckAt: string | null;
  /** Status-check calls made about it so far, answered or not (the backoff counts them). */
  checkAttempts: number;
  /** The parent's page reported back and eSewa could not be asked then: it is checked before anything else. */
  browserReturned: boolean;
}

export interface HistoryEntry {
  transactionId: string;
  fromStatus: TransactionStatus;
  toStatus: TransactionStatus;
  source: ChangeSource;
  esewaRef: string | null;
  at: string;
}

export interface NewTransaction {
  id: string;
  /** eSewa when left out. */
  wallet?: Wallet;
  esewaUuid: string;
  studentName: string;
  /** Optional here so the store's own tests need not name one; the initiate route always does. */
  className?: string | null;
  roll?: number | null;
  parentName: string;
  amountPaisa: number;
  createdAt: string;
  /** The dues this payment pays (a payment of dues): payment_dues rows, written in the same commit. */
  dueIds?: readonly number[];
  /** Where the receipt is mailed, when the parent gave an address, and in which language (the page's). */
  receiptEmail?: string | null;
  receiptLanguage?: SiteLanguage | null;
}

export interface StatusChange {
  to: TransactionStatus;
  source: ChangeSource;
  esewaRef?: string | null;
  /** What Khalti's lookup gave with the status (kept once given). */
  khaltiTransactionId?: string | null;
  khaltiFeePaisa?: number | null;
  at: string;
}

/** eSewa's token payment notice (routes/esewaToken.ts), for a student found by the ID eSewa sent. */
export interface TokenPaymentNotice {
  /** Derived from eSewa's transaction_code (fees/tokenPayment.ts). */
  id: string;
  studentId: string;
  amountPaisa: number;
  /** eSewa's transaction_code. */
  esewaRef: string;
  at: string;
}

export type TokenPaymentOutcome =
  | { kind: 'recorded'; transaction: Transaction; receiptNumber: string }
  /** A payment was stored under this id before (a repeated notice, or the code reused): nothing was written. */
  | { kind: 'stored-before'; transaction: Transaction; studentId: string | null; receiptNumber: string | null }
  /** The amount is not the student's unpaid dues now (0: nothing is due): nothing was written. */
  | { kind: 'amount-mismatch'; duePaisa: number };

export type ChangeResult =
  { changed: true; from: TransactionStatus; transaction: Transaction } | { changed: false; transaction: Transaction };

export interface ListFilter {
  statuses?: readonly TransactionStatus[];
  /** Inclusive lower bound on createdAt (ISO). */
  createdFrom?: string;
  /** Exclusive upper bound on createdAt (ISO). */
  createdBefore?: string;
}

export interface TransactionStore {
  /** Inserts the transaction unless its id exists; either way answers what is stored, once committed. */
  insertIfAbsent(transaction: NewTransaction): Promise<{ created: boolean; transaction: Transaction }>;
  findById(id: string): Transaction | undefined;
  /**
   * Keeps Khalti's pidx and payment page for a Khalti payment that has none yet; either way answers what is stored
   * (two initiates racing: the first pidx kept wins, and both answer its page).
   */
  setKhaltiPayment(id: string, khalti: { pidx: string; paymentUrl: string }): Promise<Transaction>;
  /** Applies the change if the status rules allow it from the current status; one history entry per change. */
  changeStatus(id: string, change: StatusChange): Promise<ChangeResult>;
  /**
   * eSewa's token payment notice in ONE commit: when the amount is exactly the student's unpaid dues now, the payment
   * is inserted for those dues (the student's stored name, class and roll) and COMPLETED at once (source
   * `token-notice`), allocation and receipt included. A kill -9 can never leave it PENDING, which eSewa's ePay
   * status API has never heard of; nor is that API ever asked about it (no next check, no refund watch).
   */
  recordTokenPayment(notice: TokenPaymentNotice): Promise<TokenPaymentOutcome>;
  /** Records one status-check call about the payment and sets its next check (checkSchedule.ts). */
  recordCheck(id: string, check: { at: string; answered: boolean }): Promise<Transaction | undefined>;
  history(id: string): HistoryEntry[];
  /** The page came back and eSewa could not be asked now: the payment is checked first, as soon as it can be. */
  requestCheck(id: string, at: string): Promise<void>;
  /** Payments whose next check is due at `now`, real parents first (see above), most overdue first within. */
  dueForCheck(now: string, limit: number): Transaction[];
  /** What is due at `now`, by place in the queue (what `make transactions` reports). */
  backlog(now: string): Backlog;
  /** Payments started at or after `since` that nobody paid (yet), and the oldest one's start. */
  unpaidSince(since: string): { count: number; oldestCreatedAt: string | null };
  /** Payments started in [from, to), and how many of them ended ABANDONED. */
  startedBetween(from: string, to: string): { started: number; abandoned: number };
  /** The earliest next check of any payment, or null if none is planned. */
  nextCheckDue(): string | null;
  list(filter: ListFilter): Transaction[];
  /** The receipt at this token (its page), or undefined. */
  receiptByToken(token: string): ReceiptView | undefined;
  /** A COMPLETED payment's receipt token (every COMPLETED payment has one, issued with the status change). */
  receiptTokenOf(transactionId: string): string | undefined;
  /** Each payment's student (a payment of dues) and receipt number, for the ledger CSV; empty before version 8. */
  ledgerLinks(): Map<string, { studentId: string | null; receiptNumber: string | null }>;
  /** Throws if the database does not answer. */
  ping(): void;
  /** Writes and the commits they shared since the store opened (group commit: commits ≤ writes). */
  writeStats(): { writes: number; commits: number };
  /** Commits what is queued, then closes. */
  close(): void;
}

export interface Backlog {
  due: number;
  /** The page came back, or the first check: the ones served first. */
  firstInLine: number;
  /** NOT_FOUND payments' later checks: served last. */
  notFoundTail: number;
}

const schemaVersion = 9;

const schema = `
CREATE TABLE transactions (
  id              TEXT PRIMARY KEY,
  esewa_uuid      TEXT NOT NULL UNIQUE,
  student_name    TEXT NOT NULL,
  parent_name     TEXT NOT NULL,
  amount_paisa    INTEGER NOT NULL CHECK (amount_paisa > 0),
  status          TEXT NOT NULL,
  esewa_ref       TEXT,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL,
  completed_at    TEXT,
  last_checked_at TEXT
) STRICT;
CREATE INDEX transactions_by_status_created ON transactions (status, created_at);
CREATE INDEX transactions_by_created ON transactions (created_at);

CREATE TABLE status_history (
  seq            INTEGER PRIMARY KEY AUTOINCREMENT,
  transaction_id TEXT NOT NULL REFERENCES transactions (id),
  from_status    TEXT NOT NULL,
  to_status      TEXT NOT NULL,
  source         TEXT NOT NULL CHECK (source IN ('callback', 'status-check', 'client-failure', 'reconciler')),
  esewa_ref      TEXT,
  at             TEXT NOT NULL
) STRICT;
CREATE INDEX status_history_by_transaction ON status_history (transaction_id, seq);

-- Append-only: the history is the audit trail of every status change.
CREATE TRIGGER status_history_no_update BEFORE UPDATE ON status_history
BEGIN SELECT RAISE(ABORT, 'status_history is append-only'); END;
CREATE TRIGGER status_history_no_delete BEFORE DELETE ON status_history
BEGIN SELECT RAISE(ABORT, 'status_history is append-only'); END;
`;

const sqlList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/** Version 2: each payment's own next check (the reconciler's queue). */
const schemaV2 = `
ALTER TABLE transactions ADD COLUMN next_check_at TEXT;
ALTER TABLE transactions ADD COLUMN check_attempts INTEGER NOT NULL DEFAULT 0;
UPDATE transactions SET next_check_at = strftime('%Y-%m-%dT%H:%M:%fZ', created_at, '+5 minutes')
 WHERE status IN (${sqlList(openStatuses)});
UPDATE transactions SET next_check_at = strftime('%Y-%m-%dT%H:%M:%fZ', completed_at, '+1 day')
 WHERE status IN ('COMPLETED', 'PARTIAL_REFUND') AND completed_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 days');
CREATE INDEX transactions_by_next_check ON transactions (next_check_at) WHERE next_check_at IS NOT NULL;

`;

/** Version 3: the flag of a payment whose page came back (and the status rules' triggers below, with ABANDONED). */
const schemaV3 = `
ALTER TABLE transactions ADD COLUMN browser_returned INTEGER NOT NULL DEFAULT 0;
`;

/**
 * Version 4: which child the fee is for, the class and the roll number. Both stay NULL on the payments made
 * before: every row is kept as it was.
 */
const schemaV4 = `
ALTER TABLE transactions ADD COLUMN class_name TEXT;
ALTER TABLE transactions ADD COLUMN roll INTEGER;
`;

/** Version 5: the students and their dues, from the school's records, and the dues a payment is for (fees/). */
const schemaV5 = feeTables;

/**
 * Version 6: the wallet of each payment (every earlier one is eSewa's) and Khalti's references: the pidx from its
 * initiate (one pidx, one payment), its payment page, and from its lookup the transaction_id and the fee.
 */
const schemaV6 = `
ALTER TABLE transactions ADD COLUMN wallet TEXT NOT NULL DEFAULT 'esewa' CHECK (wallet IN ('esewa', 'khalti'));
ALTER TABLE transactions ADD COLUMN khalti_pidx TEXT;
ALTER TABLE transactions ADD COLUMN khalti_payment_url TEXT;
ALTER TABLE transactions ADD COLUMN khalti_transaction_id TEXT;
ALTER TABLE transactions ADD COLUMN khalti_fee_paisa INTEGER;
CREATE UNIQUE INDEX transactions_by_khalti_pidx ON transactions (khalti_pidx) WHERE khalti_pidx IS NOT NULL;
`;

/** Version 7: where a payment's receipt is mailed, when the parent gave an address, and in which language. */
const schemaV7 = `
ALTER TABLE transactions ADD COLUMN receipt_email TEXT;
ALTER TABLE transactions ADD COLUMN receipt_language TEXT CHECK (receipt_language IN ('en', 'ne'));
`;

/**
 * Version 8: the ledger (fees/ledgerTables.ts): what paid each due, receipts, office payments, credits, and the
 * accounts' audit trail; and the receipts waiting to be mailed (mail/receiptMails.ts). A payment COMPLETED before it
 * has no receipt.
 */
const schemaV8 = `${ledgerTables}
${receiptMailsTable}`;

/**
 * Version 9: the history's sources include eSewa's token payment notice (`token-notice`). SQLite cannot change a
 * CHECK, so the append-only table is copied whole into one with the new CHECK, rows and sequence numbers kept.
 */
const schemaV9 = `
DROP TRIGGER IF EXISTS status_history_no_update;
DROP TRIGGER IF EXISTS status_history_no_delete;
CREATE TABLE status_history_v9 (
  seq            INTEGER PRIMARY KEY AUTOINCREMENT,
  transaction_id TEXT NOT NULL REFERENCES transactions (id),
  from_status    TEXT NOT NULL,
  to_status      TEXT NOT NULL,
  source         TEXT NOT NULL CHECK (source IN (${sqlList(changeSources)})),
  esewa_ref      TEXT,
  at             TEXT NOT NULL
) STRICT;
INSERT INTO status_history_v9 (seq, transaction_id, from_status, to_status, source, esewa_ref, at)
  SELECT seq, transaction_id, from_status, to_status, source, esewa_ref, at FROM status_history ORDER BY seq;
DROP TABLE status_history;
ALTER TABLE status_history_v9 RENAME TO status_history;
CREATE INDEX status_history_by_transaction ON status_history (transaction_id, seq);
CREATE TRIGGER status_history_no_update BEFORE UPDATE ON status_history
BEGIN SELECT RAISE(ABORT, 'status_history is append-only'); END;
CREATE TRIGGER status_history_no_delete BEFORE DELETE ON status_history
BEGIN SELECT RAISE(ABORT, 'status_history is append-only'); END;
`;

/**
 * The status rules as triggers, made again by every migration, with the statuses of this build (a version 2 file's
 * trigger knew no ABANDONED).
 */
const statusRulesTriggers = `
DROP TRIGGER IF EXISTS transactions_start_pending;
DROP TRIGGER IF EXISTS transactions_status_rules;

-- The status rules (statusRules.ts), enforced by the database itself: a payment starts PENDING and never goes
-- back to it; COMPLETED is left only for a refund; ABANDONED only for COMPLETED; CANCELED, FULL_REFUND and
-- EXPIRED are never left; only an open payment is expired or abandoned.
CREATE TRIGGER transactions_start_pending BEFORE INSERT ON transactions WHEN NEW.status <> 'PENDING'
BEGIN SELECT RAISE(ABORT, 'a payment starts PENDING'); END;
CREATE TRIGGER transactions_status_rules BEFORE UPDATE OF status ON transactions
WHEN NEW.status <> OLD.status AND (
     NEW.status NOT IN (${sqlList(transactionStatuses)})
  OR NEW.status = 'PENDING'
  OR OLD.status IN (${sqlList(finalStatuses)})
  OR (OLD.status = 'COMPLETED' AND NEW.status NOT IN ('FULL_REFUND', 'PARTIAL_REFUND'))
  OR (OLD.status = 'PARTIAL_REFUND' AND NEW.status <> 'FULL_REFUND')
  OR (OLD.status = 'ABANDONED' AND NEW.status <> 'COMPLETED')
  OR (NEW.status IN (${sqlList(closedByReconciler)}) AND OLD.status NOT IN (${sqlList(openStatuses)}))
)
BEGIN SELECT RAISE(ABORT, 'status change not allowed by the payment rules'); END;
`;

/** Where a due check stands in the queue: 0 is served first (see the top of this file). */
const queueRank = `CASE WHEN browser_returned = 1 THEN 0
  WHEN check_attempts = 0 AND status IN (${sqlList(openStatuses)}) THEN 1 WHEN status = 'NOT_FOUND' THEN 3 ELSE 2 END`;

/** Paid: not counted among the payments nobody paid. */
const paidStatuses = sqlList(['COMPLETED', 'PARTIAL_REFUND', 'FULL_REFUND']);

interface TransactionRow {
  id: string;
  /** Absent (with the khalti_ columns) in a file older than version 6 that the export reads before migration. */
  wallet?: Wallet;
  khalti_pidx?: string | null;
  khalti_payment_url?: string | null;
  khalti_transaction_id?: string | null;
  khalti_fee_paisa?: number | null;
  /** Absent in a file older than version 7. */
  receipt_email?: string | null;
  receipt_language?: SiteLanguage | null;
  esewa_uuid: string;
  student_name: string;
  /** Absent in a file older than version 4 that the export reads before the service migrated it. */
  class_name?: string | null;
  roll?: number | null;
  parent_name: string;
  amount_paisa: number;
  status: TransactionStatus;
  esewa_ref: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  last_checked_at: string | null;
  /** Absent in a version 1 file the export reads before the service migrated it. */
  next_check_at?: string | null;
  check_attempts?: number;
  browser_returned?: number;
}

interface HistoryRow {
  transaction_id: string;
  from_status: TransactionStatus;
  to_status: TransactionStatus;
  source: ChangeSource;
  esewa_ref: string | null;
  at: string;
}

function fromRow(row: TransactionRow): Transaction {
  return {
    id: row.id,
    wallet: row.wallet ?? 'esewa',
    esewaUuid: row.esewa_uuid,
    studentName: row.student_name,
    className: row.class_name ?? null,
    roll: row.roll ?? null,
    parentName: row.parent_name,
    amountPaisa: row.amount_paisa,
    status: row.status,
    esewaRef: row.esewa_ref,
    khaltiPidx: row.khalti_pidx ?? null,
    khaltiPaymentUrl: row.khalti_payment_url ?? null,
    khaltiTransactionId: row.khalti_transaction_id ?? null,
    khaltiFeePaisa: row.khalti_fee_paisa ?? null,
    receiptEmail: row.receipt_email ?? null,
    receiptLanguage: row.receipt_language ?? null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
    lastCheckedAt: row.last_checked_at,
    nextCheckAt: row.next_check_at ?? null,
    checkAttempts: row.check_attempts ?? 0,
    browserReturned: row.browser_returned === 1,
  };
}

interface QueuedWrite {
  run: () => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export interface OpenStoreOptions {
  /** For the export: never writes, and refuses a missing file instead of creating one. */
  readonly?: boolean;
  /**
   * The free-space guard of the database's disk (diskSpace.ts): a write is refused before it is queued while the
   * disk is full, and every commit's outcome is reported to it.
   */
  diskSpace?: DiskSpace;
  /** Called after a commit that queued a receipt's email (mail/receiptMails.ts): the mailer hands it over now. */
  onReceiptMailQueued?: () => void;
}

export function openTransactionStore(path: string, options: OpenStoreOptions = {}): TransactionStore {
  const readonly = options.readonly ?? false;
  const { diskSpace } = options;
  let version = schemaVersion;
  let db: Database.Database;
  if (readonly) {
    db = new Database(path, { readonly, fileMustExist: true });
    db.pragma('busy_timeout = 5000');
    version = db.pragma('user_version', { simple: true }) as number;
    if (version < 1 || version > schemaVersion) {
      db.close();
      throw new Error(`${path} is not a payments database`);
    }
  } else db = openPaymentsDatabase(path);

  const selectById = db.prepare<[string], TransactionRow>('SELECT * FROM transactions WHERE id = ?');
  // The write statements name this version's columns. A read-only store (the export, perhaps of an older file the
  // service has not migrated yet) never writes (see write below), so it prepares none of them.
  const prepareWrite = (sql: string) => (readonly ? (undefined as unknown as Database.Statement) : db.prepare(sql));
  const insert = prepareWrite(
    `INSERT INTO transactions (id, wallet, esewa_uuid, student_name, class_name, roll, parent_name, amount_paisa,
                               status, created_at, updated_at, next_check_at, receipt_email,
                               receipt_language)
     VALUES (@id, @wallet, @esewaUuid, @studentName, @className, @roll, @parentName, @amountPaisa, 'PENDING',
             @createdAt, @createdAt, @nextCheckAt, @receiptEmail,
             @receiptLanguage)
     ON CONFLICT (id) DO NOTHING`,
  );
  const insertPaymentDue = prepareWrite('INSERT INTO payment_dues (transaction_id, due_id) VALUES (?, ?)');
  const clearNextCheck = prepareWrite('UPDATE transactions SET next_check_at = NULL WHERE id = ?');
  // The dues as the parents' lookup reads them, read inside the write's own transaction (a token payment's amount).
  const duesNow = readonly ? undefined : new ParentDues(db);
  const updateStatus = prepareWrite(
    `UPDATE transactions
        SET status = @to, esewa_ref = COALESCE(@esewaRef, esewa_ref),
            khalti_transaction_id = COALESCE(@khaltiTransactionId, khalti_transaction_id),
            khalti_fee_paisa = COALESCE(@khaltiFeePaisa, khalti_fee_paisa), updated_at = @at,
            completed_at = CASE WHEN @to = 'COMPLETED' THEN @at ELSE completed_at END, next_check_at = @nextCheckAt
      WHERE id = @id AND status = @from`,
  );
  const insertHistory = prepareWrite(
    `INSERT INTO status_history (transaction_id, from_status, to_status, source, esewa_ref, at)
     VALUES (@id, @from, @to, @source, @esewaRef, @at)`,
  );
  const updateKhaltiPayment = prepareWrite(
    `UPDATE transactions SET khalti_pidx = @pidx, khalti_payment_url = @paymentUrl
      WHERE id = @id AND wallet = 'khalti' AND khalti_pidx IS NULL`,
  );
  const updateCheck = prepareWrite(
    `UPDATE transactions
        SET check_attempts = @checkAttempts, next_check_at = @nextCheckAt,
            last_checked_at = CASE WHEN @answered THEN @at ELSE last_checked_at END, browser_returned = 0
      WHERE id = @id`,
  );
  const markReturned = prepareWrite(
    `UPDATE transactions
        SET browser_returned = 1,
            next_check_at = CASE WHEN next_check_at IS NULL OR next_check_at > @at THEN @at ELSE next_check_at END
      WHERE id = @id AND status IN (${sqlList(openStatuses)})`,
  );
  const selectHistory = db.prepare<[string], HistoryRow>(
    'SELECT * FROM status_history WHERE transaction_id = ? ORDER BY seq',
  );
  const selectDue = readonly
    ? undefined
    : db.prepare<[string, number], TransactionRow>(
        `SELECT * FROM transactions WHERE next_check_at IS NOT NULL AND next_check_at <= ?
          ORDER BY ${queueRank}, next_check_at LIMIT ?`,
      );
  // A file older than version 3 (read by the export before the service migrated it) has no queue to report.
  const selectBacklog =
    version < 3
      ? undefined
      : db.prepare<[string], { due: number; firstInLine: number | null; notFoundTail: number | null }>(
          `SELECT COUNT(*) AS due, SUM(${queueRank} <= 1) AS firstInLine, SUM(${queueRank} = 3) AS notFoundTail
             FROM transactions WHERE next_check_at IS NOT NULL AND next_check_at <= ?`,
        );
  const selectUnpaid = db.prepare<[string], { count: number; oldest: string | null }>(
    `SELECT COUNT(*) AS count, MIN(created_at) AS oldest FROM transactions
      WHERE created_at >= ? AND status NOT IN (${paidStatuses})`,
  );
  const selectStarted = db.prepare<[string, string], { started: number; abandoned: number | null }>(
    `SELECT COUNT(*) AS started, SUM(status = 'ABANDONED') AS abandoned FROM transactions
      WHERE created_at >= ? AND created_at < ?`,
  );
  const selectNextDue =
    version < 2
      ? undefined
      : db.prepare<[], { due: string | null }>(
          'SELECT MIN(next_check_at) AS due FROM transactions WHERE next_check_at IS NOT NULL',
        );

  const requireById = (id: string): Transaction => {
    const row = selectById.get(id);
    if (!row) throw new Error(`no transaction ${id}`);
    return fromRow(row);
  };

  // Group commit: writes queued in one turn of the event loop share one transaction and one fsync.
  let queue: QueuedWrite[] = [];
  let flushScheduled = false;
  const stats = { writes: 0, commits: 0 };
  // Called inside the batch's transaction, it runs `run` in a savepoint: a failing write is rolled back alone.
  const inSavepoint = db.transaction((run: () => unknown) => run());
  const commitBatch = db.transaction((batch: QueuedWrite[]) =>
    batch.map((write) => {
      try {
        return { ok: true as const, value: inSavepoint(write.run) };
      } catch (error) {
        return { ok: false as const, error };
      }
    }),
  );
  // Set by a completion that queued a receipt's email; read after the commit.
  let receiptMailQueued = false;
  const flush = () => {
    flushScheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    let outcomes: ReturnType<typeof commitBatch>;
    try {
      outcomes = commitBatch.immediate(batch);
      stats.commits += 1;
      stats.writes += batch.length;
    } catch (error) {
      diskSpace?.afterWrite(error);
      for (const write of batch) write.reject(error);
      return;
    }
    diskSpace?.afterWrite();
    if (receiptMailQueued) {
      receiptMailQueued = false;
      options.onReceiptMailQueued?.();
    }
    outcomes.forEach((outcome, i) => {
      const write = batch[i]!;
      if (outcome.ok) write.resolve(outcome.value);
      else {
        // A savepoint that could not grow the file for want of space fails alone, and marks the disk full.
        diskSpace?.afterWrite(outcome.error);
        write.reject(outcome.error);
      }
    });
  };
  const write = <T>(run: () => T): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (readonly || !db.open) return reject(new Error('the payment store is closed or read-only'));
      try {
        diskSpace?.assertRoomToWrite();
      } catch (error) {
        return reject(error);
      }
      queue.push({ run, resolve: resolve as (value: unknown) => void, reject });
      if (!flushScheduled) {
        flushScheduled = true;
        setImmediate(flush);
      }
    });

  const applyChange = (id: string, change: StatusChange): ChangeResult => {
    const current = requireById(id);
    if (!allowedFromStatuses(change.to, change.source).includes(current.status)) {
      return { changed: false, transaction: current };
    }
    // Open → open keeps its schedule; otherwise the new status decides (refund watch, or no more checks).
    const next = openStatuses.includes(change.to)
      ? current.nextCheckAt
      : nextCheckAt(
          { ...current, status: change.to, completedAt: change.to === 'COMPLETED' ? change.at : current.completedAt },
          new Date(change.at),
        );
    const params = { id, from: current.status, to: change.to, esewaRef: change.esewaRef ?? null, at: change.at };
    const khalti = {
      khaltiTransactionId: change.khaltiTransactionId ?? null,
      khaltiFeePaisa: change.khaltiFeePaisa ?? null,
    };
    if (updateStatus.run({ ...params, ...khalti, nextCheckAt: next }).changes !== 1) {
      return { changed: false, transaction: requireById(id) };
    }
    insertHistory.run({ ...params, source: change.source });
    // The allocation shares the change's savepoint: the money is allocated if and only if the change is kept.
    if (change.to === 'COMPLETED') {
      const allocation = allocateWalletPayment(db, { id, amountPaisa: current.amountPaisa, at: change.at });
      // The receipt's email is queued in the same savepoint: a payment completed is a receipt mailed, even after kill -9.
      if (allocation && current.receiptEmail) {
        queueReceiptMail(db, {
          transactionId: id,
          receiptToken: allocation.receipt.token,
          to: current.receiptEmail,
          language: current.receiptLanguage ?? 'en',
          at: change.at,
        });
        receiptMailQueued = true;
      }
    } else if (change.to === 'FULL_REFUND' || change.to === 'PARTIAL_REFUND')
      takeBackWalletPayment(db, { id, at: change.at });
    return { changed: true, from: current.status, transaction: requireById(id) };
  };

  return {
    insertIfAbsent: (transaction) =>
      write(() => {
        const { dueIds = [], ...fields } = transaction;
        const created =
          insert.run({
            ...fields,
            wallet: transaction.wallet ?? 'esewa',
            className: transaction.className ?? null,
            roll: transaction.roll ?? null,
            receiptEmail: transaction.receiptEmail ?? null,
            receiptLanguage: transaction.receiptLanguage ?? null,
            nextCheckAt: firstCheckAt(transaction.createdAt),
          }).changes === 1;
        if (created) for (const dueId of dueIds) insertPaymentDue.run(transaction.id, dueId);
        return { created, transaction: requireById(transaction.id) };
      }),
    findById(id) {
      const row = selectById.get(id);
      return row ? fromRow(row) : undefined;
    },
    setKhaltiPayment: (id, khalti) =>
      write(() => {
        updateKhaltiPayment.run({ id, ...khalti });
        return requireById(id);
      }),
    changeStatus: (id, change) => write(() => applyChange(id, change)),
    recordTokenPayment: (notice) =>
      write((): TokenPaymentOutcome => {
        const stored = selectById.get(notice.id);
        if (stored) {
          const receipt = receiptOfPayment(db, notice.id);
          return {
            kind: 'stored-before',
            transaction: fromRow(stored),
            studentId: receipt?.studentId ?? null,
            receiptNumber: receipt?.receiptNumber ?? null,
          };
        }
        const student = duesNow?.student(notice.studentId);
        const dues = student ? duesNow!.unpaidDues(student.studentId) : [];
        const duePaisa = dues.reduce((sum, due) => sum + due.amountPaisa, 0);
        if (!student || dues.length === 0 || duePaisa !== notice.amountPaisa) {
          return { kind: 'amount-mismatch', duePaisa };
        }
        insert.run({
          id: notice.id,
          wallet: 'esewa',
          esewaUuid: notice.id,
          studentName: student.name,
          className: student.className,
          roll: student.roll,
          parentName: '',
          amountPaisa: duePaisa,
          createdAt: notice.at,
          nextCheckAt: null,
          receiptEmail: null,
          receiptLanguage: null,
        });
        for (const due of dues) insertPaymentDue.run(notice.id, due.id);
        const completed = applyChange(notice.id, {
          to: 'COMPLETED',
          source: 'token-notice',
          esewaRef: notice.esewaRef,
          at: notice.at,
        });
        if (!completed.changed) throw new Error(`token payment ${notice.id} could not be completed`);
        // eSewa's ePay status API has never heard of it (no uuid of ours): no refund watch either.
        clearNextCheck.run(notice.id);
        const receipt = receiptOfPayment(db, notice.id);
        if (!receipt) throw new Error(`token payment ${notice.id} has no receipt`);
        return { kind: 'recorded', transaction: requireById(notice.id), receiptNumber: receipt.receiptNumber };
      }),
    recordCheck: (id, check) =>
      write(() => {
        const row = selectById.get(id);
        if (!row) return undefined;
        const current = fromRow(row);
        const checkAttempts = current.checkAttempts + 1;
        updateCheck.run({
          id,
          at: check.at,
          answered: check.answered ? 1 : 0,
          checkAttempts,
          nextCheckAt:
            current.nextCheckAt === null ? null : nextCheckAt({ ...current, checkAttempts }, new Date(check.at)),
        });
        return requireById(id);
      }),
    history(id) {
      return selectHistory.all(id).map((row) => ({
        transactionId: row.transaction_id,
        fromStatus: row.from_status,
        toStatus: row.to_status,
        source: row.source,
        esewaRef: row.esewa_ref,
        at: row.at,
      }));
    },
    requestCheck: (id, at) =>
      write(() => {
        markReturned.run({ id, at });
      }),
    dueForCheck(now, limit) {
      return selectDue ? selectDue.all(now, limit).map(fromRow) : [];
    },
    backlog(now) {
      const row = selectBacklog?.get(now);
      return { due: row?.due ?? 0, firstInLine: row?.firstInLine ?? 0, notFoundTail: row?.notFoundTail ?? 0 };
    },
    unpaidSince(since) {
      const row = selectUnpaid.get(since);
      return { count: row?.count ?? 0, oldestCreatedAt: row?.oldest ?? null };
    },
    startedBetween(from, to) {
      const row = selectStarted.get(from, to);
      return { started: row?.started ?? 0, abandoned: row?.abandoned ?? 0 };
    },
    nextCheckDue() {
      return selectNextDue?.get()?.due ?? null;
    },
    list(filter) {
      const where: string[] = [];
      const params: Record<string, string> = {};
      if (filter.statuses && filter.statuses.length > 0) {
        where.push('status IN (SELECT value FROM json_each(@statuses))');
        params.statuses = JSON.stringify(filter.statuses);
      }
      if (filter.createdFrom) {
        where.push('created_at >= @createdFrom');
        params.createdFrom = filter.createdFrom;
      }
      if (filter.createdBefore) {
        where.push('created_at < @createdBefore');
        params.createdBefore = filter.createdBefore;
      }
      const sql = `SELECT * FROM transactions ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY created_at, id`;
      // better-sqlite3 refuses a parameter object for a statement without parameters.
      const rows = where.length
        ? db.prepare<[Record<string, string>], TransactionRow>(sql).all(params)
        : db.prepare<[], TransactionRow>(sql).all();
      return rows.map(fromRow);
    },
    receiptByToken(token) {
      return version < 8 ? undefined : readReceipt(db, token);
    },
    receiptTokenOf(transactionId) {
      return version < 8 ? undefined : receiptTokenOf(db, transactionId);
    },
    ledgerLinks() {
      return version < 8 ? new Map() : ledgerLinks(db);
    },
    writeStats: () => ({ ...stats }),
    ping() {
      db.prepare('SELECT 1').get();
    },
    close() {
      if (!db.open) return;
      flush();
      db.close();
    },
  };
}

/**
 * The payments database opened for writing, migrated to this build's schema: the service's store and the fees'
 * (fees/feeStore.ts) share the file and its settings (WAL, synchronous=FULL, foreign keys, a 5 s busy wait).
 */
export function openPaymentsDatabase(path: string): Database.Database {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  try {
    migrate(db);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}

function migrate(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version === schemaVersion) return;
  if (version > schemaVersion)
    throw new Error(`payments database has schema version ${version}; this build knows ${schemaVersion}`);
  db.transaction(() => {
    if (version === 0) db.exec(schema);
    if (version < 2) db.exec(schemaV2);
    if (version < 3) db.exec(schemaV3);
    if (version < 4) db.exec(schemaV4);
    if (version < 5) db.exec(schemaV5);
    if (version < 6) db.exec(schemaV6);
    if (version < 7) db.exec(schemaV7);
    if (version < 8) db.exec(schemaV8);
    if (version < 9) db.exec(schemaV9);
    db.exec(statusRulesTriggers);
    db.pragma(`user_version = ${schemaVersion}`);
  }).immediate();
}
