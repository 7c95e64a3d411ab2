/** The SMTP connection nodemailer keeps to the school's mail server, from the SMTP_* settings. */
import type { Readable } from 'node:stream';
import { createTransport } from 'nodemailer';
import type { SmtpConfig } from '../config.js';

/** What the sender needs of a transport: nodemailer's sendMail and close (tests may pass their own). */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    replyTo?: string | undefined;
    subject: string;
    text: string;
    html: string;
    messageId: string;
    attachments?: { filename: string; content: Buffer | Readable }[];
  }): Promise<unknown>;
  close(): void;
}

export function smtpTransport(smtp: SmtpConfig): MailTransport {
  return createTransport({
    pool: true,
    maxConnections: 2,
    host: smtp.host,
    port: smtp.port,
    secure: smtp.security === 'tls',
    requireTLS: smtp.security === 'starttls',
    ignoreTLS: smtp.security === 'none',
    auth: smtp.user !== undefined ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    // A mail server that does not answer is a failed try, retried later; it must not hold the sender for minutes.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
    // Emails carry only what this service composed; nothing in them may make nodemailer read files or URLs.
    disableFileAccess: true,
    disableUrlAccess: true,
    logger: false,
  });
}
