/**
 * A local stand-in for Khalti's ePayment (Web Checkout, KPG-2) sandbox, for tests and offline demos.
 *
 * Followed: Khalti's documentation, https://docs.khalti.com/khalti-epayment/ (source: khalti/docs.khalti.com,
 * content/khalti-epayment.md):
 *   - every API call carries "Authorization: Key <secret key>"; a wrong key is answered 401
 *     {"detail": "Invalid token.", "status_code": 401}, a missing one (or one without the "Key" prefix)
 *     {"detail": "Authentication credentials were not provided.", "status_code": 401};
 *   - initiate takes return_url, website_url (both URLs), amount (paisa, an integer, at least 1000: Rs 10),
 *     purchase_order_id, purchase_order_name, and optionally customer_info, amount_breakdown (whose amounts add up
 *     to amount), product_details and merchant_* extras; a bad payload is answered 400 with the field's messages and
 *     "error_key": "validation_error"; a good one with {pidx, payment_url, expires_at, expires_in};
 *   - the payment link expires in 60 minutes (the documented sample's expires_in says 1800; the text says 60 minutes);
 *   - the sandbox's test Khalti IDs are 9800000000 to 9800000005, MPIN 1111, OTP 987654;
 *   - after the payment the browser is sent (GET) to return_url with pidx, txnId, amount, total_amount, status,
 *     mobile (masked, "98XXXXX904"), tidx, purchase_order_id, purchase_order_name and transaction_id, none of it
 *     signed; on cancel with status "User canceled" and transaction_id, tidx and mobile empty;
 *   - lookup takes {pidx} and answers {pidx, total_amount, status, transaction_id, fee, refunded}, HTTP 200 for
 *     Initiated, Pending, Completed, Refunded and Partially Refunded, HTTP 400 (same body) for Expired and
 *     User canceled; an unknown pidx is answered {"detail": "Not found.", "error_key": "validation_error"} (404 here:
 *     the documentation gives the body, not the status).
 *
 * Chosen here where the documentation is silent: merchant_* extras come back on the Completed return ("returned in
 * success response payload"); Partially Refunded lookups say refunded: true; a Pending payment never expires; a body
 * the API cannot read is answered {detail, status_code}. Payments are kept in memory, as in the eSewa sandbox.
 *
 * Khalti's side of the flow:
 *   POST /api/v2/epayment/initiate/        server to server, with the secret key
 *   GET  /?pidx=…                          payment_url: Khalti ID and MPIN (step one)
 *   POST /pay/:pidx/login                  → the OTP page (step two), or step one again with what was wrong
 *   POST /pay/:pidx/otp                    → 303 return_url?pidx=…&status=Completed…, or the OTP page again
 *   POST /pay/:pidx/cancel                 → 303 return_url?pidx=…&status=User%20canceled…
 *   POST /api/v2/epayment/lookup/          server to server, with the secret key
 *
 * Test controls (never part of Khalti), under /__sandbox/ only:
 *   GET  /__sandbox/health
 *   GET  /__sandbox/payments/:pidx         what the sandbox knows about a payment
 *   PUT  /__sandbox/payments/:pidx         {status, transaction_id?}: Khalti's record changes (e.g. Pending)
 *   POST /__sandbox/payments/:pidx/refund  {amount?} (paisa): a Completed payment is refunded, all of it by default
 *   PUT  /__sandbox/behaviour              {lookupDelayMs?, outage?, failNextLookups?} for the lookup API
 *   POST /__sandbox/clock                  {advanceSeconds}: the sandbox's clock moves on (links expire)
 *   GET  /__sandbox/stats                  {initiateCalls, lookupCalls}
 *   POST /__sandbox/reset                  forget every payment, behaviour and clock change
 */
import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import { setting } from '@school/service-kit';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  checkAuthorization,
  INVALID_TOKEN,
  khaltiStatuses,
  type KhaltiStatus,
  lookupHttpStatus,
  maskMobile,
  nepalTimestamp,
  newKhaltiId,
  NOT_AUTHENTICATED,
  PAYMENT_LINK_LIFETIME_SECONDS,
  PIDX_NOT_FOUND,
  readInitiateRequest,
  rupees,
  SANDBOX_SECRET_KEY,
  TEST_KHALTI_IDS,
  TEST_MPIN,
  TEST_OTP,
  withReturnParameters,
} from './khaltiFormat.js';
import { errorPage, loginPage, type OrderDetails, otpPage } from './pages.js';

export interface SandboxPayment {
  pidx: string;
  returnUrl: string;
  websiteUrl: string;
  amountPaisa: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  customerInfo: Record<string, unknown> | null;
  merchantExtras: Record<string, unknown>;
  status: KhaltiStatus;
  transactionId: string | null;
  /** The Khalti ID that paid, unmasked. */
  payerMobile: string | null;
  refundedPaisa: number;
  initiatedAt: string;
  /** When the payment link stops working (ms since the epoch, on the sandbox's clock). */
  expiresAtMs: number;
}

