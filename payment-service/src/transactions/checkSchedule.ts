/**
 * When eSewa is asked about a payment again: each payment has its own next-check time, kept in the store.
 *
 * - An open payment is first checked 5 minutes after it started (eSewa's documentation: "if a response is not
 *   received within five minutes, the status check API can be used"), then with backoff: 5, 10, 20, 40, 80
 *   minutes, then every 2 hours, and once more at the end of its 24-hour window. Still open then, it ends
 *   EXPIRED. If eSewa cannot be reached for that last check, it is asked again (with the same backoff) for up to
 *   one more window before the payment expires without eSewa's last word.
 * - NOT_FOUND ends sooner. eSewa answers NOT_FOUND for a payment it never saw, and documents it as "Payment
 *   terminated at eSewa: Session expired"; its checkout gives a parent 5 minutes from login to confirm ("if payment
 *   is not made within 5 minutes of login then transaction will be failed"). The time on its login page is not
 *   documented, so `checkoutSessionMs` allows 30 minutes in all from the start of the payment (six times the
 *   documented 5), after which no checkout for it can still be running: a NOT_FOUND answer then finishes the
 *   payment ABANDONED. With the backoff above that is the check at 40 minutes at the latest: 4 calls to eSewa
 *   for a payment nobody paid, instead of 17.
 * - A paid payment (COMPLETED, PARTIAL_REFUND) is asked about a few more times for refunds: 1, 3, 7, 14 and 30
 *   days after it completed.
 */
import { openStatuses, refundableStatuses, type TransactionStatus } from './statusRules.js';

const minute = 60_000;
const day = 24 * 60 * minute;

export const checkPolicy = {
  firstCheckAfterMs: 5 * minute,
  /** The longest an eSewa checkout started with a payment can run (see above). */
  checkoutSessionMs: 30 * minute,
  windowMs: day,
  backoffBaseMs: 5 * minute,
  backoffMaxMs: 120 * minute,
  /** After the window, how long a payment is kept open while eSewa cannot be reached for its last check. */
  unreachableGraceMs: day,
  refundChecksAfterCompletionMs: [1 * day, 3 * day, 7 * day, 14 * day, 30 * day],
};

export interface Schedulable {
  status: TransactionStatus;
  createdAt: string;
  completedAt: string | null;
  /** Status-check calls made about this payment so far (answered or not). */
  checkAttempts: number;
}

const plus = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);

export function firstCheckAt(createdAt: string): string {
  return plus(createdAt, checkPolicy.firstCheckAfterMs).toISOString();
}

/** The end of an open payment's window: its last check is due then, and it expires if still open. */
export function windowEnd(createdAt: string): Date {
  return plus(createdAt, checkPolicy.windowMs);
}

/**
 * Whether eSewa's NOT_FOUND answer at `at` is its last word: every checkout the payment could have started has
 * ended by then, so nobody paid it (a signed callback that still arrives completes it all the same).
 */
export function abandonedAt(payment: { status: TransactionStatus; createdAt: string }, at: Date): boolean {
  return (
    payment.status === 'NOT_FOUND' && at.getTime() >= Date.parse(payment.createdAt) + checkPolicy.checkoutSessionMs
  );
}

/** The next check of `payment` after a check (attempt number `payment.checkAttempts`) at `at`; null: no more. */
export function nextCheckAt(payment: Schedulable, at: Date): string | null {
  if (openStatuses.includes(payment.status)) {
    const backoff = Math.min(
      checkPolicy.backoffBaseMs * 2 ** Math.max(0, payment.checkAttempts - 1),
      checkPolicy.backoffMaxMs,
    );
    const next = new Date(at.getTime() + backoff);
    const end = windowEnd(payment.createdAt);
    // The last check falls exactly at the end of the window.
    return (at < end && next > end ? end : next).toISOString();
  }
  if (refundableStatuses.includes(payment.status) && payment.completedAt) {
    const completed = Date.parse(payment.completedAt);
    const next = checkPolicy.refundChecksAfterCompletionMs
      .map((offset) => completed + offset)
      .find((time) => time > at.getTime());
    return next === undefined ? null : new Date(next).toISOString();
  }
  return null;
}
