/**
 * The fee form's checks (spec: names non-blank after trimming, amount a number of at least 1; the class one of the
 * school's, the roll number empty or a whole number). The server checks the same and more (the school's maximum);
 * these only spare the parent a round trip. The messages are the page's (its language's words); numbers may be
 * typed with Devanagari digits as well as ASCII ones, and are sent as numbers.
 */
import { withAsciiDigits } from '@school/contracts/digits';
import { isSchoolClass, parseRollNumber, type SchoolClass } from '@school/contracts/fee-student';
import type { PaymentWords } from '../../content/payment';

export interface PaymentFormValues {
  studentName: string;
  /** '' until a class is chosen. */
  className: string;
  /** As typed; may stay empty. */
  roll: string;
  parentName: string;
  /** As typed, so an error never loses what the parent wrote. */
  amount: string;
}

export type PaymentFormErrors = Partial<Record<keyof PaymentFormValues, string>>;

export interface PaymentRequest {
  studentName: string;
  className: SchoolClass;
  /** Only when the parent gave one. */
  roll?: number;
  parentName: string;
  amount: number;
}

export type PaymentCheck = { ok: true; request: PaymentRequest } | { ok: false; errors: PaymentFormErrors };

const maxNameLength = 100;

/**
 * "5,000.50" or "1,00,000" (Nepali grouping), or the same in Devanagari digits ("५,०००.५०") → a number; undefined
 * unless an amount of at least 1 with at most two decimals. Commas are allowed only between digit groups.
 */
export function parseAmount(typed: string): number | undefined {
  const text = withAsciiDigits(typed).trim();
  if (!/^(\d+|\d{1,3}(,\d{2,3})+)(\.\d{1,2})?$/.test(text)) return undefined;
  const amount = Number(text.replaceAll(',', ''));
  return amount >= 1 ? amount : undefined;
}

function checkName(value: string, blankMessage: string, tooLongMessage: string): string | undefined {
  const name = value.trim();
  if (name === '') return blankMessage;
  if (name.length > maxNameLength) return tooLongMessage;
  return undefined;
}

/** `words`: the page's validation messages (useTexts(paymentTexts).validation). */
export function checkPaymentForm(values: PaymentFormValues, words: PaymentWords['validation']): PaymentCheck {
  const errors: PaymentFormErrors = {};
  const studentError = checkName(values.studentName, words.studentName, words.nameTooLong);
  const parentError = checkName(values.parentName, words.parentName, words.nameTooLong);
  const className = values.className;
  const roll = parseRollNumber(withAsciiDigits(values.roll));
  const amount = parseAmount(values.amount);
  if (studentError) errors.studentName = studentError;
  if (!isSchoolClass(className)) errors.className = words.className;
  if (roll === undefined) errors.roll = words.roll;
  if (parentError) errors.parentName = parentError;
  if (amount === undefined) errors.amount = words.amount;
  if (studentError || parentError || !isSchoolClass(className) || roll === undefined || amount === undefined) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    request: {
      studentName: values.studentName.trim(),
      className,
      ...(roll === null ? {} : { roll }),
      parentName: values.parentName.trim(),
      amount,
    },
  };
}
