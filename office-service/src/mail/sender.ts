/**
 * Sends the outbox's emails, oldest first, and keeps trying while the mail server is down, for days if need be:
 * after a failed try the sender waits (first 5 s, doubling up to 1 hour by default) before the next one, and a
 * success resets the wait. Only a parent's confirmation can fail for good: when the server refuses its recipient
 * or content with a 5xx (a mailbox that does not exist), that email is marked failed and the others go on.
 * Everything else is retried: a wrong password (535) or a refused school inbox is the operator's to fix, and the
 * school's copy must arrive once they have.
 *
 * Every try is logged with ids, the attempt and the outcome only: never an address, a subject or a text.
 *
 * Exactly once, as far as SMTP allows: a row is marked sent only after the server accepted it. A crash between
 * the server's "250 OK" and that mark means the email is sent again on restart. SMTP has no idempotency key, so a
 * sender can never rule that out; what it can do is make the second copy the same email: every try carries the
 * Message-ID stored with the row before the first try, and mail systems (Gmail among them) treat copies with one
 * Message-ID as one message. A retry is never a second, distinct email.
 */
import { constants, createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox, OutboxEmail } from './outbox.js';
import type { MailTransport } from './transport.js';

export interface RetryDelays {
  firstMs: number;
  maxMs: number;
}

export const defaultRetryDelays: RetryDelays = { firstMs: 5_000, maxMs: 60 * 60_000 };

export interface SenderOptions {
  outbox: Outbox;
  transport: MailTransport;
  from: string;
  schoolInbox: string;
  log: FastifyBaseLogger;
  retry?: RetryDelays;
  now?: () => Date;
  /** The folder attachments' paths are relative to (the uploaded files). */
  filesPath?: string;
}

/** What nodemailer's errors carry: a code (ECONNECTION, EAUTH…) and, for a server's refusal, its reply code. */
const errorCode = (error: unknown): { code: string; responseCode: number | undefined } => {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  return {
    code: typeof code === 'string' ? code : 'UNKNOWN',
    responseCode: typeof responseCode === 'number' ? responseCode : undefined,
  };
};

/** A parent's address or message the server refuses with a 5xx: retrying would be refused the same way. */
function refusedForGood(email: OutboxEmail, code: string, responseCode: number | undefined): boolean {
  const aboutThisEmail = code === 'EENVELOPE' || code === 'EMESSAGE';
  return email.kind === 'confirmation' && aboutThisEmail && responseCode !== undefined && responseCode >= 500;
}

export class OutboxSender {
  private readonly retry: RetryDelays;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  /** Tries that failed in a row (any email): the wait before the next try doubles with each. */
  private failuresInARow = 0;
  private pausedUntil = 0;

  constructor(private readonly options: SenderOptions) {
    this.retry = options.retry ?? defaultRetryDelays;
    this.now = options.now ?? (() => new Date());
  }

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** Something was queued: send it now, unless the sender is waiting out a failure. */
  wake(): void {
    if (this.stopped) return;
    this.schedule(Math.max(0, this.pausedUntil - Date.now()));
  }

  /** Stops sending; resolves once the email being sent, if any, is settled and recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.transport.close();
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.run(), Math.min(delayMs, 2_147_000_000));
  }

  private run(): void {
    if (this.stopped || this.running) return;
    this.running = this.sendDue()
      .catch((error: unknown) => this.options.log.error({ err: error }, 'the mail outbox could not be read'))
      .finally(() => {
        this.running = undefined;
        if (!this.stopped) this.scheduleNext();
      });
  }

  private scheduleNext(): void {
    const next = this.options.outbox.nextDueAt();
    if (!next) return; // nothing waits: wake() starts the next pass
    const at = Math.max(next.getTime(), this.pausedUntil);
    // A pass per minute at least: a clock change never leaves mail waiting for long.
    this.schedule(Math.min(Math.max(0, at - Date.now()), 60_000));
  }

  /** Sends what is due, in order, until none is left or a try fails. */
  private async sendDue(): Promise<void> {
    while (!this.stopped && Date.now() >= this.pausedUntil) {
      const due = this.options.outbox.dueAt(this.now(), 20);
      if (due.length === 0) return;
      for (const email of due) {
        if (this.stopped) return;
        if (!(await this.sendOne(email))) return;
      }
    }
  }

  /** Counts a failed try and waits before the next: the first delay, doubling with each failure in a row. */
  private pause(): number {
    this.failuresInARow++;
    const waitMs = Math.min(this.retry.firstMs * 2 ** (this.failuresInARow - 1), this.retry.maxMs);
    this.pausedUntil = Date.now() + waitMs;
    return waitMs;
  }

  /** One try; answers whether the sender may go straight on to the next email. */
  private async sendOne(email: OutboxEmail): Promise<boolean> {
    const { outbox, log } = this.options;
    const attempt = email.attempts + 1;
    const about = { outboxId: email.id, reference: email.reference, kind: email.kind, attempt };
    try {
      // Streamed from disk at send time, one email at a time: the outbox holds paths, never the files' bytes, and
      // an application's 15 MB of files never sit in memory whole (nor base64-encoded). A missing file fails the
      // try before anything is sent.
      const attachments = await Promise.all(
        (email.attachments ?? []).map(async (file) => {
          const path = join(this.options.filesPath ?? '.', file.path);
          await access(path, constants.R_OK);
          return { filename: file.fileName, content: createReadStream(path) };
        }),
      );
      await this.options.transport.sendMail({
        from: this.options.from,
        to: email.to ?? this.options.schoolInbox,
        replyTo: email.replyTo,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (error) {
      const { code, responseCode } = errorCode(error);
      const outcome = responseCode ? `${code} ${responseCode}` : code;
      if (refusedForGood(email, code, responseCode)) {
        outbox.markFailed(email.id, outcome);
        log.error({ ...about, outcome }, 'email refused for good by the mail server; not retried');
        return true;
      }
      const waitMs = this.pause();
      outbox.markRetry(email.id, outcome, new Date(this.now().getTime() + waitMs));
      log.warn({ ...about, outcome, retryInSeconds: Math.round(waitMs / 1000) }, 'email not sent; will retry');
      return false;
    }
    this.failuresInARow = 0;
    this.pausedUntil = 0;
    try {
      outbox.markSent(email.id, 'sent', this.now());
    } catch (error) {
      // The server has it; the row stays pending and is sent again, with the same Message-ID (see above).
      log.error(
        { ...about, err: error, retryInSeconds: Math.round(this.pause() / 1000) },
        'email sent but not marked sent',
      );
      return false;
    }
    log.info({ ...about, outcome: 'sent' }, 'email sent');
    return true;
  }
}
