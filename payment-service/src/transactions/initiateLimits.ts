/**
 * How many payments may be started: what keeps a bot's flood of started payments from becoming a flood of status
 * calls to eSewa (each payment nobody pays still costs up to 4 of them, checkSchedule.ts).
 *
 * Only payments nobody has paid count, over the last hour: a parent who pays, or a school office paying many fees
 * one after another from one address, frees the place as each payment completes.
 * - Per client address (PAYMENT_INITIATE_LIMIT_PER_ADDRESS, 10): a parent starts one payment, perhaps two after a
 *   cancel; 10 unpaid in an hour leaves room for a few parents behind one mobile carrier's shared address, while a
 *   bot on one address gets 10 an hour instead of 30 a minute. Kept in memory (the addresses of the last hour),
 *   never written to the database: addresses are the parents' data.
 * - For everyone together (PAYMENT_INITIATE_LIMIT_PER_HOUR, 300), counted in the store: 300 unpaid payments an
 *   hour cost eSewa at most 1,200 status calls, a third of the default budget of 60 a minute, so the reconciler
 *   keeps room for the parents who do pay, even while many addresses flood together. An address with no unpaid
 *   payment of its own in the hour is let through all the same: that is what a parent looks like, and a flood
 *   must not lock the school's parents out of paying. So a flood gets one payment per address past the cap; one
 *   from very many addresses is then held by the status-call budget alone (statusCallBudget.ts).
 * Past either limit the answer says how long to wait (Retry-After): until the oldest counted payment is an hour
 * old. A request for a payment that already exists (a retry) is never refused: it starts nothing new.
 */
import type { PaymentLimits } from '../config.js';
import { refundableStatuses } from './statusRules.js';
import type { TransactionStore } from './store.js';

const hourMs = 60 * 60_000;

export type InitiateVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

export interface InitiateLimits {
  /** Whether `address` may start the payment `transactionId` now; if so, it is counted from now on. */
  admit(address: string, transactionId: string): InitiateVerdict;
}

/** How long an admitted payment is counted before its row is committed (group commit: one turn of the loop). */
const admittedGraceMs = 30_000;

const waitWords = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

export function createInitiateLimits(limits: PaymentLimits, store: TransactionStore, now: () => Date): InitiateLimits {
  /** Per address, the payments it started in the last hour, oldest first. */
  const byAddress = new Map<string, { id: string; at: number }[]>();
  let lastSweep = 0;
  /** Admitted payments whose row may not be committed yet: a burst in one turn counts before the store sees it. */
  const admitted = new Map<string, number>();
  /** The store's count of unpaid payments, read at most once a second, plus the payments admitted since. */
  let everyone: { count: number; oldest: number; until: number } | undefined;

  /** Whether a payment of the list counts: unpaid, or admitted and not stored yet. */
  const counts = (entry: { id: string }) => {
    const status = store.findById(entry.id)?.status;
    if (status === undefined) return admitted.has(entry.id);
    return !refundableStatuses.includes(status) && status !== 'FULL_REFUND';
  };
  /** The address's payments of the last hour (older ones dropped; now and then, other addresses' too). */
  const recent = (address: string, at: number) => {
    const cutoff = at - hourMs;
    if (at - lastSweep > hourMs) {
      lastSweep = at;
      for (const [key, list] of byAddress) if (list.every((entry) => entry.at <= cutoff)) byAddress.delete(key);
    }
    const list = byAddress.get(address) ?? [];
    const old = list.findIndex((entry) => entry.at > cutoff);
    if (old !== 0) list.splice(0, old === -1 ? list.length : old);
    return list;
  };
  const unpaidEveryone = (at: number) => {
    if (!everyone || at >= everyone.until) {
      for (const [id, since] of admitted) {
        if (since <= at - admittedGraceMs || store.findById(id)) admitted.delete(id);
      }
      const stored = store.unpaidSince(new Date(at - hourMs).toISOString());
      const oldest = stored.oldestCreatedAt ? Date.parse(stored.oldestCreatedAt) : at;
      everyone = { count: stored.count + admitted.size, oldest, until: at + 1000 };
    }
    return everyone;
  };
  const secondsUntil = (oldest: number, at: number) => Math.max(1, Math.ceil((oldest + hourMs - at) / 1000));

  return {
    admit(address, transactionId) {
      const at = now().getTime();
      let list = recent(address, at);
      // Statuses are looked up only when the count could be reached; paid payments then leave the list for good.
      if (list.length >= limits.unpaidPerAddressPerHour) list = list.filter(counts);
      if (list.length >= limits.unpaidPerAddressPerHour) {
        byAddress.set(address, list);
        const retryAfterSeconds = secondsUntil(list[0]!.at, at);
        return {
          allowed: false,
          retryAfterSeconds,
          message: `Too many payments were started from your connection in the last hour without being paid. Please try again in ${waitWords(retryAfterSeconds)}.`,
        };
      }
      if (list.some(counts)) {
        const all = unpaidEveryone(at);
        if (all.count >= limits.unpaidPerHour) {
          const retryAfterSeconds = secondsUntil(all.oldest, at);
          return {
            allowed: false,
            retryAfterSeconds,
            message: `The school's payment service is very busy right now. Please try again in ${waitWords(retryAfterSeconds)}.`,
          };
        }
      }
      list.push({ id: transactionId, at });
      byAddress.set(address, list);
      admitted.set(transactionId, at);
      if (everyone) everyone.count += 1;
      return { allowed: true };
    },
  };
}
