/** The contact form's values and the checks they pass on Send. */
import { contactMessages, formMessages, maxMessageLength } from '../../content/contact';
import type { FieldErrors } from '../../components/form/useCheckedForm';
import { isValidEmail, isValidPhone } from '../../lib/contactDetailChecks';

export interface ContactValues {
  name: string;
  phone: string;
  email: string;
  message: string;
  agreed: boolean;
}

export const emptyContact: ContactValues = { name: '', phone: '', email: '', message: '', agreed: false };

/** Name, a way to reply (a valid phone or a valid email), a message that fits a mail link, and the agreement. */
export function checkContact(values: ContactValues): FieldErrors<ContactValues> {
  const errors: FieldErrors<ContactValues> = {};
  if (!values.name.trim()) errors.name = contactMessages.nameRequired;

  const phone = values.phone.trim();
  const email = values.email.trim();
  // Whatever was typed must be right; when neither was given, the message sits on the first of the two.
  if (phone && !isValidPhone(phone)) errors.phone = formMessages.phoneInvalid;
  if (email && !isValidEmail(email)) errors.email = formMessages.emailInvalid;
  if (!phone && !email) errors.phone = contactMessages.phoneOrEmailRequired;

  const message = values.message.trim();
  if (!message) errors.message = contactMessages.messageRequired;
  else if (values.message.length > maxMessageLength)
    errors.message = contactMessages.messageTooLong(values.message.length);

  if (!values.agreed) errors.agreed = contactMessages.agreementRequired;
  return errors;
}
