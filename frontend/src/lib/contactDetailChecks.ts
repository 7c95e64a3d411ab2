/**
 * Checks of a phone number and an email address as people type them. Used by the contact form and by the
 * parents' details of the admission form. They are the contracts' own (office-service checks the same), so the
 * browser and the server never disagree about what a valid number or address is.
 */
export { isValidEmail, isValidPhone } from '@school/contracts/contact-checks';
