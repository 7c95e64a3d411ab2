/**
 * eSewa's token payment (routes/esewaToken.ts): what the school's server tells eSewa about a student's dues, and how
 * a payment eSewa reports is named and found again.
 *
 * - The inquiry answers every unpaid due of the student (state `due`), oldest first, as one amount, with the child's
 *   initial and class: the inquiry carries only the ID, which is printed on fee cards, so never the full name, the
 *   roll or the date of birth.
 * - A payment's id is derived from eSewa's reference (`esewa-app-<transaction_code>`): the same notice twice finds the
 *   same payment, which is what makes it idempotent.
 * - Amounts leave as eSewa writes them (3500, 3500.5), from integer paisa through money.ts's text, never float sums.
 */
import { formatPaisaForEsewa, parseEsewaAmount, parseRupeesToPaisa } from '../money.js';
import { feeMonthInWords } from './feeMonth.js';
import { firstNameOf, type StudentRecord } from './parentDues.js';

const tokenPaymentIdPrefix = 'esewa-app-';

/** Our id of the payment eSewa reported under this transaction_code. */
export function tokenPaymentId(transactionCode: string): string {
  return `${tokenPaymentIdPrefix}${transactionCode}`;
}

/** Paisa as an eSewa amount in rupees: 350000 → 3500, 350050 → 3500.5. */
export function esewaRupees(paisa: number): number {
  return Number(formatPaisaForEsewa(paisa));
}

/** The first letter of the child's first name and a full stop: all the app shows of the child. */
export function studentInitial(name: string): string {
  const [letter = ''] = Array.from(firstNameOf(name));
  return `${letter}.`;
}

/** "3 months from Kartik 2082 to Poush 2082": how many months the dues are of, and which. */
export function duesInWords(months: readonly string[]): string {
  const distinct = [...new Set(months)].sort();
  const first = distinct[0] ?? '';
  const last = distinct.at(-1) ?? first;
  const count = `${distinct.length} month${distinct.length === 1 ? '' : 's'}`;
  return `${count} from ${feeMonthInWords(first)} to ${feeMonthInWords(last)}`;
}

/** What the inquiry shows the payer for a student and their unpaid dues. */
export function inquiryProperties(
  student: Pick<StudentRecord, 'name' | 'className'>,
  dues: readonly { month: string }[],
): { student: string; class: string; dues: string } {
  return {
    student: studentInitial(student.name),
    class: student.className,
    dues: duesInWords(dues.map((due) => due.month)),
  };
}

/** eSewa's amount (a number, or text such as "3,500.00") as paisa; undefined when it is not an amount in rupees. */
export function paisaOfEsewaAmount(amount: number | string): number | undefined {
  if (typeof amount === 'string') return parseEsewaAmount(amount);
  return amount < 0 ? undefined : parseRupeesToPaisa(amount);
}