export interface SandboxBehaviour {
  /** Lookup waits this long before answering (for timeouts). */
  lookupDelayMs: number;
  /** Every lookup is answered 503 until this is turned off. */
  outage: boolean;
  /** The next this many lookups are answered 503, then lookup works again. */
  failNextLookups: number;
}

export interface SandboxOptions {
  secretKey?: string;
  /** The sandbox's address as the browser reaches it, for payment_url; by default the address initiate was called at. */
  publicUrl?: string;
  /** The sandbox's clock (tests move it instead of waiting an hour for a link to expire). */
  now?: () => Date;
  logLevel?: string;
}

const defaultBehaviour = (): SandboxBehaviour => ({ lookupDelayMs: 0, outage: false, failNextLookups: 0 });

/** Django REST Framework's own 503 body, which Khalti's API would answer while down. */
const SERVICE_UNAVAILABLE = { detail: 'Service temporarily unavailable, try again later.', status_code: 503 };

const html = 'text/html; charset=utf-8';

export function buildSandbox(options: SandboxOptions = {}): FastifyInstance {
  // The same setting, read the same way, as payment-service's Khalti client will: the two agree on the key.
  const env = process.env;
  const secretKey =
    options.secretKey ?? setting(env, 'KHALTI_SECRET_KEY', { keepWhitespace: true }) ?? SANDBOX_SECRET_KEY;
  const publicUrl = (options.publicUrl ?? setting(env, 'KHALTI_SANDBOX_PUBLIC_URL'))?.replace(/\/+$/, '');
  const clock = options.now ?? (() => new Date());
  const app = Fastify({ logger: { level: options.logLevel ?? setting(env, 'LOG_LEVEL') ?? 'info' } });
  void app.register(formbody);

  const payments = new Map<string, SandboxPayment>();
  /** OTP page session → the payment and the Khalti ID that passed step one. */
  const otpSessions = new Map<string, { pidx: string; mobile: string }>();
  let behaviour = defaultBehaviour();
  let clockOffsetMs = 0;
  let initiateCalls = 0;
  let lookupCalls = 0;

  const nowMs = () => clock().getTime() + clockOffsetMs;

  /** The payment, its link marked Expired once its hour is up and nobody paid. */
  const current = (pidx: string): SandboxPayment | undefined => {
    const payment = payments.get(pidx);
    if (payment && payment.status === 'Initiated' && nowMs() >= payment.expiresAtMs) payment.status = 'Expired';
    return payment;
  };

  /** Khalti's 401s, before anything else is read. */
  const authorized = (request: FastifyRequest, reply: FastifyReply): boolean => {
    const check = checkAuthorization(request.headers.authorization, secretKey);
    if (check === 'ok') return true;
    void reply.code(401).send(check === 'missing' ? NOT_AUTHENTICATED : INVALID_TOKEN);
    return false;
  };

  const order = (payment: SandboxPayment): OrderDetails => ({
    pidx: payment.pidx,
    purchaseOrderName: payment.purchaseOrderName,
    amount: rupees(payment.amountPaisa),
  });

  /** The payment behind a page's form, or the error page a payer sees instead. */
  const payable = (pidx: string, reply: FastifyReply): SandboxPayment | undefined => {
    const payment = current(pidx);
    if (!payment) {
      void reply.code(404).type(html).send(errorPage('Payment not found', 'This payment link is not valid.'));
      return undefined;
    }
    if (payment.status === 'Initiated') return payment;
    const why =
      payment.status === 'Expired'
        ? 'This payment link has expired. Go back to the merchant and start again.'
        : payment.status === 'User canceled'
          ? 'This payment was canceled.'
          : 'This payment has already been made.';
    void reply.code(400).type(html).send(errorPage('Payment link closed', why));
    return undefined;
  };

  // A body Khalti's API cannot read is answered in its own words ({detail, status_code}), not Fastify's.
  app.setErrorHandler((error: { code?: string; statusCode?: number; message: string }, request, reply) => {
    if (request.url.startsWith('/api/v2/') && error.code?.startsWith('FST_ERR_CTP_')) {
      const statusCode = error.statusCode ?? 400;
      return reply
        .code(statusCode)
        .send({ detail: `Could not read the request: ${error.message}`, status_code: statusCode });
    }
    return reply.send(error);
  });

  app.get('/__sandbox/health', async () => ({ status: 'ok' }));

  app.post('/api/v2/epayment/initiate/', async (request, reply) => {
    initiateCalls += 1;
    if (!authorized(request, reply)) return reply;
    const read = readInitiateRequest(request.body);
    if (!read.ok) return reply.code(400).send({ ...read.errors, error_key: 'validation_error' });
    const pidx = newKhaltiId();
    const initiatedAt = nowMs();
    const expiresAtMs = initiatedAt + PAYMENT_LINK_LIFETIME_SECONDS * 1000;
    payments.set(pidx, {
      pidx,
      ...read.request,
      status: 'Initiated',
      transactionId: null,
      payerMobile: null,
      refundedPaisa: 0,
      initiatedAt: new Date(initiatedAt).toISOString(),
      expiresAtMs,
    });
    const base = publicUrl ?? `${request.protocol}://${request.host}`;
    return {
      pidx,
      payment_url: `${base}/?pidx=${pidx}`,
      expires_at: nepalTimestamp(new Date(expiresAtMs)),
      expires_in: PAYMENT_LINK_LIFETIME_SECONDS,
    };
  });

  app.get<{ Querystring: { pidx?: string } }>('/', async (request, reply) => {
    const payment = payable(request.query.pidx ?? '', reply);
    if (!payment) return reply;
    return reply.type(html).send(loginPage(order(payment)));
  });

  app.post<{ Params: { pidx: string }; Body: Record<string, string | undefined> | undefined }>(
    '/pay/:pidx/login',
    async (request, reply) => {
      const payment = payable(request.params.pidx, reply);
      if (!payment) return reply;
      const mobile = (request.body?.mobile ?? '').trim();
      const mpin = request.body?.mpin ?? '';
      let mobileError: string | undefined;
      let mpinError: string | undefined;
      if (!/^\d{10}$/.test(mobile)) mobileError = 'Enter your Khalti ID: the 10-digit mobile number.';
      else if (!(TEST_KHALTI_IDS as readonly string[]).includes(mobile)) {
        mobileError = 'No Khalti account has this mobile number. Use one of the test IDs.';
      } else if (mpin !== TEST_MPIN) mpinError = 'The MPIN is wrong.';
      if (mobileError || mpinError) {
        return reply
          .code(400)
          .type(html)
          .send(loginPage({ ...order(payment), mobile, mobileError, mpinError }));
      }
      const session = randomBytes(12).toString('hex');
      otpSessions.set(session, { pidx: payment.pidx, mobile });
      return reply.type(html).send(otpPage({ ...order(payment), session, maskedMobile: maskMobile(mobile) }));
    },
  );

  app.post<{ Params: { pidx: string }; Body: Record<string, string | undefined> | undefined }>(
    '/pay/:pidx/otp',
    async (request, reply) => {
      const payment = payable(request.params.pidx, reply);
      if (!payment) return reply;
      const session = request.body?.session ?? '';
      const login = otpSessions.get(session);
      if (!login || login.pidx !== payment.pidx) {
        // An OTP without step one (or from another payment's page): back to step one.
        return reply
          .code(400)
          .type(html)
          .send(loginPage({ ...order(payment), mobileError: 'Sign in with your Khalti ID first.' }));
      }
      if ((request.body?.otp ?? '').trim() !== TEST_OTP) {
        return reply
          .code(400)
          .type(html)
          .send(
            otpPage({
              ...order(payment),
              session,
              maskedMobile: maskMobile(login.mobile),
              otpError: 'The OTP is wrong.',
            }),
          );
      }
      otpSessions.delete(session);
      payment.status = 'Completed';
      payment.transactionId = newKhaltiId();
      payment.payerMobile = login.mobile;
      const transactionId = payment.transactionId;
      const amount = String(payment.amountPaisa);
      // The documented order; merchant_* extras come back too ("returned in success response payload").
      const location = withReturnParameters(payment.returnUrl, [
        ['pidx', payment.pidx],
        ['txnId', transactionId],
        ['amount', amount],
        ['total_amount', amount],
        ['status', 'Completed'],
        ['mobile', maskMobile(login.mobile)],
        ['tidx', transactionId],
        ['purchase_order_id', payment.purchaseOrderId],
        ['purchase_order_name', payment.purchaseOrderName],
        ['transaction_id', transactionId],
        ...Object.entries(payment.merchantExtras).map(([name, value]) => [name, String(value)] as const),
      ]);
      // 303: the browser GETs return_url, which Khalti requires it to answer.
      return reply.redirect(location, 303);
    },
  );

  app.post<{ Params: { pidx: string } }>('/pay/:pidx/cancel', async (request, reply) => {
    const payment = payable(request.params.pidx, reply);
    if (!payment) return reply;
    payment.status = 'User canceled';
    const amount = String(payment.amountPaisa);
    const location = withReturnParameters(payment.returnUrl, [
      ['pidx', payment.pidx],
      ['transaction_id', ''],
      ['tidx', ''],
      ['amount', amount],
      ['total_amount', amount],
      ['mobile', ''],
      ['status', 'User canceled'],
      ['purchase_order_id', payment.purchaseOrderId],
      ['purchase_order_name', payment.purchaseOrderName],
    ]);
    return reply.redirect(location, 303);
  });

  app.post('/api/v2/epayment/lookup/', async (request, reply) => {
    lookupCalls += 1;
    if (!authorized(request, reply)) return reply;
    if (behaviour.lookupDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, behaviour.lookupDelayMs));
    if (behaviour.outage) return reply.code(503).send(SERVICE_UNAVAILABLE);
    if (behaviour.failNextLookups > 0) {
      behaviour.failNextLookups -= 1;
      return reply.code(503).send(SERVICE_UNAVAILABLE);
    }
    const body = request.body as { pidx?: unknown } | undefined;
    const pidx = body?.pidx;
    if (typeof pidx !== 'string' || pidx.trim() === '') {
      const message = pidx === undefined || pidx === null ? 'This field is required.' : 'This field may not be blank.';
      return reply.code(400).send({ pidx: [message], error_key: 'validation_error' });
    }
    const payment = current(pidx.trim());
    if (!payment) return reply.code(404).send(PIDX_NOT_FOUND);
    return reply.code(lookupHttpStatus(payment.status)).send({
      pidx: payment.pidx,
      total_amount: payment.amountPaisa,
      status: payment.status,
      transaction_id: payment.transactionId,
      fee: 0,
      refunded: payment.status === 'Refunded' || payment.status === 'Partially Refunded',
    });
  });

  app.get<{ Params: { pidx: string } }>('/__sandbox/payments/:pidx', async (request, reply) => {
    return current(request.params.pidx) ?? reply.code(404).send({ message: 'unknown payment' });
  });

  app.put<{ Params: { pidx: string }; Body: { status: KhaltiStatus; transaction_id?: string } }>(
    '/__sandbox/payments/:pidx',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['status'],
          properties: {
            status: { type: 'string', enum: [...khaltiStatuses] },
            transaction_id: { type: 'string', minLength: 1 },
          },
        },
      },
    },
    async (request, reply) => {
      const payment = current(request.params.pidx);
      if (!payment) return reply.code(404).send({ message: 'unknown payment' });
      payment.status = request.body.status;
      if (request.body.transaction_id !== undefined) payment.transactionId = request.body.transaction_id;
      else if (['Completed', 'Refunded', 'Partially Refunded'].includes(payment.status)) {
        payment.transactionId ??= newKhaltiId();
      }
      return payment;
    },
  );

  app.post<{ Params: { pidx: string }; Body: { amount?: number } | undefined }>(
    '/__sandbox/payments/:pidx/refund',
    {
      schema: {
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { amount: { type: 'integer', minimum: 1 } },
        },
      },
    },
    async (request, reply) => {
      const payment = current(request.params.pidx);
      if (!payment) return reply.code(404).send({ message: 'unknown payment' });
      // Refunds follow a payment: only a Completed (or partly refunded) one has money to give back.
      if (payment.status !== 'Completed' && payment.status !== 'Partially Refunded') {
        return reply.code(409).send({ message: `a ${payment.status} payment cannot be refunded` });
      }
      const left = payment.amountPaisa - payment.refundedPaisa;
      const amount = request.body?.amount ?? left;
      if (amount > left) return reply.code(409).send({ message: `only ${left} paisa are left to refund` });
      payment.refundedPaisa += amount;
      payment.status = payment.refundedPaisa === payment.amountPaisa ? 'Refunded' : 'Partially Refunded';
      return payment;
    },
  );

  app.put<{ Body: Partial<SandboxBehaviour> }>(
    '/__sandbox/behaviour',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            lookupDelayMs: { type: 'integer', minimum: 0, maximum: 120_000 },
            outage: { type: 'boolean' },
            failNextLookups: { type: 'integer', minimum: 0, maximum: 1000 },
          },
        },
      },
    },
    async (request) => {
      behaviour = { ...behaviour, ...request.body };
      return behaviour;
    },
  );

  app.post<{ Body: { advanceSeconds: number } }>(
    '/__sandbox/clock',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['advanceSeconds'],
          properties: { advanceSeconds: { type: 'integer', minimum: 0 } },
        },
      },
    },
    async (request) => {
      clockOffsetMs += request.body.advanceSeconds * 1000;
      return { now: new Date(nowMs()).toISOString() };
    },
  );

  app.get('/__sandbox/stats', async () => ({ initiateCalls, lookupCalls }));

  app.post('/__sandbox/reset', async () => {
    initiateCalls = 0;
    lookupCalls = 0;
    clockOffsetMs = 0;
    payments.clear();
    otpSessions.clear();
    behaviour = defaultBehaviour();
    return { status: 'reset' };
  });

  return app;
}
