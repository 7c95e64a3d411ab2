/**
 * GET /api/receipts/:token → PaymentReceipt | 404 {message}
 *
 * A receipt's page asks for it by its token, the receipt's only address (32 random bytes: fees/receiptNumber.ts).
 * An unknown token and a malformed one get the same 404. The answer is never cached or indexed, and the page's
 * address (the token is in its #fragment) is not sent on as a referrer. Never the child's date of birth.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PaymentReceipt, RECEIPT_TOKEN_PATTERN } from '@school/contracts/fees';
import { HttpError } from '@school/service-kit';
import { Type } from 'typebox';
import type { AppConfig } from '../config.js';
import type { TransactionStore } from '../transactions/store.js';

export const receiptSchema = {
  params: Type.Object({ token: Type.String({ maxLength: 200 }) }),
  response: { 200: PaymentReceipt },
};

export const receiptNotFound = 'No receipt was found at this address. Please check the link you were given.';

const tokenShape = new RegExp(RECEIPT_TOKEN_PATTERN);

export interface ReceiptRouteOptions {
  config: AppConfig;
  store: TransactionStore;
}

export const receiptRoute: FastifyPluginAsyncTypebox<ReceiptRouteOptions> = async (app, { config, store }) => {
  app.get(
    '/api/receipts/:token',
    {
      schema: receiptSchema,
      // The token is the receipt's only key: the request's log line names the route, never the address.
      config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: '1 minute' }, logRoutePattern: true },
      onRequest: async (_request, reply) => {
        // On every answer, the 404 too.
        void reply.headers({
          'cache-control': 'no-store',
          'x-robots-tag': 'noindex',
          'referrer-policy': 'no-referrer',
        });
      },
    },
    async (request) => {
      const { token } = request.params;
      const receipt = tokenShape.test(token) ? store.receiptByToken(token) : undefined;
      if (!receipt) throw new HttpError(404, receiptNotFound);
      return { ...receipt, schoolPan: config.schoolPan };
    },
  );
};
