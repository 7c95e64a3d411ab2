/**
 * The receipts waiting to be mailed: one row per COMPLETED payment whose parent gave an email address, written in
 * the same transaction that completes the payment (so a receipt acknowledged is never left unmailed, even under
 * `kill -9`), and handed to the office outbox by receiptMailer.ts. The office outbox then sends it, with its own
 * retries and one Message-ID per receipt.
 *
 * States: `waiting` (to hand over; `next_attempt_at` says when), `handed` (office-service queued it, or had queued it
 * before), `refused` (office-service answered 400 or 404: retrying cannot help; logged).
 */
import type Database from 'better-sqlite3';
import type { SiteLanguage } from '@school/contracts';

export const receiptMailsTable = `
CREATE TABLE receipt_mails (
  transaction_id  TEXT PRIMARY KEY REFERENCES transactions (id),
  receipt_token   TEXT NOT NULL,
  to_address      TEXT NOT NULL,
  language        TEXT NOT NULL CHECK (language IN ('en', 'ne')),
  state           TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'handed', 'refused')),
  attempts        INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT NOT NULL,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL
) STRICT;
CREATE INDEX receipt_mails_waiting ON receipt_mails (next_attempt_at) WHERE state = 'waiting';
`;

export interface WaitingReceiptMail {
  transactionId: string;
  receiptToken: string;
  to: string;
  language: SiteLanguage;
  attempts: number;
}

/**
 * Queues a receipt's email; call inside the transaction that completes the payment. A second call for one payment
 * changes nothing (one receipt, one email).
 */
export function queueReceiptMail(
  db: Database.Database,
  mail: { transactionId: string; receiptToken: string; to: string; language: SiteLanguage; at: string },
): void {
  db.prepare(
    `INSERT INTO receipt_mails (transaction_id, receipt_token, to_address, language, next_attempt_at, created_at, updated_at)
     VALUES (@transactionId, @receiptToken, @to, @language, @at, @at, @at)
     ON CONFLICT (transaction_id) DO NOTHING`,
  ).run(mail);
}

export class ReceiptMails {
  private readonly due: Database.Statement<[string, number], WaitingReceiptMail>;
  private readonly settle: Database.Statement<{ id: string; state: string; at: string }>;
  private readonly later: Database.Statement<{ id: string; next: string; at: string }>;
  private readonly nextDue: Database.Statement<[], { next: string | null }>;

  constructor(db: Database.Database) {
    this.due = db.prepare(
      `SELECT transaction_id AS transactionId, receipt_token AS receiptToken, to_address AS "to", language, attempts
         FROM receipt_mails WHERE state = 'waiting' AND next_attempt_at <= ? ORDER BY next_attempt_at LIMIT ?`,
    );
    this.settle = db.prepare(
      `UPDATE receipt_mails SET state = @state, attempts = attempts + 1, updated_at = @at
        WHERE transaction_id = @id AND state = 'waiting'`,
    );
    this.later = db.prepare(
      `UPDATE receipt_mails SET attempts = attempts + 1, next_attempt_at = @next, updated_at = @at
        WHERE transaction_id = @id AND state = 'waiting'`,
    );
    this.nextDue = db.prepare(`SELECT MIN(next_attempt_at) AS next FROM receipt_mails WHERE state = 'waiting'`);
  }

  dueAt(now: Date, limit: number): WaitingReceiptMail[] {
    return this.due.all(now.toISOString(), limit);
  }

  /** When the earliest waiting one is due, or undefined when none waits. */
  nextDueAt(): Date | undefined {
    const next = this.nextDue.get()?.next;
    return next ? new Date(next) : undefined;
  }

  handed(transactionId: string, now: Date): void {
    this.settle.run({ id: transactionId, state: 'handed', at: now.toISOString() });
  }

  refused(transactionId: string, now: Date): void {
    this.settle.run({ id: transactionId, state: 'refused', at: now.toISOString() });
  }

  retryAt(transactionId: string, next: Date, now: Date): void {
    this.later.run({ id: transactionId, next: next.toISOString(), at: now.toISOString() });
  }
}
