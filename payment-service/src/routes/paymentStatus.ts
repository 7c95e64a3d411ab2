/**
 * POST /api/payment-status {product_id, status: "SUCCESS"|"FAILED", data?} → {status, receipt?, message?}
 *
 * The page's report of how the parent came back from eSewa. SUCCESS never completes anything by itself: the
 * settlement completes only on eSewa's word (see transactions/settlement.ts). FAILED marks a PENDING payment
 * FAILED and never touches a completed one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PaymentStatusRequest, PaymentStatusResponse } from '@school/contracts';
import { HttpError } from '@school/service-kit';
import type { AppConfig } from '../config.js';
import type { Settlement } from '../transactions/settlement.js';
import type { Transaction, TransactionStore } from '../transactions/store.js';

/** The route's schemas: the contracts package's. */
export const paymentStatusSchema = { body: PaymentStatusRequest, response: { 200: PaymentStatusResponse } };

export function answerFor(transaction: Transaction, esewaUnavailable = false): PaymentStatusResponse {
  const answer: PaymentStatusResponse = { status: transaction.status };
  if (transaction.status === 'COMPLETED') {
    answer.receipt = {
      transactionId: transaction.id,
      studentName: transaction.studentName,
      className: transaction.className,
      roll: transaction.roll,
      parentName: transaction.parentName,
      amount: transaction.amountPaisa / 100,
      esewaRef: transaction.esewaRef,
      completedAt: transaction.completedAt,
    };
  } else if (esewaUnavailable) {
    answer.message =
      'eSewa could not be reached to confirm the payment. It will be checked again automatically; please do not pay twice.';
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

      if (request.body.status === 'FAILED') return answerFor(await settlement.recordClientFailure(transaction));

      const outcome = await settlement.confirmSuccess(transaction, request.body.data);
      if (outcome.kind === 'callback-rejected') {
        throw new HttpError(400, "eSewa's payment confirmation could not be verified.");
      }
      return answerFor(outcome.transaction, outcome.esewaUnavailable);
    },
  );
};
