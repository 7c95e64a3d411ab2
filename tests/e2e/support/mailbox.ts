import { createHash } from 'node:crypto';
import type { MailSummary } from 'mail-sandbox';
import { expect } from './test.js';
import { ports } from '../../playwright.config.js';

/**
 * The suite stack's mail sandbox (tests/mail-sandbox), read through its HTTP API: every mail office-service sent,
 * as the SMTP server received it. Tests share the mailbox, so each looks for the mails that name its own reference.
 */
const mailboxUrl = `http://127.0.0.1:${ports.mailHttp}`;

async function allMails(): Promise<MailSummary[]> {
  const answer = await fetch(`${mailboxUrl}/messages`);
  expect(answer.status, 'the mail sandbox answers').toBe(200);
  return ((await answer.json()) as { messages: MailSummary[] }).messages;
}

/** Waits until `count` mails mention `text` (a reference number) in their text, and answers them. */
export async function mailsMentioning(text: string, count: number): Promise<MailSummary[]> {
  let found: MailSummary[] = [];
  await expect
    .poll(
      async () => {
        found = (await allMails()).filter((mail) => mail.text?.includes(text));
        return found.length;
      },
      { message: `mails mentioning ${text}`, timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The bytes of a mail's n-th attachment, decoded, as the school's mail program would save them. */
export async function attachmentBytes(mailId: number, index: number): Promise<Buffer> {
  const answer = await fetch(`${mailboxUrl}/messages/${mailId}/attachments/${index}`);
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Waits for the `nth` sign-in code mailed to a member of staff (1: the first; office-service writes it in the
 * subject), and answers it: a second sign-in waits for its own code, never reads the first one again.
 */
export async function signInCodeMailedTo(email: string, nth = 1): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const mails = (await allMails()).filter((mail) => mail.envelope.to.includes(email));
        code = /\b(\d{6})\b/.exec(mails[nth - 1]?.subject ?? '')?.[1] ?? '';
        return code;
      },
      { message: `sign-in code ${nth} mailed to ${email}`, timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .not.toBe('');
  return code;
}
