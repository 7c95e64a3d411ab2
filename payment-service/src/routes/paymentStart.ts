/**
 * The one code path every initiate route ends in, the free-amount routes (initiate.ts, khaltiInitiate.ts) and the
 * dues routes (duesInitiate.ts) alike, once the route has computed the payment's details and amount:
 *
 * - the initiate limits count new payments only (a retry of a stored one starts nothing new);
 * - the payment is stored PENDING (with its dues, for a payment of dues), or, its id stored already, answered again
 *   when it is a retry of the same request, and refused with a 409 otherwise (transactions/retriedPayment.ts);
 * - eSewa: the signed form, with the return addresses of the page's language;
 * - Khalti: started server to server (the secret key), its pidx kept: that pidx, and no other, is looked up to
 *   complete the payment. A payment Khalti did not take (unreachable, or refused) keeps no pidx, and a retry with the
 *   same id asks again. Only "School fee" is sent as the order's name: Khalti needs no child's name.
 */
import { esewaUuidFor, KHALTI_MINIMUM_AMOUNT_NPR, type PaymentLanguage, type Wallet } from '@school/contracts';
import { HttpError } from '@school/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import { paymentFormHtml } from '../esewa/form.js';
import type { KhaltiClient } from '../khalti/client.js';
import { formatPaisa } from '../money.js';
import type { InitiateLimits } from '../transactions/initiateLimits.js';
import { otherDetailsMessage, refuseUnlessRetry } from '../transactions/retriedPayment.js';
import type { Transaction, TransactionStore } from '../transactions/store.js';

export interface PaymentStartDeps {
  config: AppConfig;
  store: TransactionStore;
  now: () => Date;
}

/** A payment as a route computed it: who it is for, the amount the server worked out, and for a payment of dues, which. */
export interface PaymentToStart {
  transactionId: string;
  studentName: string;
  className: string;
  roll: number | null;
  parentName: string;
  amountPaisa: number;
  /** The dues it pays (payment_dues); none for a free amount. */
  dueIds?: readonly number[];
  receiptEmail?: string | null;
  /** The language of the page paid from: it only chooses the return addresses. */
  language: PaymentLanguage | undefined;
  /**
   * The refusal's words when the payment stored under this id is not this one, undefined when it is the same
   * (a retry). By default: the student's details, the parent's name and the amount must be the stored ones.
   */
  differenceFrom?: (stored: Transaction) => string | undefined;
  /** What the log line of a new payment adds; never a child's name or date of birth. */
  logFields?: Record<string, unknown>;
}

/** Whether the stored payment has the details and amount of this one. */
export function sameDetails(stored: Transaction, payment: PaymentToStart): boolean {
  return (
    stored.studentName === payment.studentName &&
    stored.className === payment.className &&
    stored.roll === payment.roll &&
    stored.parentName === payment.parentName &&
    stored.amountPaisa === payment.amountPaisa
  );
}

/**
 * The initiate routes' preHandler: a new payment must fit the initiate limits (transactions/initiateLimits.ts), past
 * them 429 with Retry-After. A retry of a payment already stored starts nothing new: only new payments are counted.
 */
export function newPaymentsWithinLimits(store: TransactionStore, limits: InitiateLimits) {
  // The request and reply by their shapes alone, so that each route's own options type its handler.
  return async (
    request: { ip: string; body: { transactionId: string } },
    reply: { header(name: string, value: string): unknown },
  ): Promise<void> => {
    if (store.findById(request.body.transactionId)) return;
    const verdict = limits.admit(request.ip, request.body.transactionId);
    if (verdict.allowed) return;
    void reply.header('retry-after', String(verdict.retryAfterSeconds));
    throw new HttpError(429, verdict.message);
  };
}

