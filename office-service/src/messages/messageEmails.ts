/**
 * The emails a contact message sends: one to the school (Reply-To the parent, when they gave an email, so the
 * office answers with one click) and, when they gave an email, a confirmation to the parent with the reference.
 */
import { escapeHtml, fieldsBlock, oneLine } from '../mail/text.js';
import type { ComposedEmail } from '../mail/outbox.js';

export interface ContactMessage {
  reference: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  createdAt: Date;
}

const replyWithinHours = 24;

export function messageEmails(message: ContactMessage): ComposedEmail[] {
  const fields = fieldsBlock([
    ['Reference', message.reference],
    ['Name', message.name],
    ['Contact number', message.phone],
    ['Email', message.email],
    ['Received', message.createdAt.toISOString()],
    ['Message', message.message],
  ]);
  const replyHint = message.email
    ? 'Reply to this email to answer the parent.'
    : 'The parent gave no email address: please call them.';
  const school: ComposedEmail = {
    kind: 'school',
    to: undefined,
    replyTo: message.email || undefined,
    subject: oneLine(`Message from the website ${message.reference}: ${message.name}`),
    text: `A message came through the website's contact form.\n${replyHint}\n\n${fields.text}\n`,
    html: `<p>A message came through the website's contact form.<br>${escapeHtml(replyHint)}</p>${fields.html}`,
  };
  if (!message.email) return [school];

  const thanks = `Thank you, ${message.name}. The school has your message and replies within ${replyWithinHours} hours.`;
  const quote = `Your reference is ${message.reference}: please quote it if you call the school.`;
  const confirmation: ComposedEmail = {
    kind: 'confirmation',
    to: message.email,
    replyTo: undefined,
    subject: oneLine(`We have your message (${message.reference})`),
    text: `${thanks}\n${quote}\n\nWhat you sent:\n\n${message.message}\n`,
    html:
      `<p>${escapeHtml(thanks)}</p><p>${escapeHtml(quote)}</p><p>What you sent:</p>` +
      `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
  };
  return [school, confirmation];
}
