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
import { clientAddressOf, createSmtpServer } from './smtp.js';

/** Where the sandbox tells what it carried on after (a pino logger fits); without one, errors go to stderr. */
export interface SandboxLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

const stderrOnly: SandboxLog = {
  info() {},
  error: (details, message) => console.error(`mail-sandbox: ${message}`, details),
};

export interface MailSandboxOptions {
  host?: string;
  /** 0 (the default) picks a free port; read `smtpPort` after start(). */
  smtpPort?: number;
  /** 0 (the default) picks a free port; `false` runs no HTTP side. */
  httpPort?: number | false;
  /** A client's dropped connection is told at info, a failing server socket at error. */
  log?: SandboxLog;
}

export class MailSandbox {
  readonly mailbox = new Mailbox();
  readonly host: string;
  private smtp: SMTPServer | undefined;
  private http: FastifyInstance | undefined;
  private port: number;
  private httpPortValue: number | undefined;
  private readonly log: SandboxLog;

  constructor(private readonly options: MailSandboxOptions = {}) {
    this.host = options.host ?? '127.0.0.1';
    this.port = options.smtpPort ?? 0;
    this.log = options.log ?? stderrOnly;
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
      // Until it listens, an error is the listen's own (EADDRINUSE, EACCES): starting fails with it.
      smtp.once('error', reject);
      smtp.listen(this.port, this.host, () => {
        smtp.off('error', reject);
        // An 'error' with no listener would end the process, and smtp-server emits one for a client that
        // goes away inside a mail: that client's loss, not the sandbox's.
        smtp.on('error', (error) => this.smtpError(error));
        resolve();
      });
    });
    this.port = (smtp.server.address() as AddressInfo).port;
    this.smtp = smtp;
  }

  private smtpError(error: Error): void {
    const client = clientAddressOf(error);
    const code = (error as NodeJS.ErrnoException).code;
    if (client !== undefined) {
      this.log.info(
        { client, code },
        `an SMTP client (${client}) dropped its connection (${code ?? error.message}); the sandbox carries on`,
      );
    } else {
      this.log.error({ err: error }, `the SMTP server's socket failed: ${error.message}`);
    }
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
