/**
 * Devanagari's digits (०–९), as a Nepali page writes numbers and a Nepali keyboard types them, and back. No
 * dependencies: the pages' checks and the services' intake import it (`@school/contracts/digits`).
 */

/** Devanagari's ten digits, zero first. */
export const devanagariDigits = '०१२३४५६७८९';

/** The text with its ASCII digits written in Devanagari: "2082" → "२०८२". */
export function withDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => devanagariDigits[Number(digit)] ?? digit);
}

/** The text with its Devanagari digits as ASCII ones, everything else as it is: "रोल ०७" → "रोल 07". */
export function withAsciiDigits(typed: string): string {
  return typed.replace(/[०-९]/g, (digit) => String(devanagariDigits.indexOf(digit)));
}
