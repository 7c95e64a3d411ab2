/**
 * The emails a contact message sends: one to the school (Reply-To the parent, when they gave an email, so the
 * office answers with one click) and, when they gave an email, a confirmation to the parent with the reference, in
 * the language of the page they wrote from.
 */
import type { SiteLanguage } from '@school/contracts/languages';
import { withDevanagariDigits } from '@school/contracts/digits';
import { escapeHtml, fieldsBlock, inLanguage, oneLine } from '../mail/text.js';
import type { ComposedEmail } from '../mail/outbox.js';
import { receivedTimeText } from '../records/receivedTime.js';

export interface ContactMessage {
  reference: string;
  name: string;
  phone: string;
  email: string;
  message: string;
  createdAt: Date;
}

const replyWithinHours = 24;

/** The parent's confirmation, in each language of the site. */
const confirmationWords: Record<
  SiteLanguage,
  {
    subject: (reference: string) => string;
    thanks: (name: string) => string;
    quote: (reference: string) => string;
    whatYouSent: string;
  }
> = {
  en: {
    subject: (reference) => `We have your message (${reference})`,
    thanks: (name) => `Thank you, ${name}. The school has your message and replies within ${replyWithinHours} hours.`,
    quote: (reference) => `Your reference is ${reference}: please quote it if you call the school.`,
    whatYouSent: 'What you sent:',
  },
  ne: {
    subject: (reference) => `तपाईंको सन्देश विद्यालयमा आइपुग्यो (${reference})`,
    thanks: (name) =>
      `धन्यवाद, ${name}। विद्यालयले तपाईंको सन्देश पाएको छ र ${withDevanagariDigits(String(replyWithinHours))} घण्टाभित्र जवाफ दिन्छ।`,
    quote: (reference) => `तपाईंको सन्दर्भ नम्बर ${reference} हो: विद्यालयमा फोन गर्दा यही नम्बर भन्नुहोस्।`,
    whatYouSent: 'तपाईंले पठाउनुभएको सन्देश:',
  },
};

export function messageEmails(message: ContactMessage, language: SiteLanguage = 'en'): ComposedEmail[] {
  const fields = fieldsBlock([
    ['Reference', message.reference],
    ['Name', message.name],
    ['Contact number', message.phone],
    ['Email', message.email],
    ['Received', receivedTimeText(message.createdAt)],
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

  const words = confirmationWords[language];
  const thanks = words.thanks(message.name);
  const quote = words.quote(message.reference);
  const confirmation: ComposedEmail = {
    kind: 'confirmation',
    to: message.email,
    replyTo: undefined,
    subject: oneLine(words.subject(message.reference)),
    text: `${thanks}\n${quote}\n\n${words.whatYouSent}\n\n${message.message}\n`,
    html: inLanguage(
      language,
      `<p>${escapeHtml(thanks)}</p><p>${escapeHtml(quote)}</p><p>${escapeHtml(words.whatYouSent)}</p>` +
        `<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`,
    ),
  };
  return [school, confirmation];
}