/** Stores the new payment, or checks that the stored one of that id is this request again. */
async function storeOrRetry(
  { store, now }: PaymentStartDeps,
  payment: PaymentToStart,
  wallet: Wallet,
  log: FastifyBaseLogger,
): Promise<Transaction> {
  const { created, transaction } = await store.insertIfAbsent({
    id: payment.transactionId,
    wallet,
    esewaUuid: esewaUuidFor(payment.transactionId),
    studentName: payment.studentName,
    className: payment.className,
    roll: payment.roll,
    parentName: payment.parentName,
    amountPaisa: payment.amountPaisa,
    createdAt: now().toISOString(),
    dueIds: payment.dueIds,
    receiptEmail: payment.receiptEmail ?? null,
  });
  if (created) {
    log.info(
      { transactionId: transaction.id, wallet, amount: formatPaisa(payment.amountPaisa), ...payment.logFields },
      'payment initiated',
    );
    return transaction;
  }
  const difference =
    transaction.wallet === wallet
      ? payment.differenceFrom
        ? payment.differenceFrom(transaction)
        : sameDetails(transaction, payment)
          ? undefined
          : otherDetailsMessage
      : undefined;
  refuseUnlessRetry(transaction, wallet, difference);
  return transaction;
}

/** Stores (or finds again) the payment and answers eSewa's signed form. */
export async function startEsewaPayment(
  deps: PaymentStartDeps,
  payment: PaymentToStart,
  log: FastifyBaseLogger,
): Promise<{ form: string; transactionId: string }> {
  const transaction = await storeOrRetry(deps, payment, 'esewa', log);
  const { esewa, returnUrls } = deps.config;
  const form = paymentFormHtml({
    formUrl: esewa.formUrl,
    secretKey: esewa.secretKey,
    productCode: esewa.productCode,
    esewaUuid: transaction.esewaUuid,
    amountPaisa: transaction.amountPaisa,
    ...returnUrls[payment.language ?? 'en'],
  });
  return { form, transactionId: transaction.id };
}

/** Paying with Khalti is switched off while KHALTI_SECRET_KEY is unset: a plain 503. */
export function requireKhalti<T>(khalti: T | undefined): T {
  if (!khalti) throw new HttpError(503, 'Paying with Khalti is not available. Please pay with eSewa.');
  return khalti;
}

/** Khalti takes Rs 10 or more. */
export function requireKhaltiMinimum(amountPaisa: number): void {
  if (amountPaisa < KHALTI_MINIMUM_AMOUNT_NPR * 100) {
    throw new HttpError(
      400,
      `Khalti takes payments of Rs. ${KHALTI_MINIMUM_AMOUNT_NPR} or more. Please pay with eSewa.`,
    );
  }
}

/** Stores (or finds again) the payment, starts it with Khalti unless Khalti took it already, and answers its page. */
export async function startKhaltiPayment(
  deps: PaymentStartDeps & { khalti: Pick<KhaltiClient, 'startPayment'> },
  payment: PaymentToStart,
  log: FastifyBaseLogger,
): Promise<{ paymentUrl: string; transactionId: string }> {
  requireKhaltiMinimum(payment.amountPaisa);
  const transaction = await storeOrRetry(deps, payment, 'khalti', log);
  if (transaction.khaltiPidx && transaction.khaltiPaymentUrl) {
    return { paymentUrl: transaction.khaltiPaymentUrl, transactionId: transaction.id };
  }
  const { config, store, khalti } = deps;
  const answer = await khalti.startPayment({
    returnUrl: config.returnUrls[payment.language ?? 'en'].successUrl,
    websiteUrl: config.corsOrigin,
    amountPaisa: transaction.amountPaisa,
    purchaseOrderId: transaction.id,
    purchaseOrderName: 'School fee',
  });
  if (answer.kind !== 'started') {
    log.warn({ transactionId: transaction.id, reason: answer.reason }, 'Khalti initiate failed');
    throw new HttpError(
      answer.kind === 'refused' ? 502 : 503,
      'Khalti could not start the payment. Please try again in a minute, or pay with eSewa.',
    );
  }
  const stored = await store.setKhaltiPayment(transaction.id, { pidx: answer.pidx, paymentUrl: answer.paymentUrl });
  return { paymentUrl: stored.khaltiPaymentUrl ?? answer.paymentUrl, transactionId: stored.id };
}
