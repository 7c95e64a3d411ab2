/**
 * A local stand-in for eSewa's ePay v2 UAT, for tests and offline demos (`make start`).
 *
 * eSewa's side of the flow:
 *   POST /api/epay/main/v2/form            the merchant's form: every field and the signature are checked;
 *                                          a wrong one gets an error page, a good one the "Pay"/"Cancel" page
 *   POST /api/epay/main/v2/checkout/:token/pay     → 302 success_url?data=<base64 JSON, signed like eSewa's>
 *   POST /api/epay/main/v2/checkout/:token/cancel  → 302 failure_url
 *   GET  /api/epay/transaction/status/     eSewa's status API
 *
 * The eSewa app's school fees (token payment: the sandbox calls the merchant), see tokenApp.ts:
 *   GET  /app, POST /app/inquiry, POST /app/pay
 *
 * Test controls (never part of eSewa), under /__sandbox/:
 *   GET  /__sandbox/health
 *   GET  /__sandbox/payments/:uuid          what the sandbox knows about a payment
 *   PUT  /__sandbox/payments/:uuid          {status, ref_id?}: eSewa's record changes (e.g. paid, browser closed)
 *   PUT  /__sandbox/behaviour               {forcedStatus?, statusDelayMs?, outage?} for the status API
 *   GET  /__sandbox/stats                   {statusCalls}: how many status API calls it received (benchmarks)
 *   POST /__sandbox/reset                   forget every payment and behaviour
 */
import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import { setting } from '@school/service-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  amountToPaisa,
  CALLBACK_SIGNED_FIELD_NAMES,
  esewaCallbackAmount,
  esewaSignature,
  newReference,
  sameSignature,
  UAT_PRODUCT_CODE,
  UAT_SECRET_KEY,
} from './esewaFormat.js';
import { checkoutPage, errorPage } from './pages.js';
import { registerTokenApp, type TokenMerchant } from './tokenApp.js';

export const statusApiStatuses = [
  'COMPLETE',
  'PENDING',
  'AMBIGUOUS',
  'NOT_FOUND',
  'CANCELED',
  'FULL_REFUND',
  'PARTIAL_REFUND',
] as const;
export type StatusApiStatus = (typeof statusApiStatuses)[number];

export interface SandboxPayment {
  transactionUuid: string;
  productCode: string;
  /** total_amount exactly as the merchant's form sent it. */
  totalAmount: string;
  amountPaisa: number;
  successUrl: string;
  failureUrl: string;
  status: StatusApiStatus;
  refId: string | null;
}

export interface SandboxBehaviour {
  /** Every status API answer says this, whatever the payment's state. */
  forcedStatus: StatusApiStatus | null;
  /** The status API waits this long before answering (for timeouts). */
  statusDelayMs: number;
  /** The status API answers 503 with eSewa's "Service is currently unavailable". */
  outage: boolean;
}

export interface SandboxOptions {
  secretKey?: string;
  productCode?: string;
  logLevel?: string;
  /** The merchant the eSewa app pays by student ID; from ESEWA_TOKEN_MERCHANT_URL/USERNAME/PASSWORD when left out. */
  tokenMerchant?: TokenMerchant;
}

const formFields = [
  'amount',
  'tax_amount',
  'total_amount',
  'transaction_uuid',
  'product_code',
  'product_service_charge',
  'product_delivery_charge',
  'success_url',
  'failure_url',
  'signed_field_names',
  'signature',
] as const;

const defaultBehaviour = (): SandboxBehaviour => ({ forcedStatus: null, statusDelayMs: 0, outage: false });

function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

