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
 * What happens once the amount is known is shared with every initiate route (paymentStart.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { InitiatePaymentRequest, InitiatePaymentResponse } from '@school/contracts';
import { checkName, HttpError, stripInvisible } from '@school/service-kit';
import type { AppConfig } from '../config.js';
import { parseRupeesToPaisa } from '../money.js';
import type { InitiateLimits } from '../transactions/initiateLimits.js';
import type { TransactionStore } from '../transactions/store.js';
import { newPaymentsWithinLimits, startEsewaPayment, type PaymentToStart } from './paymentStart.js';

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

/** A free-amount payment (either wallet's) as the parent typed it, checked: names trimmed, the amount in paisa. */
export function freeAmountPayment(body: InitiatePaymentRequest, maxAmountPaisa: number): PaymentToStart {
  return {
    transactionId: body.transactionId,
    studentName: cleanName(body.studentName, 'Student name'),
    className: body.className,
    roll: body.roll ?? null,
    parentName: cleanName(body.parentName, 'Parent name'),
    amountPaisa: amountInPaisa(body.amount, maxAmountPaisa),
    language: body.language,
  };
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
      preHandler: newPaymentsWithinLimits(store, limits),
    },
    async (request) => {
      const body = request.body;
      return startEsewaPayment({ config, store, now }, freeAmountPayment(body, config.maxAmountPaisa), request.log);
    },
  );
};
