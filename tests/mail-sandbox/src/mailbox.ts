/**
 * What the sandbox received: every mail as it came (the raw source, byte for byte) and as mailparser reads it,
 * kept in memory in arrival order until cleared. Nothing here leaves the machine.
 */
import { createHash } from 'node:crypto';
import { simpleParser, type AddressObject } from 'mailparser';

export interface ReceivedAttachment {
  filename: string | undefined;
  contentType: string;
  size: number;
  /** Hex SHA-256 of the decoded bytes: compare with the file that was sent. */
  sha256: string;
  content: Buffer;
}

export interface ReceivedMail {
  /** 1, 2, 3… in arrival order; never reused until the sandbox restarts. */
  id: number;
  receivedAt: string;
  /** The SMTP envelope: MAIL FROM and every RCPT TO, as the sender gave them. */
  envelope: { from: string | undefined; to: string[] };
  /** The user name the client logged in with, when it did. */
  authenticatedAs: string | undefined;
  /** The message exactly as received (headers and body). */
  raw: Buffer;
  /** Every header line as received, in order, unfolded: `{key: 'reply-to', line: 'Reply-To: …'}`. */
  headerLines: { key: string; line: string }[];
  messageId: string | undefined;
  subject: string | undefined;
  from: string | undefined;
  to: string | undefined;
  replyTo: string | undefined;
  text: string | undefined;
  /** The HTML part as sent, or undefined when there was none. */
  html: string | undefined;
  attachments: ReceivedAttachment[];
}

/** The list's view of a mail: no raw source and no attachment bytes. */
export type MailSummary = Omit<ReceivedMail, 'raw' | 'attachments'> & {
  attachments: Omit<ReceivedAttachment, 'content'>[];
};

const addresses = (value: AddressObject | AddressObject[] | undefined): string | undefined =>
  value === undefined
    ? undefined
    : [value]
        .flat()
        .map((one) => one.text)
        .join(', ');

export function summary(mail: ReceivedMail): MailSummary {
  const { raw: _raw, attachments, ...rest } = mail;
  return { ...rest, attachments: attachments.map(({ content: _content, ...attachment }) => attachment) };
}

export class Mailbox {
  private readonly mails: ReceivedMail[] = [];
  private nextId = 1;
  private readonly waiters = new Set<() => void>();

  /** Parses and keeps one received mail; answers it. */
  async receive(
    raw: Buffer,
    envelope: ReceivedMail['envelope'],
    authenticatedAs?: string,
    now = new Date(),
  ): Promise<ReceivedMail> {
    const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
    const mail: ReceivedMail = {
      id: this.nextId++,
      receivedAt: now.toISOString(),
      envelope,
      authenticatedAs,
      raw,
      headerLines: parsed.headerLines.map(({ key, line }) => ({ key, line })),
      messageId: parsed.messageId,
      subject: parsed.subject,
      from: addresses(parsed.from),
      to: addresses(parsed.to),
      replyTo: addresses(parsed.replyTo),
      text: parsed.text,
      html: parsed.html === false ? undefined : parsed.html,
      attachments: parsed.attachments.map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        size: attachment.content.length,
        sha256: createHash('sha256').update(attachment.content).digest('hex'),
        content: attachment.content,
      })),
    };
    this.mails.push(mail);
    for (const wake of this.waiters) wake();
    return mail;
  }

  /** Every mail kept, oldest first. */
  all(): ReceivedMail[] {
    return [...this.mails];
  }

  find(id: number): ReceivedMail | undefined {
    return this.mails.find((mail) => mail.id === id);
  }

  clear(): void {
    this.mails.length = 0;
  }

  /**
   * Resolves with the mails kept once `ready(mails)` holds; rejects after the timeout naming what arrived.
   * For tests: mail is delivered in the background, so they wait for it rather than sleep.
   */
  async waitFor(ready: (mails: ReceivedMail[]) => boolean, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    if (ready(this.all())) return this.all();
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!ready(this.all())) return;
        done();
        resolve(this.all());
      };
      const timer = setTimeout(() => {
        done();
        const subjects = this.mails.map((mail) => mail.subject);
        reject(new Error(`mail condition not met in ${timeoutMs} ms; received: ${JSON.stringify(subjects)}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
    });
  }
}
