/**
 * A new payment whose transaction id is stored already: the page retried the same request (a slow network, a
 * double click), which must answer the same form or payment page, or the id is being reused for something else,
 * which is refused with a 409 in plain words. Every initiate route (free amount and dues, eSewa and Khalti) asks
 * this one check.
 */
import type { Wallet } from '@school/contracts';
import { HttpError } from '@school/service-kit';
import { openStatuses } from './statusRules.js';
import type { Transaction } from './store.js';

const walletNames: Record<Wallet, string> = { esewa: 'eSewa', khalti: 'Khalti' };

export const otherDetailsMessage =
  'This transaction ID was already used for other payment details. Please start again.';

/**
 * Throws the 409 unless `stored` may be answered again for a request of `wallet`: the same wallet, no difference
 * (`difference`: the refusal's words when the request's details are not the stored ones), not completed, and still
 * open. An eSewa payment is open while PENDING. A Khalti payment Khalti never took (no pidx) may be asked again
 * while its status is open; once Khalti gave a pidx, only while PENDING.
 */
export function refuseUnlessRetry(stored: Transaction, wallet: Wallet, difference: string | undefined): void {
  if (stored.wallet !== wallet) {
    throw new HttpError(
      409,
      `This transaction ID was already used for a payment with ${walletNames[stored.wallet]}. Please start again.`,
    );
  }
  if (difference !== undefined) throw new HttpError(409, difference);
  if (stored.status === 'COMPLETED') throw new HttpError(409, 'This payment has already been completed.');
  const open =
    wallet === 'esewa'
      ? stored.status === 'PENDING'
      : openStatuses.includes(stored.status) && (!stored.khaltiPidx || stored.status === 'PENDING');
  if (!open) throw new HttpError(409, 'This payment was already closed. Please start a new payment.');
}
