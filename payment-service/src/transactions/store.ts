/**
 * The payment store: one SQLite file with the transactions and an append-only history of their status changes.
 *
 * Durability: WAL with synchronous=FULL, so every commit is fsynced before the call returns and therefore
 * before the HTTP answer is sent. NORMAL would be faster but could lose the last commits on a power cut,
 * and a parent told "paid" must stay paid; at a school's volume (a few writes a minute) the fsync costs nothing.
 *
 * Concurrency: better-sqlite3 is synchronous and each change runs in one IMMEDIATE transaction with a
 * conditional UPDATE (… WHERE status = <the status just read>), so concurrent or repeated calls for one
 * payment produce one change and one history entry; the others see the result.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { allowedFromStatuses, openStatuses, type ChangeSource, type TransactionStatus } from './statusRules.js';

export interface Transaction {
  id: string;
  esewaUuid: string;
  studentName: string;
  parentName: string;
  amountPaisa: number;
  status: TransactionStatus;
  /** eSewa's reference for the payment (transaction_code / ref_id), once eSewa gave one. */
  esewaRef: string | null;
  /** ISO 8601 UTC times. */
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
  /** When eSewa's status API last answered about this payment (paces the reconciler). */
  lastCheckedAt: string | null;
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
  esewaUuid: string;
  studentName: string;
  parentName: string;
  amountPaisa: number;
  createdAt: string;
}

export interface StatusChange {
  to: TransactionStatus;
  source: ChangeSource;
  esewaRef?: string | null;
  at: string;
}

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
  /** Inserts the transaction unless its id exists; either way returns what is stored. */
  insertIfAbsent(transaction: NewTransaction): { created: boolean; transaction: Transaction };
  findById(id: string): Transaction | undefined;
  /** Applies the change if the status rules allow it from the current status; one history entry per change. */
  changeStatus(id: string, change: StatusChange): ChangeResult;
  noteChecked(id: string, at: string): void;
  history(id: string): HistoryEntry[];
  /** Open transactions (money may still arrive) created between the two times (inclusive), least recently checked first. */
  openCreatedBetween(createdAfter: string, createdBefore: string, limit: number): Transaction[];
  list(filter: ListFilter): Transaction[];
  /** Throws if the database does not answer. */
  ping(): void;
  close(): void;
}

const schemaVersion = 1;

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

interface TransactionRow {
  id: string;
  esewa_uuid: string;
  student_name: string;
  parent_name: string;
  amount_paisa: number;
  status: TransactionStatus;
  esewa_ref: string | null;
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  last_checked_at: string | null;
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
    esewaUuid: row.esewa_uuid,
    studentName: row.student_name,
    parentName: row.parent_name,
    amountPaisa: row.amount_paisa,
    status: row.status,
    esewaRef: row.esewa_ref,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    completedAt: row.completed_at,
    lastCheckedAt: row.last_checked_at,
  };
}

export interface OpenStoreOptions {
  /** For the export: never writes, and refuses a missing file instead of creating one. */
  readonly?: boolean;
}

export function openTransactionStore(path: string, options: OpenStoreOptions = {}): TransactionStore {
  const readonly = options.readonly ?? false;
  if (!readonly) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { readonly, fileMustExist: readonly });
  db.pragma('busy_timeout = 5000');
  if (readonly) {
    if (db.pragma('user_version', { simple: true }) !== schemaVersion) {
      db.close();
      throw new Error(`${path} is not a payments database`);
    }
  } else {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('foreign_keys = ON');
    migrate(db);
  }

  const selectById = db.prepare<[string], TransactionRow>('SELECT * FROM transactions WHERE id = ?');
  const insert = db.prepare(
    `INSERT INTO transactions (id, esewa_uuid, student_name, parent_name, amount_paisa, status, created_at, updated_at)
     VALUES (@id, @esewaUuid, @studentName, @parentName, @amountPaisa, 'PENDING', @createdAt, @createdAt)
     ON CONFLICT (id) DO NOTHING`,
  );
  const updateStatus = db.prepare(
    `UPDATE transactions
        SET status = @to, esewa_ref = COALESCE(@esewaRef, esewa_ref), updated_at = @at,
            completed_at = CASE WHEN @to = 'COMPLETED' THEN @at ELSE completed_at END
      WHERE id = @id AND status = @from`,
  );
  const insertHistory = db.prepare(
    `INSERT INTO status_history (transaction_id, from_status, to_status, source, esewa_ref, at)
     VALUES (@id, @from, @to, @source, @esewaRef, @at)`,
  );
  const updateChecked = db.prepare('UPDATE transactions SET last_checked_at = ? WHERE id = ?');
  const selectHistory = db.prepare<[string], HistoryRow>(
    'SELECT * FROM status_history WHERE transaction_id = ? ORDER BY seq',
  );
  const selectOpen = db.prepare<[string, string, string, number], TransactionRow>(
    `SELECT * FROM transactions
      WHERE status IN (SELECT value FROM json_each(?)) AND created_at >= ? AND created_at <= ?
      ORDER BY last_checked_at IS NOT NULL, last_checked_at, created_at LIMIT ?`,
  );

  const requireById = (id: string): Transaction => {
    const row = selectById.get(id);
    if (!row) throw new Error(`no transaction ${id}`);
    return fromRow(row);
  };

  const changeStatus = db.transaction((id: string, change: StatusChange): ChangeResult => {
    const current = requireById(id);
    if (!allowedFromStatuses(change.to, change.source).includes(current.status)) {
      return { changed: false, transaction: current };
    }
    const params = { id, from: current.status, to: change.to, esewaRef: change.esewaRef ?? null, at: change.at };
    if (updateStatus.run(params).changes !== 1) return { changed: false, transaction: requireById(id) };
    insertHistory.run({ ...params, source: change.source });
    return { changed: true, from: current.status, transaction: requireById(id) };
  });

  return {
    insertIfAbsent(transaction) {
      const created = insert.run(transaction).changes === 1;
      return { created, transaction: requireById(transaction.id) };
    },
    findById(id) {
      const row = selectById.get(id);
      return row ? fromRow(row) : undefined;
    },
    // IMMEDIATE takes the write lock before reading, so no other connection can change the row in between.
    changeStatus: (id, change) => changeStatus.immediate(id, change),
    noteChecked(id, at) {
      updateChecked.run(at, id);
    },
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
    openCreatedBetween(createdAfter, createdBefore, limit) {
      return selectOpen.all(JSON.stringify(openStatuses), createdAfter, createdBefore, limit).map(fromRow);
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
    ping() {
      db.prepare('SELECT 1').get();
    },
    close() {
      if (db.open) db.close();
    },
  };
}

function migrate(db: Database.Database): void {
  const version = db.pragma('user_version', { simple: true }) as number;
  if (version === schemaVersion) return;
  if (version !== 0)
    throw new Error(`payments database has schema version ${version}; this build knows ${schemaVersion}`);
  db.transaction(() => {
    db.exec(schema);
    db.pragma(`user_version = ${schemaVersion}`);
  }).immediate();
}
