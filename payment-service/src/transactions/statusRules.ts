/**
 * Which status changes are allowed, and on whose word. The rules in one table, so they can be read and
 * tested in one place (the store's SQLite triggers hold the same lines, so no other code path can cross them):
 *
 * - COMPLETED only on eSewa's word (a verified callback, the status API, the reconciler, or a token payment's
 *   notice, which completes the payment it stores in the same commit). Nothing leaves it but
 *   eSewa's refund statuses (FULL_REFUND, PARTIAL_REFUND), reported by the status API; a PARTIAL_REFUND may
 *   still become a FULL_REFUND.
 * - FAILED is the page's report that the parent came back through eSewa's failure URL. It is only a claim:
 *   it applies to a PENDING payment, and eSewa's later word (even COMPLETE) overrides it.
 * - NOT_FOUND, CANCELED, FULL_REFUND, PARTIAL_REFUND are eSewa's status API answers, stored as they are.
 *   NOT_FOUND may still turn into COMPLETED (eSewa did not know the payment yet when asked); CANCELED and
 *   FULL_REFUND are eSewa's last word.
 * - EXPIRED is the reconciler giving up: a payment still open at the end of its window; or Khalti's lookup saying
 *   the payment link expired unpaid (a status check's, or the reconciler's). It is final.
 * - ABANDONED is the reconciler finishing a payment eSewa still answered NOT_FOUND once its checkout session could
 *   no longer be running (checkSchedule.ts): nobody paid. Nothing asks eSewa about it again, but eSewa's signed
 *   success callback, should one still arrive, completes it: the money is real.
 */
import { transactionStatuses, type TransactionStatus } from '@school/contracts';

/** The statuses themselves are part of the API's contract (the payment pages show them). */
export { transactionStatuses, type TransactionStatus };

/** `token-notice`: eSewa's payment notice of a token payment (routes/esewaToken.ts), stored and completed at once. */
export const changeSources = ['callback', 'status-check', 'client-failure', 'reconciler', 'token-notice'] as const;
export type ChangeSource = (typeof changeSources)[number];

/** Statuses in which money may still arrive: the reconciler keeps asking eSewa about these. */
export const openStatuses: readonly TransactionStatus[] = ['PENDING', 'FAILED', 'NOT_FOUND'];

/** Paid, and a refund may still follow: the reconciler asks eSewa about these now and then (refund watch). */
export const refundableStatuses: readonly TransactionStatus[] = ['COMPLETED', 'PARTIAL_REFUND'];

/** Statuses nothing ever leaves. */
export const finalStatuses: readonly TransactionStatus[] = ['CANCELED', 'FULL_REFUND', 'EXPIRED'];

/** The reconciler's two ways of giving up on an open payment (no more status checks). */
export const closedByReconciler: readonly TransactionStatus[] = ['EXPIRED', 'ABANDONED'];

const esewaSources: readonly ChangeSource[] = ['callback', 'status-check', 'reconciler'];
/** Sources that report eSewa's status API answers (a verified callback only ever says COMPLETE). */
const statusApiSources: readonly ChangeSource[] = ['status-check', 'reconciler'];

/** The statuses a transaction may be in for `source` to move it to `to` (empty: never allowed). */
export function allowedFromStatuses(to: TransactionStatus, source: ChangeSource): TransactionStatus[] {
  // A token payment is inserted and completed in one commit: its notice completes only the payment it just stored.
  if (source === 'token-notice') return to === 'COMPLETED' ? ['PENDING'] : [];
  if (to === 'PENDING') return [];
  if (to === 'FAILED') return source === 'client-failure' ? ['PENDING'] : [];
  // Khalti's lookup may answer Expired (statusFromKhalti): its word, on a page's check as on the reconciler's.
  if (to === 'EXPIRED') return statusApiSources.includes(source) ? [...openStatuses] : [];
  if (closedByReconciler.includes(to)) return source === 'reconciler' ? [...openStatuses] : [];
  if (!esewaSources.includes(source)) return [];
  // Only eSewa's signed callback reopens an abandoned payment: its status API is no longer asked about it.
  if (to === 'COMPLETED') return source === 'callback' ? [...openStatuses, 'ABANDONED'] : [...openStatuses];
  if (!statusApiSources.includes(source)) return [];
  if (to === 'FULL_REFUND') return [...openStatuses, ...refundableStatuses];
  if (to === 'PARTIAL_REFUND') return [...openStatuses, 'COMPLETED'];
  return openStatuses.filter((from) => from !== to);
}

export function isTransactionStatus(value: string): value is TransactionStatus {
  return (transactionStatuses as readonly string[]).includes(value);
}
