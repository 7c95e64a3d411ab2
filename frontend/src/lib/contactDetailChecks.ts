/**
 * Checks of a phone number and an email address as people type them. Used by the contact form and by the
 * parents' details of the admission form. Both are lenient on purpose: they catch typing slips, they do not
 * try to prove that a number or mailbox exists.
 */

/** Spaces, hyphens, dots and brackets that people put inside phone numbers. */
const phoneSeparators = /[\s\-.()]/g;

/**
 * A phone number: 7 to 15 digits (the international maximum), an optional leading +, separators allowed.
 * Covers Nepali mobiles (98XXXXXXXX), landlines with area code (041-590123) and numbers abroad (+971 …).
 */
export function isValidPhone(phone: string): boolean {
  return /^\+?\d{7,15}$/.test(phone.trim().replace(phoneSeparators, ''));
}

/** An email address: something@domain.ending, with no spaces. */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim());
}
