/**
 * The email to a person whose account got a new passkey: when (Nepal time), its name, and what to do if it was not
 * them. It goes through the outbox like the sign-in code's.
 */
import { formatNepalTime } from '@school/contracts/nepal-time';
import type { ComposedEmail } from '../mail/outbox.js';
import { escapeHtml } from '../mail/text.js';

export function passkeyAddedEmail(to: string, label: string, at: Date): ComposedEmail {
  const lines = [
    `A passkey named "${label}" was added to your school office account on ${formatNepalTime(at, { seconds: false })} (Nepal time).`,
    'You can now sign in with it, without a code.',
    'If this was not you: tell the school office’s administrator at once. They can remove the passkey and end every session of your account (make staff ARGS="signout EMAIL").',
  ];
  return {
    kind: 'sign-in',
    to,
    replyTo: undefined,
    subject: 'A passkey was added to your school office account',
    text: `${lines.join('\n\n')}\n`,
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}
