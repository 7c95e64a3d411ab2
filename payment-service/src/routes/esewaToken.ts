/**
 * eSewa's token payment: parents pay school fees from inside the eSewa app by typing the student ID. eSewa's server
 * calls these (@school/contracts/esewa-token describes them):
 *
 * POST /api/esewa/token/access-token          → {access_token, token_type, expires_in, refresh_token} | 401
 * GET  /api/esewa/token/inquiry/:request_id   → what the student owes now, with the child's initial and class
 * POST /api/esewa/token/payment               → the payment stored COMPLETED with its receipt; idempotent on the code
 * POST /api/esewa/token/status                → what became of a payment
 *
 * The last three want eSewa's Basic credentials or a live access token (esewa/tokenAuth.ts): anything else is 401
 * with `WWW-Authenticate`. Without ESEWA_TOKEN_USERNAME/PASSWORD every endpoint answers 503. Every endpoint is
 * rate-limited per client address, and an address with too many failed authentications in a minute gets 429 until
 * the minute passes. The student ID is read as the parents' lookup reads it (fees/parentDues.ts). Logs carry the
 * student ID once found (it is printed on the fee card), never the child's name and never the Authorization header
 * (the service kit redacts it); the inquiry's log line names the route, not the typed ID.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse } from '@school/contracts';
import {
  EsewaAccessTokenRequest,
  EsewaAccessTokenResponse,
  EsewaInquiryParams,
  EsewaInquiryResponse,
  EsewaPaymentRequest,
  EsewaPaymentResponse,
  EsewaStatusRequest,
  EsewaStatusResponse,
  esewaTokenMessages,
} from '@school/contracts/esewa-token';
import { addressKey, HttpError } from '@school/service-kit';
import type Database from 'better-sqlite3';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TokenAuth } from '../esewa/tokenAuth.js';
import type { ParentDues } from '../fees/parentDues.js';
import { receiptOfPayment } from '../fees/receipts.js';
import { esewaRupees, inquiryProperties, paisaOfEsewaAmount, tokenPaymentId } from '../fees/tokenPayment.js';
import type { TransactionStore } from '../transactions/store.js';

export const tokenRateLimited = 'Too many requests from this address. Please wait a minute.';
const challenge = 'Basic realm="eSewa token payment"';
const errorAnswers = { 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse, 503: ErrorResponse };

export interface EsewaTokenRouteOptions {
  /** Undefined while ESEWA_TOKEN_USERNAME/PASSWORD are unset: every endpoint answers 503. */
  auth: TokenAuth | undefined;
  requestsPerMinute: number;
  store: TransactionStore;
  dues: ParentDues;
  /** The fees' read connection: a payment's receipt. */
  db: Database.Database;
  now: () => Date;
}

