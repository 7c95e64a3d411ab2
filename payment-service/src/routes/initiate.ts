/**
 * POST /api/esewa/initiate {studentName, className, roll?, parentName, amount, transactionId, language?}
 *   → {form, transactionId}
 *
 * Records the payment as PENDING and answers the signed eSewa form. Idempotent: the same transactionId with
 * the same details answers the same form (a retried request must not fail); with other details it is a 409.
 * The class and roll number are stored for the school's ledger only: eSewa's form carries the same fields as
 * before (the amount and our id, signed). `language` ('en' or 'ne', 'en' when left out) is the language of the
 * page the parent paid from: it only chooses the return addresses in the form (/payment-success or
 * /ne/payment-success, and the same for failure), so the parent comes back to a page in their language. It is not
 * stored and not one of the payment's details: a retry from a page in the other language answers the same payment.
 * A new payment must fit the initiate limits (transactions/initiateLimits.ts): past them, 429 with Retry-After.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InitiatePaymentRequest, InitiatePaymentResponse, esewaUuidFor } from '@school/contracts';
import { checkName, HttpError, stripInvisible } from '@school/service-kit';
import type { AppConfig } from '../config.js';
import { paymentFormHtml } from '../esewa/form.js';
import { formatPaisa, parseRupeesToPaisa } from '../money.js';
import type { InitiateLimits } from '../transactions/initiateLimits.js';
import type { TransactionStore } from '../transactions/store.js';

const maxNameLength = 100;

/** The route's schemas: the contracts package's (the trimmed names are held to 100 characters below). */
export const initiateSchema = { body: InitiatePaymentRequest, response: { 200: InitiatePaymentResponse } };

export function formatRupees(paisa: number): string {
  return `Rs. ${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 }).format(paisa / 100)}`;
}

/** Trimmed, under the service kit's one rule for names (commenters' too): no controls, overrides or invisibles. */
export function cleanName(raw: string, label: string): string {
  const name = stripInvisible(raw).trim();
  if (name === '') throw new HttpError(400, `${label} must not be blank.`);
  if (name.length > maxNameLength) throw new HttpError(400, `${label} must be at most ${maxNameLength} characters.`);
  const checked = checkName(name, label);
  if (!checked.ok) throw new HttpError(400, checked.message);
  return checked.value;
}

export function amountInPaisa(amount: number, maxAmountPaisa: number): number {
  if (amount < 1) throw new HttpError(400, 'Amount must be at least Rs. 1.');
  const paisa = parseRupeesToPaisa(amount);
  if (paisa === undefined) throw new HttpError(400, 'Amount may have at most two decimal places.');
  if (paisa > maxAmountPaisa) throw new HttpError(400, `Amount must not be more than ${formatRupees(maxAmountPaisa)}.`);
  return paisa;
}

export interface InitiateRouteOptions {
  config: AppConfig;
  store: TransactionStore;
  now: () => Date;
  limits: InitiateLimits;
}

export const initiateRoute: FastifyPluginAsyncTypebox<InitiateRouteOptions> = async (
  app,
  { config, store, now, limits },
) => {
  app.post(
    '/api/esewa/initiate',
    {
      schema: initiateSchema,
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
      const body = request.body;
      const studentName = cleanName(body.studentName, 'Student name');
      const className = body.className;
      const roll = body.roll ?? null;
      const parentName = cleanName(body.parentName, 'Parent name');
      const amountPaisa = amountInPaisa(body.amount, config.maxAmountPaisa);
      const esewaUuid = esewaUuidFor(body.transactionId);

      const { created, transaction } = await store.insertIfAbsent({
        id: body.transactionId,
        esewaUuid,
        studentName,
        className,
        roll,
        parentName,
        amountPaisa,
        createdAt: now().toISOString(),
      });
      if (!created) {
        if (transaction.wallet !== 'esewa') {
          throw new HttpError(
            409,
            'This transaction ID was already used for a payment with Khalti. Please start again.',
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
        if (transaction.status !== 'PENDING') {
          throw new HttpError(409, 'This payment was already closed. Please start a new payment.');
        }
      } else {
        request.log.info({ transactionId: transaction.id, amount: formatPaisa(amountPaisa) }, 'payment initiated');
      }

      const form = paymentFormHtml({
        formUrl: config.esewa.formUrl,
        secretKey: config.esewa.secretKey,
        productCode: config.esewa.productCode,
        esewaUuid: transaction.esewaUuid,
        amountPaisa: transaction.amountPaisa,
        ...config.returnUrls[body.language ?? 'en'],
      });
      return { form, transactionId: transaction.id };
    },
  );
};
