/**
 * POST /api/payment-status {product_id, status: "SUCCESS"|"FAILED", data?, pidx?}
 *   → {status, receipt?, receiptToken?, message?}
 *
 * The page's report of how the parent came back from the wallet. SUCCESS never completes anything by itself: the
 * settlement completes only on the wallet's word (see transactions/settlement.ts). FAILED marks a PENDING payment
 * FAILED and never touches a completed one. `data` belongs to eSewa's return and `pidx` to Khalti's: a report
 * with the other wallet's field, or a pidx that is not the one stored at initiate, is refused before anything is
 * asked (a made-up or borrowed return spends none of the status-call budget).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PaymentStatusRequest, PaymentStatusResponse } from '@school/contracts';
import { HttpError } from '@school/service-kit';
import type { AppConfig } from '../config.js';
import type { Settlement } from '../transactions/settlement.js';
import type { Transaction, TransactionStore } from '../transactions/store.js';

/** The route's schemas: the contracts package's. */
export const paymentStatusSchema = { body: PaymentStatusRequest, response: { 200: PaymentStatusResponse } };

export function answerFor(
  transaction: Transaction,
  walletUnavailable = false,
  receiptToken?: string,
): PaymentStatusResponse {
  const answer: PaymentStatusResponse = { status: transaction.status };
  if (transaction.status === 'COMPLETED') {
    if (receiptToken !== undefined) answer.receiptToken = receiptToken;
    answer.receipt = {
      transactionId: transaction.id,
      studentName: transaction.studentName,
      className: transaction.className,
      roll: transaction.roll,
      parentName: transaction.parentName,
      amount: transaction.amountPaisa / 100,
      wallet: transaction.wallet,
      esewaRef: transaction.esewaRef,
      completedAt: transaction.completedAt,
    };
    if (transaction.wallet === 'khalti') answer.receipt.khaltiTransactionId = transaction.khaltiTransactionId;
  } else if (walletUnavailable) {
    const wallet = transaction.wallet === 'khalti' ? 'Khalti' : 'eSewa';
    answer.message = `${wallet} could not be reached to confirm the payment. It will be checked again automatically; please do not pay twice.`;
  }
  return answer;
}

export interface PaymentStatusRouteOptions {
  config: AppConfig;
  store: TransactionStore;
  settlement: Settlement;
}

export const paymentStatusRoute: FastifyPluginAsyncTypebox<PaymentStatusRouteOptions> = async (
  app,
  { config, store, settlement },
) => {
  app.post(
    '/api/payment-status',
    {
      schema: paymentStatusSchema,
      config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: '1 minute' } },
    },
    async (request) => {
      const transaction = store.findById(request.body.product_id);
      if (!transaction) throw new HttpError(404, 'No payment was found for this transaction ID.');
      const { data, pidx } = request.body;
      const khalti = transaction.wallet === 'khalti';
      if ((khalti && data !== undefined) || (!khalti && pidx !== undefined)) {
        throw new HttpError(400, 'This return is not from the wallet the payment was started with.');
      }
      if (pidx !== undefined && pidx !== transaction.khaltiPidx) {
        request.log.warn({ transactionId: transaction.id }, "Khalti return's pidx is not the stored one");
        throw new HttpError(400, "Khalti's return does not match this payment.");
      }

      // A COMPLETED payment's receipt was issued with its status change (fees/allocation.ts).
      const tokenOf = (paid: Transaction) => store.receiptTokenOf(paid.id);
      if (request.body.status === 'FAILED') {
        const after = await settlement.recordClientFailure(transaction);
        return answerFor(after, false, tokenOf(after));
      }

      const outcome = await settlement.confirmSuccess(transaction, data);
      if (outcome.kind === 'callback-rejected') {
        throw new HttpError(400, "eSewa's payment confirmation could not be verified.");
      }
      return answerFor(outcome.transaction, outcome.walletUnavailable, tokenOf(outcome.transaction));
    },
  );
};
