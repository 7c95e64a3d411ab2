/**
 * Settling a payment: turning what the page reports and what eSewa says into the stored status.
 *
 * A SUCCESS report completes the payment only on eSewa's word:
 *  1. with eSewa's callback `data`: if its signature verifies and it is about this payment (uuid, product code,
 *     amount) and says COMPLETE, the payment is COMPLETED on that alone. The signature is eSewa's word; asking
 *     the status API as well would only make a paid parent wait on a second call that can fail.
 *     A callback that does not verify is refused outright (possible forgery) and changes nothing.
 *  2. without usable `data`: eSewa's status API is asked about the stored uuid and amount.
 * If eSewa cannot be reached the payment stays as it is and the reconciler asks again later.
 * Every status-API call takes one from the global budget (statusCallBudget.ts). When none is left, eSewa is not
 * asked: the page hears, as when eSewa cannot be reached, that the payment will be checked again, and the payment
 * goes to the head of the reconciler's queue; the reconciler stops its run.
 * An ABANDONED payment is no longer asked about; only eSewa's signed callback completes it.
 *
 * A Khalti payment's return is unsigned, so it completes only on Khalti's lookup of the pidx stored at initiate
 * (never one from the return address) answering Completed for the stored amount. The lookup takes from the same
 * budget as eSewa's status calls, and the same rules follow (statusFromKhalti: refunds after Completed, nothing else).
 * Every change is written (and fsynced) before the answer that reports it.
 */
import type { BaseLogger } from 'pino';
import { verifyCallback } from '../esewa/callback.js';
import type { StatusChecker } from '../esewa/statusClient.js';
import { statusFromKhalti, type KhaltiClient } from '../khalti/client.js';
import { formatPaisa, formatPaisaForEsewa } from '../money.js';
import type { StatusCallBudget } from './statusCallBudget.js';
import { openStatuses, type ChangeSource, type TransactionStatus } from './statusRules.js';
import type { Transaction, TransactionStore } from './store.js';

export interface SettlementDeps {
  store: TransactionStore;
  checkStatus: StatusChecker;
  /** Khalti's lookup; without it a Khalti payment counts as unreachable (a few tests). */
  khalti?: Pick<KhaltiClient, 'lookup'>;
  secretKey: string;
  productCode: string;
  logger: Pick<BaseLogger, 'info' | 'warn'>;
  now: () => Date;
  /** The global budget of status calls; without one, calls are not counted (a few tests). */
  budget?: StatusCallBudget;
}

export interface Settled {
  transaction: Transaction;
  /** The wallet was not asked, or could not be reached; the payment will be checked again later. */
  walletUnavailable: boolean;
  /** The wallet was not asked: the status-call budget had nothing left. */
  overBudget?: boolean;
}

export type SuccessOutcome = ({ kind: 'settled' } & Settled) | { kind: 'callback-rejected'; transaction: Transaction };

export interface Settlement {
  confirmSuccess(transaction: Transaction, callbackData: string | undefined): Promise<SuccessOutcome>;
  recordClientFailure(transaction: Transaction): Promise<Transaction>;
  recheckWithWallet(transaction: Transaction, source: 'status-check' | 'reconciler'): Promise<Settled>;
  /** The reconciler gives up on a payment still open at the end of its window: EXPIRED, with a warning. */
  expire(transaction: Transaction, reason: string): Promise<Transaction>;
  /** The reconciler finishes a payment eSewa never saw (NOT_FOUND after any checkout could have ended). */
  abandon(transaction: Transaction): Promise<Transaction>;
}

/** eSewa's status API answers that change the stored status (PENDING and AMBIGUOUS change nothing). */
const statusFromEsewa: Partial<Record<string, TransactionStatus>> = {
  COMPLETE: 'COMPLETED',
  NOT_FOUND: 'NOT_FOUND',
  CANCELED: 'CANCELED',
  FULL_REFUND: 'FULL_REFUND',
  PARTIAL_REFUND: 'PARTIAL_REFUND',
};

