/**
 * When eSewa is asked about a payment again: each payment has its own next-check time, kept in the store.
 *
 * - An open payment is first checked 5 minutes after it started (eSewa's documentation: "if a response is not
 *   received within five minutes, the status check API can be used"), then with backoff: 5, 10, 20, 40, 80
 *   minutes, then every 2 hours, and once more at the end of its 24-hour window. Still open then, it ends
 *   EXPIRED. If eSewa cannot be reached for that last check, it is asked again (with the same backoff) for up to
 *   one more window before the payment expires without eSewa's last word.
 * - A paid payment (COMPLETED, PARTIAL_REFUND) is asked about a few more times for refunds: 1, 3, 7, 14 and 30
 *   days after it completed.
 */
import { openStatuses, refundableStatuses, type TransactionStatus } from './statusRules.js';

const minute = 60_000;
const day = 24 * 60 * minute;

export const checkPolicy = {
  firstCheckAfterMs: 5 * minute,
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
