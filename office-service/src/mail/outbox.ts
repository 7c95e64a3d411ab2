/**
 * The mail outbox: emails waiting to be sent, in the same database as what they report, so that an email is
 * queued in the same transaction as the message it is about (enqueue runs inside the caller's transaction).
 * Each row keeps its Message-ID from the start; the sender marks it sent only after the mail server took it.
 */
import type Database from 'better-sqlite3';

/** To the school's inbox, a confirmation to a parent, or a sign-in code to a member of staff. */
export type OutboxKind = 'school' | 'confirmation' | 'sign-in';

/** An email as composed when its message was stored. */
export interface ComposedEmail {
  kind: OutboxKind;
  /** Undefined: the school's inbox (SCHOOL_INBOX), read when the email is sent. */
  to: string | undefined;
  replyTo: string | undefined;
  subject: string;
  text: string;
  html: string;
  /** Files attached when the email is sent, read from disk then (admissions: the photo and the certificate). */
  attachments?: EmailAttachment[];
}

/** A file in the files folder (`path` relative to it) and the name the email gives it (never a parent's text). */
export interface EmailAttachment {
  fileName: string;
  path: string;
}

export interface OutboxEmail extends ComposedEmail {
  id: number;
  messageId: string;
  reference: string;
  attempts: number;
}

interface OutboxRow {
  id: number;
  message_id: string;
  reference: string;
  kind: OutboxKind;
  to_address: string | null;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  attachments: string | null;
}

const toEmail = (row: OutboxRow): OutboxEmail => ({
  id: row.id,
  messageId: row.message_id,
  reference: row.reference,
  kind: row.kind,
  to: row.to_address ?? undefined,
  replyTo: row.reply_to ?? undefined,
  subject: row.subject,
  text: row.text,
  html: row.html,
  attempts: row.attempts,
  attachments: row.attachments ? (JSON.parse(row.attachments) as EmailAttachment[]) : undefined,
});

export class Outbox {
  private readonly insert: Database.Statement;
  private readonly due: Database.Statement<[string, number], OutboxRow>;
  private readonly sent: Database.Statement<[string, string, number]>;
  private readonly retry: Database.Statement<[string, string, number]>;
  private readonly failed: Database.Statement<[string, number]>;
  private readonly nextDue: Database.Statement<[], { next: string | null }>;
  private readonly forgetSignIn: Database.Statement<[number]>;

  constructor(private readonly db: Database.Database) {
    this.insert = db.prepare(
      `INSERT INTO outbox (message_id, reference, kind, to_address, reply_to, subject, text, html, next_attempt_at, created_at,
                           attachments)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.due = db.prepare(
      `SELECT id, message_id, reference, kind, to_address, reply_to, subject, text, html, attempts, attachments
         FROM outbox WHERE state = 'pending' AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?`,
    );
    this.sent = db.prepare(
      `UPDATE outbox SET state = 'sent', attempts = attempts + 1, sent_at = ?, last_outcome = ? WHERE id = ?`,
    );
    this.retry = db.prepare(
      `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?, last_outcome = ? WHERE id = ?`,
    );
    this.failed = db.prepare(
      `UPDATE outbox SET state = 'failed', attempts = attempts + 1, last_outcome = ? WHERE id = ?`,
    );
    this.nextDue = db.prepare(`SELECT MIN(next_attempt_at) AS next FROM outbox WHERE state = 'pending'`);
    this.forgetSignIn = db.prepare(`DELETE FROM outbox WHERE id = ? AND kind = 'sign-in'`);
  }

  /** Queues one email; call inside the transaction that stores what it reports. */
  enqueue(email: ComposedEmail, messageId: string, reference: string, now: Date): void {
    const at = now.toISOString();
    this.insert.run(
      messageId,
      reference,
      email.kind,
      email.to ?? null,
      email.replyTo ?? null,
      email.subject,
      email.text,
      email.html,
      at,
      at,
      email.attachments?.length ? JSON.stringify(email.attachments) : null,
    );
  }

  /** Emails whose time has come, oldest first. */
  dueAt(now: Date, limit: number): OutboxEmail[] {
    return this.due.all(now.toISOString(), limit).map(toEmail);
  }

  /** When the earliest waiting email is due, or undefined when none waits. */
  nextDueAt(): Date | undefined {
    const next = this.nextDue.get()?.next;
    return next ? new Date(next) : undefined;
  }

  /** `outcome` is a code for the log and the operator (the server's reply code), never content. */
  markSent(id: number, outcome: string, now: Date): void {
    this.db.transaction(() => {
      this.sent.run(now.toISOString(), outcome, id);
      // A sign-in code's email leaves the outbox once settled: the code is never kept past its sending.
      this.forgetSignIn.run(id);
    })();
  }

  markRetry(id: number, outcome: string, nextAttemptAt: Date): void {
    this.retry.run(nextAttemptAt.toISOString(), outcome, id);
  }

  markFailed(id: number, outcome: string): void {
    this.db.transaction(() => {
      this.failed.run(outcome, id);
      this.forgetSignIn.run(id);
    })();
  }
}
