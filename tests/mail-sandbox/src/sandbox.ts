/**
 * The mail sandbox as one object: the SMTP server and the HTTP view over one Mailbox. The SMTP side can be
 * stopped and started again on the same port (what a mail server that is down, then back, looks like to a
 * sender); the mails kept stay.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { SMTPServer } from 'smtp-server';
import { buildMailboxApi } from './http.js';
import { Mailbox } from './mailbox.js';
import { createSmtpServer } from './smtp.js';

export interface MailSandboxOptions {
  host?: string;
  /** 0 (the default) picks a free port; read `smtpPort` after start(). */
  smtpPort?: number;
  /** 0 (the default) picks a free port; `false` runs no HTTP side. */
  httpPort?: number | false;
}

export class MailSandbox {
  readonly mailbox = new Mailbox();
  readonly host: string;
  private smtp: SMTPServer | undefined;
  private http: FastifyInstance | undefined;
  private port: number;
  private httpPortValue: number | undefined;

  constructor(private readonly options: MailSandboxOptions = {}) {
    this.host = options.host ?? '127.0.0.1';
    this.port = options.smtpPort ?? 0;
  }

  /** The SMTP port (known once started). */
  get smtpPort(): number {
    return this.port;
  }

  /** The HTTP port (known once started; undefined without the HTTP side). */
  get httpPort(): number | undefined {
    return this.httpPortValue;
  }

  async start(): Promise<this> {
    await this.startSmtp();
    if (this.options.httpPort !== false) {
      this.http = buildMailboxApi(this.mailbox);
      await this.http.listen({ host: this.host, port: this.options.httpPort ?? 0 });
      this.httpPortValue = (this.http.server.address() as AddressInfo).port;
    }
    return this;
  }

  /** Starts accepting mail again on the same port (after stopSmtp). */
  async startSmtp(): Promise<void> {
    if (this.smtp) return;
    const smtp = createSmtpServer(this.mailbox);
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(this.port, this.host, () => {
        smtp.server.off('error', reject);
        resolve();
      });
    });
    this.port = (smtp.server.address() as AddressInfo).port;
    this.smtp = smtp;
  }

  /** Stops accepting mail and drops open connections: senders see a mail server that is down. */
  async stopSmtp(): Promise<void> {
    const smtp = this.smtp;
    if (!smtp) return;
    this.smtp = undefined;
    // smtp-server's close waits for clients to say QUIT; a pooled sender never does, so connections are cut.
    for (const connection of (smtp as unknown as { connections: Set<{ close(): void }> }).connections) {
      connection.close();
    }
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }

  async close(): Promise<void> {
    await this.stopSmtp();
    await this.http?.close();
    this.http = undefined;
  }
}
