/**
 * POST /internal/receipt-mail {token, to, language?} → 202 {queued}
 *
 * payment-service's request to mail a receipt to the address a parent gave (contracts' fees.ts). The receipt is read
 * from payment-service by its token (GET /api/receipts/:token), never taken from the request: a caller can only have
 * a real receipt mailed, and each receipt is mailed once. Unknown token → 404; payment-service unreachable → 503, and
 * payment-service asks again later. `/internal/` is reachable only on the services' own network: nginx routes no
 * such path. Logged by receipt number only, never the address.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PaymentReceipt, ReceiptMailAnswer, ReceiptMailRequest } from '@school/contracts';
import { isValidEmail } from '@school/contracts/contact-checks';
import { HttpError } from '@school/service-kit';
import { Value } from 'typebox/value';
import { receiptEmail } from '../receipts/receiptEmail.js';
import type { ReceiptMailQueue } from '../receipts/receiptMailQueue.js';

export interface ReceiptMailRouteOptions {
  queue: ReceiptMailQueue;
  paymentServiceUrl: string;
  /** The site's origin, for the receipt page's address in the email. */
  siteOrigin: string;
  /** Called after an email is queued. */
  queued: () => void;
  now: () => Date;
  /** How long payment-service may take to answer. */
  timeoutMs?: number;
}

export const receiptMailRoute: FastifyPluginAsyncTypebox<ReceiptMailRouteOptions> = async (app, options) => {
  app.post(
    '/internal/receipt-mail',
    { schema: { body: ReceiptMailRequest, response: { 202: ReceiptMailAnswer } } },
    async (request, reply) => {
      const { token, to, language = 'en' } = request.body;
      if (!isValidEmail(to.trim())) throw new HttpError(400, 'The email address is not valid.');
      let answer: Response;
      try {
        answer = await fetch(`${options.paymentServiceUrl}/api/receipts/${encodeURIComponent(token)}`, {
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
      } catch {
        throw new HttpError(503, 'The receipt could not be read now. Please try again later.');
      }
      if (answer.status === 404) throw new HttpError(404, 'There is no receipt with that token.');
      const body: unknown = answer.ok ? await answer.json().catch(() => undefined) : undefined;
      if (!Value.Check(PaymentReceipt, body)) {
        throw new HttpError(503, 'The receipt could not be read now. Please try again later.');
      }
      const pagePath = language === 'en' ? '/receipt' : `/${language}/receipt`;
      const email = receiptEmail(body, to.trim(), language, `${options.siteOrigin}${pagePath}#${token}`);
      const queued = options.queue.queue(body.number, email, options.now());
      request.log.info({ receipt: body.number, queued }, 'receipt email');
      if (queued) options.queued();
      return reply.code(202).send({ queued });
    },
  );
};
