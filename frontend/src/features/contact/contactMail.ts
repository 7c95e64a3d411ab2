/** The e-mail a valid contact form becomes, as a mailto: link for the visitor's mail app. */
import { contactMail } from '../../content/contact';
import type { ContactValues } from './contactChecks';

/** The message to the school as the visitor's mail app opens it: subject and body already written. */
export function contactMailtoUrl(values: ContactValues, schoolEmail: string): string {
  const name = values.name.trim();
  const details = [
    contactMail.nameLine(name),
    values.phone.trim() && contactMail.phoneLine(values.phone.trim()),
    values.email.trim() && contactMail.emailLine(values.email.trim()),
  ].filter(Boolean);
  // Every line break as CRLF, the form RFC 6068 asks of a mailto: body.
  const message = values.message.trim().replace(/\r?\n/g, '\r\n');
  const body = [message, '', contactMail.detailsHeading, ...details].join('\r\n');
  // encodeURIComponent, not URLSearchParams: mail apps read "+" as a plus sign, not a space.
  return `mailto:${schoolEmail}?subject=${encodeURIComponent(contactMail.subject(name))}&body=${encodeURIComponent(body)}`;
}
