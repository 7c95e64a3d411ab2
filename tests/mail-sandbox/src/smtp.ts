/**
 * The sandbox's SMTP side: smtp-server accepting every mail on 127.0.0.1 and handing it to the Mailbox. No TLS
 * (tests and make start talk to it in plain text on the machine itself); any user name and password is
 * accepted, so a sender configured with SMTP_USER and SMTP_PASSWORD works against it too.
 */
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';
import type { Mailbox } from './mailbox.js';

/** Largest mail accepted (bytes): room for an application's two files, base64-encoded. */
export const maxMailBytes = 50 * 1024 * 1024;

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
