/**
 * The sandbox's SMTP side: smtp-server accepting every mail on 127.0.0.1 and handing it to the Mailbox. No TLS
 * (tests and make start talk to it in plain text on the machine itself); any user name and password is
 * accepted, so a sender configured with SMTP_USER and SMTP_PASSWORD works against it too.
 */
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import type { Mailbox } from './mailbox.js';

/** Largest mail accepted (bytes): room for an application's two files, base64-encoded. */
export const maxMailBytes = 50 * 1024 * 1024;

/**
 * The client's address when an 'error' the SMTPServer emitted is a client's connection failing; undefined when it
 * is the server's own listening socket. smtp-server passes a connection's socket errors on to the server (a client that resets its connection inside a
 * mail: ECONNRESET) with the client's address in `remoteAddress`, and a failed TLS handshake with it in
 * `meta.remoteAddress`; the listening socket's errors (EADDRINUSE, EACCES) carry neither.
 */
export function clientAddressOf(error: Error): string | undefined {
  const { remoteAddress, meta } = error as Error & { remoteAddress?: unknown; meta?: { remoteAddress?: unknown } };
  const client = remoteAddress ?? meta?.remoteAddress;
  return typeof client === 'string' ? client : undefined;
}

const address = (value: SMTPServerAddress | false): string | undefined => (value ? value.address : undefined);

export function createSmtpServer(mailbox: Mailbox): SMTPServer {
  return new SMTPServer({
    name: 'mail-sandbox.localhost',
    banner: 'mail sandbox: mail stays on this machine',
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: maxMailBytes,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const envelope = {
          from: address(session.envelope.mailFrom),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        };
        const user = typeof session.user === 'string' ? session.user : undefined;
        // The 250 is sent only once the mail is kept: a sender that sees it may forget the mail.
        mailbox.receive(Buffer.concat(chunks), envelope, user).then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
}
