/**
 * The sign-in code's email. The code is in the subject too, so a phone's notification shows it without opening
 * the mail. It says what to do when the person did not ask: nothing, the code dies by itself.
 */
import type { ComposedEmail } from '../mail/outbox.js';
import { escapeHtml } from '../mail/text.js';

export function signInEmail(to: string, code: string, minutes: number): ComposedEmail {
  const lines = [
    `Your sign-in code for the school office is ${code}.`,
    `It works once, for ${minutes} minutes.`,
    'If you did not ask for it, you can ignore this email: nobody can sign in without the code.',
  ];
  return {
    kind: 'sign-in',
    to,
    replyTo: undefined,
    subject: `${code} is your sign-in code`,
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
