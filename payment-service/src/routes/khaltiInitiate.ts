/**
 * POST /api/khalti/initiate {studentName, className, roll?, parentName, amount, transactionId, language?}
 *   → {paymentUrl, transactionId}
 *
 * The same body and checks as eSewa's initiate (routes/initiate.ts), and Khalti's minimum (Rs 10). Records the
 * payment as PENDING with the wallet Khalti, then starts it with Khalti server to server (the secret key) and keeps
 * the pidx Khalti answers: that pidx, and no other, is looked up to complete the payment. Idempotent: the same
 * transactionId with the same details answers the same payment page; with other details, or started with eSewa, 409.
 * A payment Khalti did not take (unreachable, or refused) keeps no pidx, and a retry with the same id asks again.
 * Only "School fee" is sent as the order's name: Khalti needs no child's name.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  esewaUuidFor,
  KHALTI_MINIMUM_AMOUNT_NPR,
  KhaltiInitiateRequest,
  KhaltiInitiateResponse,
} from '@school/contracts';
import { HttpError } from '@school/service-kit';
import type { AppConfig } from '../config.js';
import type { KhaltiClient } from '../khalti/client.js';
import { formatPaisa } from '../money.js';
import type { InitiateLimits } from '../transactions/initiateLimits.js';
import { openStatuses } from '../transactions/statusRules.js';
import type { TransactionStore } from '../transactions/store.js';
import { amountInPaisa, cleanName } from './initiate.js';

export const khaltiInitiateSchema = { body: KhaltiInitiateRequest, response: { 200: KhaltiInitiateResponse } };

export interface KhaltiInitiateRouteOptions {
  config: AppConfig;
  store: TransactionStore;
  now: () => Date;
  limits: InitiateLimits;
  /** Undefined while KHALTI_SECRET_KEY is unset: paying with Khalti is switched off. */
  khalti: Pick<KhaltiClient, 'startPayment'> | undefined;
}

export const khaltiInitiateRoute: FastifyPluginAsyncTypebox<KhaltiInitiateRouteOptions> = async (
  app,
  { config, store, now, limits, khalti },
) => {
  app.post(
    '/api/khalti/initiate',
    {
      schema: khaltiInitiateSchema,
      config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: '1 minute' } },
      // A retry of a payment already stored starts nothing new: only new payments are counted.
      preHandler: async (request, reply) => {
        if (store.findById(request.body.transactionId)) return;
        const verdict = limits.admit(request.ip, request.body.transactionId);
        if (verdict.allowed) return;
        void reply.header('retry-after', String(verdict.retryAfterSeconds));
        throw new HttpError(429, verdict.message);
      },
    },
    async (request) => {
      if (!khalti) throw new HttpError(503, 'Paying with Khalti is not available. Please pay with eSewa.');
      const body = request.body;
      const studentName = cleanName(body.studentName, 'Student name');
      const className = body.className;
      const roll = body.roll ?? null;
      const parentName = cleanName(body.parentName, 'Parent name');
      const amountPaisa = amountInPaisa(body.amount, config.maxAmountPaisa);
      if (amountPaisa < KHALTI_MINIMUM_AMOUNT_NPR * 100) {
        throw new HttpError(
          400,
          `Khalti takes payments of Rs. ${KHALTI_MINIMUM_AMOUNT_NPR} or more. Please pay with eSewa.`,
        );
      }

      const { created, transaction } = await store.insertIfAbsent({
        id: body.transactionId,
        wallet: 'khalti',
        esewaUuid: esewaUuidFor(body.transactionId),
        studentName,
        className,
        roll,
        parentName,
        amountPaisa,
        createdAt: now().toISOString(),
      });
      if (!created) {
        if (transaction.wallet !== 'khalti') {
          throw new HttpError(
            409,
            'This transaction ID was already used for a payment with eSewa. Please start again.',
          );
        }
        const sameDetails =
          transaction.studentName === studentName &&
          transaction.className === className &&
          transaction.roll === roll &&
          transaction.parentName === parentName &&
          transaction.amountPaisa === amountPaisa;
        if (!sameDetails) {
          throw new HttpError(
            409,
            'This transaction ID was already used for other payment details. Please start again.',
          );
        }
        if (transaction.status === 'COMPLETED') throw new HttpError(409, 'This payment has already been completed.');
        if (
          !openStatuses.includes(transaction.status) ||
          (transaction.khaltiPidx && transaction.status !== 'PENDING')
        ) {
          throw new HttpError(409, 'This payment was already closed. Please start a new payment.');
        }
      } else {
        request.log.info(
          { transactionId: transaction.id, wallet: 'khalti', amount: formatPaisa(amountPaisa) },
          'payment initiated',
        );
      }
      if (transaction.khaltiPidx && transaction.khaltiPaymentUrl) {
        return { paymentUrl: transaction.khaltiPaymentUrl, transactionId: transaction.id };
      }

      const answer = await khalti.startPayment({
        returnUrl: config.returnUrls[body.language ?? 'en'].successUrl,
        websiteUrl: config.corsOrigin,
        amountPaisa: transaction.amountPaisa,
        purchaseOrderId: transaction.id,
        purchaseOrderName: 'School fee',
      });
      if (answer.kind !== 'started') {
        request.log.warn({ transactionId: transaction.id, reason: answer.reason }, 'Khalti initiate failed');
        throw new HttpError(
          answer.kind === 'refused' ? 502 : 503,
          'Khalti could not start the payment. Please try again in a minute, or pay with eSewa.',
        );
      }
      const stored = await store.setKhaltiPayment(transaction.id, { pidx: answer.pidx, paymentUrl: answer.paymentUrl });
      return { paymentUrl: stored.khaltiPaymentUrl ?? answer.paymentUrl, transactionId: stored.id };
    },
  );
};
