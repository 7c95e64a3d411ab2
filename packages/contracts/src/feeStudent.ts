/**
 * Which child a fee is for: the class (required) and the roll number (optional), written once. The fee form checks
 * them as a parent submits, and payment-service checks them again on POST /api/esewa/initiate, with the same words.
 * No dependencies: the site's pages import it (`@school/contracts/fee-student`). Two children with one name are told
 * apart by their class.
 */

/** Every class the school teaches (Pre-Primary: Nursery, LKG, UKG; then Grade 1 to Grade 6), youngest first. */
export const schoolClasses = [
  'Nursery',
  'LKG',
  'UKG',
  'Grade 1',
  'Grade 2',
  'Grade 3',
  'Grade 4',
  'Grade 5',
  'Grade 6',
] as const;
export type SchoolClass = (typeof schoolClasses)[number];

/** A roll number is a whole number in this range (the results' roll numbers too). */
export const rollNumberRange = { minimum: 1, maximum: 9999 } as const;

export const feeStudentMessages = {
  classRequired: "Choose the student's class.",
  classUnknown: `Class must be one of: ${schoolClasses.join(', ')}.`,
  roll: `Roll number must be a whole number from ${rollNumberRange.minimum} to ${rollNumberRange.maximum}, or left empty.`,
} as const;

export function isSchoolClass(value: unknown): value is SchoolClass {
  return typeof value === 'string' && (schoolClasses as readonly string[]).includes(value);
}

/**
 * A roll number as typed: '' (or spaces) is no roll number (null); "7" or " 07 " is 7; anything else, a decimal,
 * 0 or more than 9999, is undefined (not a roll number).
 */
export function parseRollNumber(typed: string): number | null | undefined {
  const text = typed.trim();
  if (text === '') return null;
  if (!/^\d{1,4}$/.test(text)) return undefined;
  const roll = Number(text);
  return roll >= rollNumberRange.minimum && roll <= rollNumberRange.maximum ? roll : undefined;
}
