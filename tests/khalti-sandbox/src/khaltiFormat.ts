/**
 * How Khalti's ePayment (KPG-2) writes and checks things, implemented here on its own (not imported from
 * payment-service) so that a mistake in the service's Khalti client cannot be mirrored by the stand-in that checks it.
 * The texts are Khalti's documented ones (docs.khalti.com/khalti-epayment/), Django REST Framework's where Khalti's
 * API answers with that framework's own (a missing field, a bad key).
 */
import { randomInt, timingSafeEqual } from 'node:crypto';

/** The sandbox's own secret key when KHALTI_SECRET_KEY is unset: Khalti gives each merchant theirs, none is public. */
export const SANDBOX_SECRET_KEY = 'test_secret_key_khalti_sandbox_0000000000000000';

/** Khalti's documented sandbox credentials: any of the six Khalti IDs, with this MPIN and then this OTP. */
export const TEST_KHALTI_IDS = [
  '9800000000',
  '9800000001',
  '9800000002',
  '9800000003',
  '9800000004',
  '9800000005',
] as const;
export const TEST_MPIN = '1111';
export const TEST_OTP = '987654';

/** "Payment link expires in 60 minutes in production." */
export const PAYMENT_LINK_LIFETIME_SECONDS = 60 * 60;

/** The least Khalti takes: Rs 10. */
export const MINIMUM_AMOUNT_PAISA = 1000;

export const khaltiStatuses = [
  'Initiated',
  'Pending',
  'Completed',
  'Refunded',
  'Partially Refunded',
  'Expired',
  'User canceled',
] as const;
export type KhaltiStatus = (typeof khaltiStatuses)[number];

/** Lookup's HTTP status per payment status: Expired and User canceled are answered 400, with the same body. */
export function lookupHttpStatus(status: KhaltiStatus): 200 | 400 {
  return status === 'Expired' || status === 'User canceled' ? 400 : 200;
}

/** Field → messages, plus error_key, as Khalti's initiate answers a bad payload. */
export type ValidationErrors = Record<string, string[]>;

/** Khalti's bodies for a request without credentials or with the wrong key (HTTP 401). */
export const NOT_AUTHENTICATED = { detail: 'Authentication credentials were not provided.', status_code: 401 };
export const INVALID_TOKEN = { detail: 'Invalid token.', status_code: 401 };
/** Khalti's body for a pidx it does not know. */
export const PIDX_NOT_FOUND = { detail: 'Not found.', error_key: 'validation_error' };

/**
 * Checks `Authorization: Key <secret>`. The documented examples write the scheme both "Key" and "key"; a header
 * without the scheme counts as no credentials, as the documentation says.
 */
export function checkAuthorization(header: string | undefined, secretKey: string): 'ok' | 'missing' | 'invalid' {
  const match = /^key\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return 'missing';
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(secretKey);
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'ok' : 'invalid';
}

/**
 * An address Khalti's "Enter a valid URL." accepts (Django's URL validator): http(s) with a host that is
 * localhost, an IP address or a dotted name. A bare host such as "http://web/" is refused, as Khalti refuses it.
 */
export function isValidUrl(text: string): boolean {
  if (/\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const host = url.hostname;
  if (host === 'localhost' || host.startsWith('[')) return true;
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return true;
  return /^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]\.?$/i.test(host);
}

/** What initiate keeps from a valid payload. */
export interface InitiateRequest {
  returnUrl: string;
  websiteUrl: string;
  amountPaisa: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
  customerInfo: Record<string, unknown> | null;
  /** The `merchant_*` fields, as given. */
  merchantExtras: Record<string, unknown>;
}

/** An integer as Khalti reads one: a JSON integer or a string of digits (the documented examples send "1000"). */
function readInteger(raw: unknown): number | undefined {
  if (typeof raw === 'number') return Number.isSafeInteger(raw) ? raw : undefined;
  if (typeof raw === 'string' && /^\s*-?\d+\s*$/.test(raw)) {
    const value = Number(raw.trim());
    return Number.isSafeInteger(value) ? value : undefined;
  }
  return undefined;
}

/**
 * Checks an initiate payload as Khalti does; every problem is reported at once, field by field. Text fields are
 * trimmed first, so a field of spaces is blank.
 */
