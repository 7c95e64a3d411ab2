/**
 * Queues a receipt's email in the office outbox, once per receipt: its Message-ID is made from the receipt number,
 * which the outbox holds unique, so a repeated request (payment-service retrying after a lost answer) queues nothing
 * and the parent gets one email.
 */
import type Database from 'better-sqlite3';
import type { ComposedEmail } from '../mail/outbox.js';
import { Outbox } from '../mail/outbox.js';

export class ReceiptMailQueue {
  private readonly outbox: Outbox;
  private readonly queuedAlready: Database.Statement<[string], { n: number }>;

  constructor(
    private readonly db: Database.Database,
    private readonly messageIdDomain: string,
  ) {
    this.outbox = new Outbox(db);
    this.queuedAlready = db.prepare('SELECT COUNT(*) AS n FROM outbox WHERE message_id = ?');
  }

  /** The Message-ID of a receipt's email: `<receipt-2082-83-000123@domain>`. */
  messageIdOf(receiptNumber: string): string {
    return `<receipt-${receiptNumber.replace(/[^A-Za-z0-9-]/g, '-')}@${this.messageIdDomain}>`;
  }

  /** True when queued now; false when this receipt's email was queued before. */
  queue(receiptNumber: string, email: ComposedEmail, now: Date): boolean {
    const messageId = this.messageIdOf(receiptNumber);
    return this.db
      .transaction(() => {
        if ((this.queuedAlready.get(messageId)?.n ?? 0) > 0) return false;
        this.outbox.enqueue(email, messageId, receiptNumber, now);
        return true;
      })
      .immediate();
  }
}