export const esewaTokenRoutes: FastifyPluginAsyncTypebox<EsewaTokenRouteOptions> = async (
  app,
  { auth, requestsPerMinute, store, dues, db, now },
) => {
  const rateLimit = {
    max: requestsPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new HttpError(429, tokenRateLimited),
  };

  /** Set up, and this address not locked out by its failed authentications. */
  const readyFor = (request: FastifyRequest, reply: FastifyReply): TokenAuth => {
    if (!auth) throw new HttpError(503, esewaTokenMessages.notSetUp);
    const waitSeconds = auth.lockedForSeconds(addressKey(request.ip));
    if (waitSeconds > 0) {
      request.log.warn({ outcome: 'auth-failure-limit' }, 'esewa token auth');
      void reply.header('retry-after', String(waitSeconds));
      throw new HttpError(429, esewaTokenMessages.tooManyFailures);
    }
    return auth;
  };
  const refuse = (request: FastifyRequest, ready: TokenAuth, message: string): never => {
    ready.recordFailure(addressKey(request.ip));
    request.log.info({ outcome: 'unauthorized' }, 'esewa token auth');
    throw new HttpError(401, message);
  };
  // Before the body is read: a caller who is not eSewa learns nothing about what a body should be.
  const eSewaOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    const ready = readyFor(request, reply);
    if (ready.authorizes(request.headers.authorization)) return;
    void reply.header('www-authenticate', challenge);
    refuse(request, ready, esewaTokenMessages.unauthorized);
  };

  app.post(
    '/api/esewa/token/access-token',
    {
      schema: { body: EsewaAccessTokenRequest, response: { 200: EsewaAccessTokenResponse, ...errorAnswers } },
      config: { rateLimit },
      onRequest: async (request, reply) => {
        readyFor(request, reply);
      },
    },
    async (request, reply): Promise<EsewaAccessTokenResponse> => {
      const ready = readyFor(request, reply);
      const body = request.body;
      let pair;
      if (body.grant_type === 'password') {
        if (body.username === undefined || body.password === undefined) {
          throw new HttpError(400, esewaTokenMessages.missingCredentials);
        }
        if (!ready.credentialsMatch(body.username, body.password)) {
          refuse(request, ready, esewaTokenMessages.badCredentials);
        }
        pair = ready.issue();
      } else {
        if (body.refresh_token === undefined) throw new HttpError(400, esewaTokenMessages.missingCredentials);
        pair = ready.refresh(body.refresh_token) ?? refuse(request, ready, esewaTokenMessages.badRefreshToken);
      }
      request.log.info({ grantType: body.grant_type }, 'esewa token issued');
      return {
        access_token: pair.accessToken,
        token_type: 'Bearer',
        expires_in: pair.expiresIn,
        refresh_token: pair.refreshToken,
      };
    },
  );

  app.get(
    '/api/esewa/token/inquiry/:request_id',
    {
      schema: { params: EsewaInquiryParams, response: { 200: EsewaInquiryResponse, ...errorAnswers } },
      // The typed ID is not logged with the request: it may be anything at all.
      config: { rateLimit, logRoutePattern: true },
      onRequest: async (request, reply) => eSewaOnly(request, reply),
    },
    async (request): Promise<EsewaInquiryResponse> => {
      const { request_id } = request.params;
      const student = dues.student(request_id);
      if (!student) {
        request.log.info({ outcome: 'not-found' }, 'esewa token inquiry');
        return { request_id, response_code: 1, response_message: esewaTokenMessages.studentNotFound };
      }
      const unpaid = dues.unpaidDues(student.studentId);
      request.log.info({ studentId: student.studentId, dues: unpaid.length }, 'esewa token inquiry');
      if (unpaid.length === 0) {
        return { request_id, response_code: 1, response_message: esewaTokenMessages.nothingDue };
      }
      return {
        request_id,
        response_code: 0,
        response_message: esewaTokenMessages.success,
        amount: esewaRupees(unpaid.reduce((sum, due) => sum + due.amountPaisa, 0)),
        properties: inquiryProperties(student, unpaid),
      };
    },
  );

  const amountOf = (amount: number | string): number => {
    const paisa = paisaOfEsewaAmount(amount);
    if (paisa === undefined) throw new HttpError(400, esewaTokenMessages.badAmount);
    return paisa;
  };

  app.post(
    '/api/esewa/token/payment',
    {
      schema: { body: EsewaPaymentRequest, response: { 200: EsewaPaymentResponse, ...errorAnswers } },
      config: { rateLimit },
      onRequest: async (request, reply) => eSewaOnly(request, reply),
    },
    async (request): Promise<EsewaPaymentResponse> => {
      const { request_id, transaction_code } = request.body;
      const amountPaisa = amountOf(request.body.amount);
      const student = dues.student(request_id);
      if (!student) {
        request.log.info({ outcome: 'not-found' }, 'esewa token payment');
        return { request_id, response_code: 1, response_message: esewaTokenMessages.studentNotFound };
      }
      const transactionId = tokenPaymentId(transaction_code);
      const outcome = await store.recordTokenPayment({
        id: transactionId,
        studentId: student.studentId,
        amountPaisa,
        esewaRef: transaction_code,
        at: now().toISOString(),
      });
      const log = { studentId: student.studentId, transactionId };
      if (outcome.kind === 'amount-mismatch') {
        request.log.info({ ...log, outcome: 'amount-mismatch' }, 'esewa token payment');
        if (outcome.duePaisa === 0) {
          return { request_id, response_code: 1, response_message: esewaTokenMessages.nothingDue, amount: 0 };
        }
        return {
          request_id,
          response_code: 1,
          response_message: esewaTokenMessages.amountMismatch,
          amount: esewaRupees(outcome.duePaisa),
        };
      }
      const { transaction, receiptNumber } = outcome;
      // A repeated notice (same code, same student, same amount) answers as the first did; any other is refused.
      const sameNotice =
        outcome.kind === 'recorded' ||
        (outcome.studentId === student.studentId &&
          transaction.amountPaisa === amountPaisa &&
          transaction.status === 'COMPLETED');
      if (!sameNotice || receiptNumber === null) {
        request.log.warn({ ...log, outcome: 'code-used' }, 'esewa token payment');
        return { request_id, response_code: 1, response_message: esewaTokenMessages.codeUsed };
      }
      request.log.info(
        { ...log, receiptNumber, outcome: outcome.kind === 'recorded' ? 'completed' : 'repeated' },
        'esewa token payment',
      );
      return {
        request_id,
        response_code: 0,
        response_message: esewaTokenMessages.success,
        amount: esewaRupees(transaction.amountPaisa),
        reference_code: receiptNumber,
      };
    },
  );

  app.post(
    '/api/esewa/token/status',
    {
      schema: { body: EsewaStatusRequest, response: { 200: EsewaStatusResponse, ...errorAnswers } },
      config: { rateLimit },
      onRequest: async (request, reply) => eSewaOnly(request, reply),
    },
    async (request): Promise<EsewaStatusResponse> => {
      const { request_id, transaction_code } = request.body;
      const askedPaisa = amountOf(request.body.amount);
      const transactionId = tokenPaymentId(transaction_code);
      const payment = store.findById(transactionId);
      const receipt = payment && receiptOfPayment(db, transactionId);
      const student = dues.student(request_id);
      const refunded = payment?.status === 'FULL_REFUND' || payment?.status === 'PARTIAL_REFUND';
      if (!payment || !receipt || !student || receipt.studentId !== student.studentId) {
        request.log.info({ transactionId, outcome: 'not-found' }, 'esewa token status');
        return {
          request_id,
          response_code: 1,
          response_message: esewaTokenMessages.paymentNotFound,
          status: 'NOT FOUND',
          amount: esewaRupees(askedPaisa),
        };
      }
      request.log.info({ transactionId, status: payment.status }, 'esewa token status');
      const answer = { request_id, amount: esewaRupees(payment.amountPaisa), reference_code: receipt.receiptNumber };
      if (payment.status === 'COMPLETED') {
        return { ...answer, response_code: 0, response_message: esewaTokenMessages.success, status: 'SUCCESS' };
      }
      if (refunded) {
        return { ...answer, response_code: 1, response_message: esewaTokenMessages.refunded, status: 'REFUNDED' };
      }
      return { ...answer, response_code: 1, response_message: esewaTokenMessages.paymentNotFound, status: 'NOT FOUND' };
    },
  );
};
