/**
 * Contact messages, each stored with its emails in one transaction: a message the API acknowledged always has
 * its mail queued, and mail is never queued for a message that was not stored.
 */
import { randomUUID } from 'node:crypto';
import type { SiteLanguage } from '@school/contracts/languages';
import type { DiskSpace } from '@school/service-kit';
import type Database from 'better-sqlite3';
import { Outbox } from '../mail/outbox.js';
import { messageEmails, type ContactMessage } from './messageEmails.js';
import { newReference } from './reference.js';

export interface NewContactMessage {
  name: string;
  phone: string;
  email: string;
  message: string;
}

const isUniqueClash = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';

export class MessageStore {
  private readonly insert: Database.Statement;
  private readonly outbox: Outbox;

  /**
   * @param diskSpace the free-space guard of the database's disk: every write asks it first and reports its
   *   outcome to it. Without one (tests, tools), writes are tried as they come.
   * @param messageIdDomain the right-hand side of the emails' Message-IDs (MAIL_FROM's domain).
   */
  constructor(
    private readonly db: Database.Database,
    private readonly messageIdDomain: string,
    private readonly diskSpace?: DiskSpace,
  ) {
    this.insert = db.prepare(
      'INSERT INTO messages (reference, name, phone, email, message, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    this.outbox = new Outbox(db);
  }

  /**
   * Stores the message and queues its emails (the parent's confirmation in `language`, their page's), and answers
   * its reference once the transaction has committed (a COMMIT that fails, on a full disk, throws instead of
   * answering).
   */
  add(message: NewContactMessage, now: Date = new Date(), language: SiteLanguage = 'en'): string {
    this.diskSpace?.assertRoomToWrite();
    try {
      const reference = this.addWithFreshReference(message, now, language);
      this.diskSpace?.afterWrite();
      return reference;
    } catch (error) {
      this.diskSpace?.afterWrite(error);
      throw error;
    }
  }

  private addWithFreshReference(message: NewContactMessage, now: Date, language: SiteLanguage): string {
    for (let tries = 1; ; tries++) {
      const reference = newReference('M');
      try {
        this.db.transaction(() => this.store({ ...message, reference, createdAt: now }, language)).immediate();
        return reference;
      } catch (error) {
        // One clash in 24 million; a run of them means something else is wrong.
        if (!isUniqueClash(error) || tries >= 5) throw error;
      }
    }
  }

  private store(message: ContactMessage, language: SiteLanguage): void {
    const { reference, name, phone, email, createdAt } = message;
    this.insert.run(reference, name, phone, email, message.message, createdAt.toISOString());
    for (const email of messageEmails(message, language)) {
      this.outbox.enqueue(email, `<${randomUUID()}@${this.messageIdDomain}>`, reference, createdAt);
    }
  }

  /** One stored message by reference (tests and the operator's tools). */
  find(reference: string): (NewContactMessage & { reference: string; createdAt: string }) | undefined {
    return this.db
      .prepare<[string], NewContactMessage & { reference: string; createdAt: string }>(
        'SELECT reference, name, phone, email, message, created_at AS createdAt FROM messages WHERE reference = ?',
      )
      .get(reference);
  }

  count(): number {
    return this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM messages').get()?.n ?? 0;
  }
}
