/**
 * The contact form's rules, written once: the site's form checks them as a parent types, and office-service checks
 * them again on POST /api/messages, with the same words (English; a page in another language passes checkContact
 * its own words for the same rules). Nothing from outside this package: the site's pages import it
 * (`@school/contracts/contact-checks`). The phone and email checks are lenient on purpose: they catch typing
 * slips, they do not try to prove that a number or mailbox exists.
 */
import { withAsciiDigits } from './digits.js';

/** Spaces, hyphens, dots and brackets that people put inside phone numbers. */
const phoneSeparators = /[\s\-.()]/g;

/**
 * A phone number: 7 to 15 digits (the international maximum), an optional leading +, separators allowed.
 * Covers Nepali mobiles (98XXXXXXXX), landlines with area code (041-590123) and numbers abroad (+971 …), in ASCII
 * or Devanagari digits (९८४१२३४५६७, as a Nepali keyboard types them).
 */
export function isValidPhone(phone: string): boolean {
  return /^\+?\d{7,15}$/.test(withAsciiDigits(phone.trim()).replace(phoneSeparators, ''));
}

/** A phone number as the school keeps and dials it: trimmed, its Devanagari digits ASCII ones. */
export function phoneAsKept(phone: string): string {
  return withAsciiDigits(phone.trim());
}

/**
 * One address character: anything but spaces, control characters, '@' and the characters that separate or
 * quote addresses in a mail header (`,;<>()[]"\`). An address that passes is one mailbox, safe to put in To or
 * Reply-To: "a@b.np, other@c.np" is refused, so no one can add a recipient to the school's mail.
 */
const addressPart = '[^\\s\\u0000-\\u001f\\u007f-\\u009f@,;<>()\\[\\]"\\\\]+';
const emailPattern = new RegExp(`^${addressPart}@${addressPart}\\.${addressPart}$`, 'u');

/** An email address: something@domain.ending, one mailbox, with no spaces. */
export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

/** Longest values, in characters (a message's limit is the form's; the others keep an email readable). */
export const contactLimits = {
  nameMaxLength: 100,
  phoneMaxLength: 30,
  emailMaxLength: 254,
  messageMaxLength: 1500,
} as const;

/** What the contact form sends (POST /api/messages), every value as typed. */
export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  message: string;
  agreed: boolean;
}

export type ContactField = keyof ContactValues;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/**
 * The words of checkContact's messages. The English ones (contactCheckMessages) are office-service's and the default;
 * a page in another language passes its own (the site's src/content/ne/), the same rules in its words.
 */
export interface ContactCheckMessages {
  nameRequired: string;
  nameTooLong: string;
  phoneInvalid: string;
  emailInvalid: string;
  phoneOrEmailRequired: string;
  messageRequired: string;
  /** `length`: the message's length now, in characters. */
  messageTooLong: (length: number) => string;
  agreementRequired: string;
}

export const contactCheckMessages: ContactCheckMessages = {
  nameRequired: 'Please enter your name',
  nameTooLong: `Please shorten your name to ${contactLimits.nameMaxLength} characters or fewer`,
  phoneInvalid: 'Enter a valid phone number, e.g. 9812345678 or 041-590123',
  emailInvalid: 'Enter a valid email address, e.g. name@example.com',
  phoneOrEmailRequired: 'Please give a phone number or an email address, so that we can reply',
  messageRequired: 'Please write your message',
  messageTooLong: (length: number) =>
    `Please shorten your message to ${contactLimits.messageMaxLength} characters or fewer (it has ${length} now)`,
  agreementRequired: 'Please tick the box to agree to the privacy policy',
};

/** Characters as people count them (code points), so a Devanagari or emoji message is not cut short. */
const length = (value: string) => [...value].length;

/**
 * Name, a way to reply (a valid phone or a valid email), a message within the limit, and the agreement. Whatever
 * was typed must be right; when neither phone nor email was given, the message sits on the phone. `messages`: the
 * words of the page's language (default English, office-service's).
 */
export function checkContact(
  values: ContactValues,
  messages: ContactCheckMessages = contactCheckMessages,
): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  if (!values.name.trim()) errors.name = messages.nameRequired;
  else if (length(values.name) > contactLimits.nameMaxLength) errors.name = messages.nameTooLong;

  const phone = values.phone.trim();
  const email = values.email.trim();
  if (phone && (phone.length > contactLimits.phoneMaxLength || !isValidPhone(phone))) {
    errors.phone = messages.phoneInvalid;
  }
  if (email && (email.length > contactLimits.emailMaxLength || !isValidEmail(email))) {
    errors.email = messages.emailInvalid;
  }
  if (!phone && !email) errors.phone = messages.phoneOrEmailRequired;

  if (!values.message.trim()) errors.message = messages.messageRequired;
  else if (length(values.message) > contactLimits.messageMaxLength) {
    errors.message = messages.messageTooLong(length(values.message));
  }

  if (values.agreed !== true) errors.agreed = messages.agreementRequired;
  return errors;
}
