/**
 * POST /api/esewa/initiate-dues and POST /api/khalti/initiate-dues
 *   {studentId, dob, throughMonth, transactionId, parentName?, email?, language?}
 *   → the free-amount routes' answers: {form, transactionId} (eSewa) and {paymentUrl, transactionId} (Khalti)
 *
 * A parent pays a student's dues by the id on the fee card. The id and date of birth are checked again, with the
 * lookup's count of wrong dates (same 404, same 429). The server computes what is owed: every unpaid due of the
 * student up to and including `throughMonth`, oldest first; none → 400. The body carries no amount: a field the
 * contract does not name (an `amount`) is refused by the schema. The payment is stored with its dues (payment_dues,
 * in the same commit), the child's name, class and roll from the school's record, and the receipt's address.
 *
 * Idempotent: the same transactionId for the same student and the same dues answers the same form or page; other
 * details → 409, and dues that changed in between (paid meanwhile, imported again) → 409 with feesMessages'
 * words. A due already inside an open payment may be paid again: the page warns first, and a second completion is
 * kept as the student's credit. The initiate limits apply as for free amounts; the rest is paymentStart.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DuesPaymentRequest,
  feesMessages,
  InitiatePaymentResponse,
  isValidEmail,
  KhaltiInitiateResponse,
} from '@school/contracts';
import { HttpError } from '@school/service-kit';
import type { AppConfig } from '../config.js';
import type { ParentDues, StudentRecord } from '../fees/parentDues.js';
import type { StudentCheck } from '../fees/studentCheck.js';
import type { KhaltiClient } from '../khalti/client.js';
import type { InitiateLimits } from '../transactions/initiateLimits.js';
import { otherDetailsMessage } from '../transactions/retriedPayment.js';
import type { Transaction, TransactionStore } from '../transactions/store.js';
import { checkedStudent } from './feesLookup.js';
import { cleanName } from './initiate.js';
import {
  newPaymentsWithinLimits,
  requireKhalti,
  startEsewaPayment,
  startKhaltiPayment,
  type PaymentToStart,
} from './paymentStart.js';

export const duesPaymentMessages = {
  emailInvalid: 'Email must be one email address, such as name@example.com.',
} as const;

/** The receipt's address: trimmed, one mailbox; left out or blank: none. */
function receiptEmailOf(email: string | undefined): string | null {
  const address = email?.trim() ?? '';
  if (address === '') return null;
  if (!isValidEmail(address)) throw new HttpError(400, duesPaymentMessages.emailInvalid);
  return address;
}

/** The payment of the student's unpaid dues up to `throughMonth`, its amount their sum. */
function duesPayment(body: DuesPaymentRequest, student: StudentRecord, dues: ParentDues): PaymentToStart {
  const paying = dues.unpaidDues(student.studentId).filter((due) => due.month <= body.throughMonth);
  if (paying.length === 0) throw new HttpError(400, feesMessages.nothingDue);
  const dueIds = paying.map((due) => due.id).sort((a, b) => a - b);
  const parentName = body.parentName?.trim() ? cleanName(body.parentName, 'Parent name') : '';
  const receiptEmail = receiptEmailOf(body.email);
  const payment: PaymentToStart = {
    transactionId: body.transactionId,
    studentName: student.name,
    className: student.className,
    roll: student.roll,
    parentName,
    amountPaisa: paying.reduce((sum, due) => sum + due.amountPaisa, 0),
    dueIds,
    receiptEmail,
    language: body.language,
    logFields: { studentId: student.studentId, dues: dueIds.length },
  };
  payment.differenceFrom = (stored: Transaction) => {
    const samePayer =
      stored.studentName === payment.studentName &&
      stored.className === payment.className &&
      stored.roll === payment.roll &&
      stored.parentName === parentName &&
      stored.receiptEmail === receiptEmail;
    if (!samePayer) return otherDetailsMessage;
    const storedDues = dues.duesOf(stored.id);
    // A payment of no dues under this id is a free amount's: other details, not changed dues.
    if (storedDues.length === 0) return otherDetailsMessage;
    const sameDues =
      stored.amountPaisa === payment.amountPaisa &&
      storedDues.length === dueIds.length &&
      storedDues.every((id, at) => id === dueIds[at]);
    return sameDues ? undefined : feesMessages.duesChanged;
  };
  return payment;
}

export interface DuesInitiateRouteOptions {
  config: AppConfig;
  store: TransactionStore;
  now: () => Date;
  limits: InitiateLimits;
  dues: ParentDues;
  check: StudentCheck;
  /** Undefined while KHALTI_SECRET_KEY is unset: paying with Khalti is switched off. */
  khalti: Pick<KhaltiClient, 'startPayment'> | undefined;
}

export const duesInitiateRoutes: FastifyPluginAsyncTypebox<DuesInitiateRouteOptions> = async (
  app,
  { config, store, now, limits, dues, check, khalti },
) => {
  const routeOptions = {
    config: { rateLimit: { max: config.rateLimitPerMinute, timeWindow: '1 minute' } },
    preHandler: newPaymentsWithinLimits(store, limits),
  };

  app.post(
    '/api/esewa/initiate-dues',
    { ...routeOptions, schema: { body: DuesPaymentRequest, response: { 200: InitiatePaymentResponse } } },
    async (request, reply) => {
      const student = checkedStudent(check, request.body, reply, request.log, 'dues payment');
      return startEsewaPayment({ config, store, now }, duesPayment(request.body, student, dues), request.log);
    },
  );

  app.post(
    '/api/khalti/initiate-dues',
    { ...routeOptions, schema: { body: DuesPaymentRequest, response: { 200: KhaltiInitiateResponse } } },
    async (request, reply) => {
      const client = requireKhalti(khalti);
      const student = checkedStudent(check, request.body, reply, request.log, 'dues payment');
      const payment = duesPayment(request.body, student, dues);
      return startKhaltiPayment({ config, store, now, khalti: client }, payment, request.log);
    },
  );
};