export function createSettlement(deps: SettlementDeps): Settlement {
  const { store, logger } = deps;
  // One status-check call per payment at a time: concurrent requests share its answer.
  const checksInFlight = new Map<string, Promise<Settled>>();

  const change = async (
    transaction: Transaction,
    to: TransactionStatus,
    source: ChangeSource,
    esewaRef: string | null,
    khalti: { khaltiTransactionId: string | null; khaltiFeePaisa: number | null } = {
      khaltiTransactionId: null,
      khaltiFeePaisa: null,
    },
  ): Promise<Transaction> => {
    const result = await store.changeStatus(transaction.id, {
      to,
      source,
      esewaRef,
      ...khalti,
      at: deps.now().toISOString(),
    });
    if (result.changed) {
      logger.info(
        {
          transactionId: transaction.id,
          from: result.from,
          to,
          source,
          amount: formatPaisa(transaction.amountPaisa),
          wallet: result.transaction.wallet,
          esewaRef: result.transaction.esewaRef,
          khaltiTransactionId: result.transaction.khaltiTransactionId,
        },
        'payment status changed',
      );
    }
    return result.transaction;
  };

  const askEsewa = async (transaction: Transaction, source: ChangeSource): Promise<Settled> => {
    if (deps.budget && !deps.budget.take()) {
      // The page's own check waits for the reconciler, first in its queue; the reconciler's ends its run.
      if (source === 'status-check') await store.requestCheck(transaction.id, deps.now().toISOString());
      return { transaction, walletUnavailable: true, overBudget: true };
    }
    const answer = await deps.checkStatus({
      productCode: deps.productCode,
      esewaUuid: transaction.esewaUuid,
      totalAmount: formatPaisaForEsewa(transaction.amountPaisa),
      amountPaisa: transaction.amountPaisa,
    });
    const checked = await store.recordCheck(transaction.id, {
      at: deps.now().toISOString(),
      answered: answer.kind === 'answer',
    });
    const latest = checked ?? transaction;
    if (answer.kind === 'unavailable') {
      logger.warn({ transactionId: transaction.id, source, reason: answer.reason }, 'eSewa status check failed');
      return { transaction: latest, walletUnavailable: true };
    }
    const to = statusFromEsewa[answer.status];
    return { transaction: to ? await change(latest, to, source, answer.esewaRef) : latest, walletUnavailable: false };
  };

  /** Khalti's lookup of the stored pidx; Completed counts only for the stored amount. */
  const askKhalti = async (transaction: Transaction, source: ChangeSource): Promise<Settled> => {
    if (transaction.khaltiPidx === null) {
      // Khalti never took it (its initiate failed or never ran): nothing to ask, as eSewa's NOT_FOUND.
      const checked = await store.recordCheck(transaction.id, { at: deps.now().toISOString(), answered: true });
      return { transaction: await change(checked ?? transaction, 'NOT_FOUND', source, null), walletUnavailable: false };
    }
    if (deps.budget && !deps.budget.take()) {
      if (source === 'status-check') await store.requestCheck(transaction.id, deps.now().toISOString());
      return { transaction, walletUnavailable: true, overBudget: true };
    }
    const answer = deps.khalti
      ? await deps.khalti.lookup(transaction.khaltiPidx)
      : ({ kind: 'unavailable', reason: 'Khalti is not set up (KHALTI_SECRET_KEY)' } as const);
    const checked = await store.recordCheck(transaction.id, {
      at: deps.now().toISOString(),
      answered: answer.kind !== 'unavailable',
    });
    const latest = checked ?? transaction;
    if (answer.kind === 'unavailable') {
      logger.warn({ transactionId: transaction.id, source, reason: answer.reason }, 'Khalti lookup failed');
      return { transaction: latest, walletUnavailable: true };
    }
    if (answer.kind === 'not-found') {
      return { transaction: await change(latest, 'NOT_FOUND', source, null), walletUnavailable: false };
    }
    if (answer.status === 'Completed' && answer.totalAmountPaisa !== transaction.amountPaisa) {
      // A completed payment of another amount is not this payment: never complete on it.
      logger.warn(
        { transactionId: transaction.id, source, totalAmount: answer.totalAmountPaisa },
        'Khalti lookup: Completed for another amount than the stored one',
      );
      return { transaction: latest, walletUnavailable: true };
    }
    const to = statusFromKhalti[answer.status];
    const khalti = { khaltiTransactionId: answer.khaltiTransactionId, khaltiFeePaisa: answer.feePaisa };
    return {
      transaction: to ? await change(latest, to, source, null, khalti) : latest,
      walletUnavailable: false,
    };
  };

  const recheckWithWallet = (transaction: Transaction, source: 'status-check' | 'reconciler'): Promise<Settled> => {
    const running = checksInFlight.get(transaction.id);
    if (running) return running;
    const ask = transaction.wallet === 'khalti' ? askKhalti : askEsewa;
    const check = ask(transaction, source).finally(() => checksInFlight.delete(transaction.id));
    checksInFlight.set(transaction.id, check);
    return check;
  };

  return {
    async confirmSuccess(transaction, callbackData) {
      // Completed is final, and CANCELED or a refund is eSewa's last word: nothing left to confirm. ABANDONED
      // waits for eSewa's signed callback alone: its status API is not asked again.
      const abandoned = transaction.status === 'ABANDONED';
      if (!openStatuses.includes(transaction.status) && !(abandoned && callbackData !== undefined)) {
        return { kind: 'settled', transaction, walletUnavailable: false };
      }
      if (callbackData !== undefined && transaction.wallet === 'esewa') {
        const verdict = verifyCallback(callbackData, deps.secretKey, {
          esewaUuid: transaction.esewaUuid,
          productCode: deps.productCode,
          amountPaisa: transaction.amountPaisa,
        });
        if (verdict.kind === 'rejected') {
          logger.warn({ transactionId: transaction.id, reason: verdict.reason }, 'eSewa callback rejected');
          return { kind: 'callback-rejected', transaction };
        }
        if (verdict.kind === 'complete') {
          const completed = await change(transaction, 'COMPLETED', 'callback', verdict.esewaRef);
          return { kind: 'settled', transaction: completed, walletUnavailable: false };
        }
      }
      if (abandoned) return { kind: 'settled', transaction, walletUnavailable: false };
      return { kind: 'settled', ...(await recheckWithWallet(transaction, 'status-check')) };
    },

    recordClientFailure(transaction) {
      return change(transaction, 'FAILED', 'client-failure', null);
    },

    recheckWithWallet,

    async expire(transaction, reason) {
      const expired = await change(transaction, 'EXPIRED', 'reconciler', null);
      if (expired.status === 'EXPIRED') {
        logger.warn(
          {
            transactionId: transaction.id,
            from: transaction.status,
            amount: formatPaisa(transaction.amountPaisa),
            createdAt: transaction.createdAt,
            reason,
          },
          'payment expired: eSewa never confirmed it within the window',
        );
      }
      return expired;
    },

    abandon(transaction) {
      // One 'payment status changed' line, as for any change: a flood must not add more lines per payment.
      return change(transaction, 'ABANDONED', 'reconciler', null);
    },
  };
}
