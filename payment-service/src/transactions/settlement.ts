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
 */
import type { BaseLogger } from 'pino';
import { verifyCallback } from '../esewa/callback.js';
import type { StatusChecker } from '../esewa/statusClient.js';
import { formatPaisa, formatPaisaForEsewa } from '../money.js';
import { openStatuses, type ChangeSource, type TransactionStatus } from './statusRules.js';
import type { Transaction, TransactionStore } from './store.js';

export interface SettlementDeps {
  store: TransactionStore;
  checkStatus: StatusChecker;
  secretKey: string;
  productCode: string;
  logger: Pick<BaseLogger, 'info' | 'warn'>;
  now: () => Date;
}

export interface Settled {
  transaction: Transaction;
  /** eSewa was asked and could not be reached; the payment will be checked again later. */
  esewaUnavailable: boolean;
}

export type SuccessOutcome = ({ kind: 'settled' } & Settled) | { kind: 'callback-rejected'; transaction: Transaction };

export interface Settlement {
  confirmSuccess(transaction: Transaction, callbackData: string | undefined): Promise<SuccessOutcome>;
  recordClientFailure(transaction: Transaction): Transaction;
  recheckWithEsewa(transaction: Transaction, source: 'status-check' | 'reconciler'): Promise<Settled>;
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

  const change = (
    transaction: Transaction,
    to: TransactionStatus,
    source: ChangeSource,
    esewaRef: string | null,
  ): Transaction => {
    const result = store.changeStatus(transaction.id, { to, source, esewaRef, at: deps.now().toISOString() });
    if (result.changed) {
      logger.info(
        {
          transactionId: transaction.id,
          from: result.from,
          to,
          source,
          amount: formatPaisa(transaction.amountPaisa),
          esewaRef: result.transaction.esewaRef,
        },
        'payment status changed',
      );
    }
    return result.transaction;
  };

  const askEsewa = async (transaction: Transaction, source: ChangeSource): Promise<Settled> => {
    const answer = await deps.checkStatus({
      productCode: deps.productCode,
      esewaUuid: transaction.esewaUuid,
      totalAmount: formatPaisaForEsewa(transaction.amountPaisa),
      amountPaisa: transaction.amountPaisa,
    });
    if (answer.kind === 'unavailable') {
      logger.warn({ transactionId: transaction.id, source, reason: answer.reason }, 'eSewa status check failed');
      return { transaction: store.findById(transaction.id) ?? transaction, esewaUnavailable: true };
    }
    store.noteChecked(transaction.id, deps.now().toISOString());
    const to = statusFromEsewa[answer.status];
    const latest = store.findById(transaction.id) ?? transaction;
    return { transaction: to ? change(latest, to, source, answer.esewaRef) : latest, esewaUnavailable: false };
  };

  const recheckWithEsewa = (transaction: Transaction, source: 'status-check' | 'reconciler'): Promise<Settled> => {
    const running = checksInFlight.get(transaction.id);
    if (running) return running;
    const check = askEsewa(transaction, source).finally(() => checksInFlight.delete(transaction.id));
    checksInFlight.set(transaction.id, check);
    return check;
  };

  return {
    async confirmSuccess(transaction, callbackData) {
      // Completed is final, and CANCELED or a refund is eSewa's last word: nothing left to confirm.
      if (!openStatuses.includes(transaction.status)) {
        return { kind: 'settled', transaction, esewaUnavailable: false };
      }
      if (callbackData !== undefined) {
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
          const completed = change(transaction, 'COMPLETED', 'callback', verdict.esewaRef);
          return { kind: 'settled', transaction: completed, esewaUnavailable: false };
        }
      }
      return { kind: 'settled', ...(await recheckWithEsewa(transaction, 'status-check')) };
    },

    recordClientFailure(transaction) {
      return change(transaction, 'FAILED', 'client-failure', null);
    },

    recheckWithEsewa,
  };
}
