/**
 * POST /api/khalti/initiate {studentName, className, roll?, parentName, amount, transactionId, language?}
 *   → {paymentUrl, transactionId}
 *
 * The same body and checks as eSewa's initiate (routes/initiate.ts), and Khalti's minimum (Rs 10). Records the
 * payment as PENDING with the wallet Khalti, then starts it with Khalti server to server (the secret key) and keeps
 * the pidx Khalti answers: that pidx, and no other, is looked up to complete the payment. Idempotent: the same
 * transactionId with the same details answers the same payment page; with other details, or started with eSewa, 409.
 * A payment Khalti did not take (unreachable, or refused) keeps no pidx, and a retry with the same id asks again.
 * Only "School fee" is sent as the order's name: Khalti needs no child's name. The shared tail: paymentStart.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { KhaltiInitiateRequest, KhaltiInitiateResponse } from '@school/contracts';
import type { AppConfig } from '../config.js';
import type { KhaltiClient } from '../khalti/client.js';
import type { InitiateLimits } from '../transactions/initiateLimits.js';
import type { TransactionStore } from '../transactions/store.js';
import { freeAmountPayment } from './initiate.js';
import { newPaymentsWithinLimits, requireKhalti, startKhaltiPayment } from './paymentStart.js';

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
      preHandler: newPaymentsWithinLimits(store, limits),
    },
    async (request) => {
      const client = requireKhalti(khalti);
      const payment = freeAmountPayment(request.body, config.maxAmountPaisa);
      return startKhaltiPayment({ config, store, now, khalti: client }, payment, request.log);
    },
  );
};