class FormError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Checks the merchant's form as eSewa does; returns the payment it describes. */
function readPaymentForm(body: unknown, secretKey: string, productCode: string): SandboxPayment {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const value = (name: string): string => {
    const raw = fields[name];
    if (typeof raw !== 'string' || raw.trim() === '') throw new FormError('ES101', `Missing or empty field: ${name}.`);
    return raw;
  };
  const values = Object.fromEntries(formFields.map((name) => [name, value(name)])) as Record<
    (typeof formFields)[number],
    string
  >;

  const amounts = [
    'amount',
    'tax_amount',
    'product_service_charge',
    'product_delivery_charge',
    'total_amount',
  ] as const;
  const paisa = Object.fromEntries(amounts.map((name) => [name, amountToPaisa(values[name])])) as Record<
    (typeof amounts)[number],
    number | undefined
  >;
  for (const name of amounts) {
    if (paisa[name] === undefined) throw new FormError('ES102', `Invalid amount in ${name}.`);
  }
  const sum =
    (paisa.amount ?? 0) +
    (paisa.tax_amount ?? 0) +
    (paisa.product_service_charge ?? 0) +
    (paisa.product_delivery_charge ?? 0);
  if (sum !== paisa.total_amount || sum <= 0) {
    throw new FormError('ES102', 'total_amount must equal amount + tax_amount + service and delivery charges.');
  }
  if (!/^[A-Za-z0-9-]+$/.test(values.transaction_uuid)) {
    throw new FormError('ES103', 'transaction_uuid may contain only letters, digits and hyphens.');
  }
  if (values.product_code !== productCode) throw new FormError('ES105', 'Unknown product_code.');
  if (!isHttpUrl(values.success_url) || !isHttpUrl(values.failure_url)) {
    throw new FormError('ES106', 'success_url and failure_url must be http(s) addresses.');
  }
  const signedNames = values.signed_field_names.split(',');
  for (const required of ['total_amount', 'transaction_uuid', 'product_code']) {
    if (!signedNames.includes(required)) throw new FormError('ES104', `signed_field_names must include ${required}.`);
  }
  if (!sameSignature(esewaSignature(secretKey, values, values.signed_field_names), values.signature)) {
    throw new FormError('ES104', 'Invalid payload signature.');
  }
  return {
    transactionUuid: values.transaction_uuid,
    productCode: values.product_code,
    totalAmount: values.total_amount,
    amountPaisa: paisa.total_amount ?? 0,
    successUrl: values.success_url,
    failureUrl: values.failure_url,
    status: 'PENDING',
    refId: null,
  };
}

/** The base64 `data` eSewa appends to success_url after a payment. */
export function callbackData(payment: SandboxPayment, secretKey: string): string {
  const values: Record<string, string> = {
    transaction_code: payment.refId ?? '',
    status: 'COMPLETE',
    total_amount: esewaCallbackAmount(payment.amountPaisa),
    transaction_uuid: payment.transactionUuid,
    product_code: payment.productCode,
    signed_field_names: CALLBACK_SIGNED_FIELD_NAMES,
  };
  const signature = esewaSignature(secretKey, values, CALLBACK_SIGNED_FIELD_NAMES);
  return Buffer.from(JSON.stringify({ ...values, signature }), 'utf8').toString('base64');
}

/** eSewa appends "?data=…" to the success URL as is, base64 "+", "/" and "=" included. */
function withData(successUrl: string, data: string): string {
  return `${successUrl}${successUrl.includes('?') ? '&' : '?'}data=${data}`;
}