export function readInitiateRequest(
  body: unknown,
): { ok: true; request: InitiateRequest } | { ok: false; errors: ValidationErrors } {
  const fields = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<
    string,
    unknown
  >;
  const errors: ValidationErrors = {};
  const fail = (name: string, message: string) => {
    (errors[name] ??= []).push(message);
  };
  const text = (name: string): string => {
    const raw = fields[name];
    if (raw === undefined || raw === null)
      fail(name, raw === null ? 'This field may not be null.' : 'This field is required.');
    else if (typeof raw !== 'string' && typeof raw !== 'number') fail(name, 'Not a valid string.');
    else if (String(raw).trim() === '') fail(name, 'This field may not be blank.');
    else return String(raw).trim();
    return '';
  };
  const url = (name: string): string => {
    const value = text(name);
    if (value !== '' && !isValidUrl(value)) fail(name, 'Enter a valid URL.');
    return value;
  };

  const returnUrl = url('return_url');
  const websiteUrl = url('website_url');
  let amountPaisa = 0;
  if (fields.amount === undefined || fields.amount === null || fields.amount === '') {
    fail('amount', 'This field is required.');
  } else {
    const amount = readInteger(fields.amount);
    if (amount === undefined) fail('amount', 'A valid integer is required.');
    else if (amount < MINIMUM_AMOUNT_PAISA) fail('amount', 'Amount should be greater than Rs. 10, that is 1000 paisa.');
    else amountPaisa = amount;
  }
  const purchaseOrderId = text('purchase_order_id');
  const purchaseOrderName = text('purchase_order_name');

  let customerInfo: Record<string, unknown> | null = null;
  if (fields.customer_info !== undefined && fields.customer_info !== null) {
    if (typeof fields.customer_info !== 'object' || Array.isArray(fields.customer_info)) {
      fail('customer_info', 'Invalid data. Expected a dictionary.');
    } else customerInfo = fields.customer_info as Record<string, unknown>;
  }

  // "The sum of amount_breakdown.amount must be equal to amount": Khalti reports a mismatch against amount.
  if (fields.amount_breakdown !== undefined && fields.amount_breakdown !== null) {
    const lines = fields.amount_breakdown;
    const amounts = Array.isArray(lines)
      ? lines.map((line: unknown) =>
          typeof line === 'object' && line !== null && typeof (line as { label?: unknown }).label === 'string'
            ? readInteger((line as { amount?: unknown }).amount)
            : undefined,
        )
      : [undefined];
    if (amounts.some((value) => value === undefined)) {
      fail('amount_breakdown', 'Each line needs a label and an integer amount in paisa.');
    } else if (amountPaisa > 0 && amounts.reduce<number>((sum, value) => sum + (value ?? 0), 0) !== amountPaisa) {
      fail('amount', 'Amount Breakdown mismatch.');
    }
  }
  if (fields.product_details !== undefined && fields.product_details !== null) {
    const details = fields.product_details;
    if (!Array.isArray(details) || details.some((item: unknown) => typeof item !== 'object' || item === null)) {
      fail('product_details', 'Expected a list of items.');
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const merchantExtras = Object.fromEntries(Object.entries(fields).filter(([name]) => name.startsWith('merchant_')));
  return {
    ok: true,
    request: { returnUrl, websiteUrl, amountPaisa, purchaseOrderId, purchaseOrderName, customerInfo, merchantExtras },
  };
}

/** Khalti's identifiers (pidx, transaction_id): 22 letters and digits, like "bZQLD9wRVWo4CdESSfuSsB". */
export function newKhaltiId(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
  let id = '';
  for (let i = 0; i < 22; i += 1) id += alphabet[randomInt(alphabet.length)];
  return id;
}

/** The payer's Khalti ID as the return shows it: "98XXXXX904". */
export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 2)}${'X'.repeat(Math.max(0, mobile.length - 5))}${mobile.slice(-3)}`;
}

/** Khalti writes expires_at in Nepal's time with microseconds: "2023-05-25T16:26:16.471649+05:45". */
export function nepalTimestamp(at: Date): string {
  const shifted = new Date(at.getTime() + (5 * 60 + 45) * 60_000);
  return `${shifted.toISOString().slice(0, 23)}000+05:45`;
}

/** "Rs. 1,300.00" for 130000 paisa, as the payment page shows amounts. */
export function rupees(paisa: number): string {
  return `Rs. ${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(paisa / 100)}`;
}

/**
 * return_url with Khalti's parameters appended in the given order, each value percent-encoded ("User%20canceled"),
 * after any query the merchant's address has of its own.
 */
export function withReturnParameters(returnUrl: string, parameters: ReadonlyArray<readonly [string, string]>): string {
  const [address = '', fragment] = returnUrl.split('#', 2);
  const query = parameters.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join('&');
  const joined = `${address}${address.includes('?') ? (address.endsWith('?') || address.endsWith('&') ? '' : '&') : '?'}${query}`;
  return fragment === undefined ? joined : `${joined}#${fragment}`;
}
