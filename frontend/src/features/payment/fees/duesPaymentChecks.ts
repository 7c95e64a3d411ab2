/** The dues payment form's optional details (payer's name and email for the receipt) and their checks. */
import { isValidEmail } from '@school/contracts/contact-checks';
import type { PaymentWords } from '../../../content/payment';

export interface DuesPaymentValues {
  /** The latest month to pay, B.S. `YYYY-MM`; every unpaid due from the oldest month up to it is paid. */
  throughMonth: string;
  parentName: string;
  email: string;
}

/** As the free-amount form: the receipt prints the name whole. */
const longestParentName = 100;

export function checkDuesPayment(
  values: DuesPaymentValues,
  words: Pick<PaymentWords['fees'], 'emailInvalid'> & { nameTooLong: string },
): Partial<Record<keyof DuesPaymentValues, string>> {
  const errors: Partial<Record<keyof DuesPaymentValues, string>> = {};
  if (values.parentName.trim().length > longestParentName) errors.parentName = words.nameTooLong;
  const email = values.email.trim();
  if (email && !isValidEmail(email)) errors.email = words.emailInvalid;
  return errors;
}
