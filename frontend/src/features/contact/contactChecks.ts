/**
 * The contact form's values and the checks they pass on Send: the contracts' own (office-service checks the same),
 * in the page's words (useTexts(contactTexts).checks).
 */
import { checkContact as checkContactRules, type ContactCheckMessages } from '@school/contracts/contact-checks';
import type { ContactValues } from '@school/contracts/contact-checks';
import type { FieldErrors } from '../../components/form/useCheckedForm';

export type { ContactValues };

export const emptyContact: ContactValues = { name: '', phone: '', email: '', message: '', agreed: false };

/** Name, a way to reply (a valid phone or a valid email), a message within the limit, and the agreement. */
export function checkContact(values: ContactValues, messages: ContactCheckMessages): FieldErrors<ContactValues> {
  return checkContactRules(values, messages);
}