export function buildSandbox(options: SandboxOptions = {}): FastifyInstance {
  // The same settings, read the same way, as payment-service's: the two agree on the key and the code.
  const env = process.env;
  const secretKey = options.secretKey ?? setting(env, 'ESEWA_SECRET_KEY', { keepWhitespace: true }) ?? UAT_SECRET_KEY;
  const productCode = options.productCode ?? setting(env, 'ESEWA_PRODUCT_CODE') ?? UAT_PRODUCT_CODE;
  const app = Fastify({ logger: { level: options.logLevel ?? setting(env, 'LOG_LEVEL') ?? 'info' } });
  void app.register(formbody);
  const merchantUrl = setting(env, 'ESEWA_TOKEN_MERCHANT_URL');
  const merchantUsername = setting(env, 'ESEWA_TOKEN_USERNAME');
  const merchantPassword = setting(env, 'ESEWA_TOKEN_PASSWORD', { keepWhitespace: true });
  const tokenMerchant =
    options.tokenMerchant ??
    (merchantUrl && merchantUsername && merchantPassword
      ? { url: merchantUrl, username: merchantUsername, password: merchantPassword }
      : undefined);
  registerTokenApp(app, tokenMerchant);

  const payments = new Map<string, SandboxPayment>();
  /** Checkout page token → transaction uuid: the Pay/Cancel buttons name the session, as eSewa's page does. */
  const checkouts = new Map<string, string>();
  let behaviour = defaultBehaviour();
  let statusCalls = 0;

  const checkoutPayment = (token: string): SandboxPayment | undefined => {
    const uuid = checkouts.get(token);
    return uuid === undefined ? undefined : payments.get(uuid);
  };

  app.get('/__sandbox/health', async () => ({ status: 'ok' }));

  app.post('/api/epay/main/v2/form', async (request, reply) => {
    let payment: SandboxPayment;
    try {
      payment = readPaymentForm(request.body, secretKey, productCode);
    } catch (error) {
      if (!(error instanceof FormError)) throw error;
      return reply.code(400).type('text/html; charset=utf-8').send(errorPage(error.code, error.message));
    }
    const known = payments.get(payment.transactionUuid);
    if (known && known.status !== 'PENDING') {
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .send(errorPage('ES107', 'This transaction_uuid was already used.'));
    }
    payments.set(payment.transactionUuid, payment);
    const token = randomBytes(12).toString('hex');
    checkouts.set(token, payment.transactionUuid);
    return reply.type('text/html; charset=utf-8').send(
      checkoutPage({
        token,
        productCode: payment.productCode,
        transactionUuid: payment.transactionUuid,
        totalAmount: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(payment.amountPaisa / 100),
      }),
    );
  });

  app.post<{ Params: { token: string } }>('/api/epay/main/v2/checkout/:token/pay', async (request, reply) => {
    const payment = checkoutPayment(request.params.token);
    if (!payment || payment.status !== 'PENDING') {
      return reply.code(400).type('text/html; charset=utf-8').send(errorPage('ES108', 'This session has ended.'));
    }
    payment.status = 'COMPLETE';
    payment.refId = newReference();
    checkouts.delete(request.params.token);
    return reply.redirect(withData(payment.successUrl, callbackData(payment, secretKey)), 302);
  });

  app.post<{ Params: { token: string } }>('/api/epay/main/v2/checkout/:token/cancel', async (request, reply) => {
    const payment = checkoutPayment(request.params.token);
    if (!payment || payment.status !== 'PENDING') {
      return reply.code(400).type('text/html; charset=utf-8').send(errorPage('ES108', 'This session has ended.'));
    }
    // eSewa's status API calls a payment the customer abandoned NOT_FOUND ("terminated at eSewa").
    payment.status = 'NOT_FOUND';
    checkouts.delete(request.params.token);
    return reply.redirect(payment.failureUrl, 302);
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/epay/transaction/status/',
    async (request, reply) => {
      statusCalls += 1;
      if (behaviour.statusDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, behaviour.statusDelayMs));
      if (behaviour.outage) return reply.code(503).send({ code: 0, error_message: 'Service is currently unavailable' });
      const { product_code: code, total_amount: total, transaction_uuid: uuid } = request.query;
      if (!code || !total || !uuid) {
        return reply
          .code(400)
          .send({ code: 0, error_message: 'product_code, total_amount and transaction_uuid are required' });
      }
      const payment = payments.get(uuid);
      const matches = payment && payment.productCode === code && payment.amountPaisa === amountToPaisa(total);
      const status = behaviour.forcedStatus ?? (matches ? payment.status : 'NOT_FOUND');
      const refId = matches ? payment.refId : null;
      return {
        product_code: code,
        transaction_uuid: uuid,
        total_amount: Number(total),
        status,
        ref_id: status === 'COMPLETE' ? (refId ?? newReference()) : refId,
      };
    },
  );

  app.get<{ Params: { uuid: string } }>('/__sandbox/payments/:uuid', async (request, reply) => {
    const payment = payments.get(request.params.uuid);
    return payment ?? reply.code(404).send({ message: 'unknown payment' });
  });

  app.put<{ Params: { uuid: string }; Body: { status: StatusApiStatus; ref_id?: string } }>(
    '/__sandbox/payments/:uuid',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['status'],
          properties: { status: { type: 'string', enum: [...statusApiStatuses] }, ref_id: { type: 'string' } },
        },
      },
    },
    async (request, reply) => {
      const payment = payments.get(request.params.uuid);
      if (!payment) return reply.code(404).send({ message: 'unknown payment' });
      payment.status = request.body.status;
      if (request.body.ref_id !== undefined) payment.refId = request.body.ref_id;
      else if (payment.status === 'COMPLETE' && payment.refId === null) payment.refId = newReference();
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
            forcedStatus: { anyOf: [{ type: 'string', enum: [...statusApiStatuses] }, { type: 'null' }] },
            statusDelayMs: { type: 'integer', minimum: 0, maximum: 120_000 },
            outage: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      behaviour = { ...behaviour, ...request.body };
      return behaviour;
    },
  );

  app.get('/__sandbox/stats', async () => ({ statusCalls }));

  app.post('/__sandbox/reset', async () => {
    statusCalls = 0;
    payments.clear();
    checkouts.clear();
    behaviour = defaultBehaviour();
    return { status: 'reset' };
  });

  return app;
}
