/**
 * Khalti's ePayment (KPG-2) API, server to server, every call with "Authorization: Key <secret key>":
 *   POST <base>/epayment/initiate/ {return_url, website_url, amount (paisa), purchase_order_id, purchase_order_name}
 *     → {pidx, payment_url, expires_at, expires_in}
 *   POST <base>/epayment/lookup/ {pidx} → {pidx, total_amount, status, transaction_id, fee, refunded}
 * Lookup answers HTTP 200 for Initiated, Pending, Completed and the refunds, HTTP 400 with the same body for Expired
 * and User canceled: those are statuses, not errors. Anything else (a timeout, an error page, an answer about another
 * pidx) means "Khalti did not say". The secret key is only ever put in the header, never in a message.
 */
import type { TransactionStatus } from '@school/contracts';

/** The statuses Khalti's documentation lists for lookup. */
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

export interface KhaltiClientOptions {
  /** Khalti's API root, ending in /api/v2/ (KHALTI_BASE_URL). */
  baseUrl: string;
  secretKey: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

export interface KhaltiPaymentRequest {
  returnUrl: string;
  websiteUrl: string;
  amountPaisa: number;
  purchaseOrderId: string;
  purchaseOrderName: string;
}

export type KhaltiStartAnswer =
  | { kind: 'started'; pidx: string; paymentUrl: string }
  /** Khalti read the request and refused it (HTTP 400/401): a setting or a payment Khalti will not take. */
  | { kind: 'refused'; reason: string }
  | { kind: 'unavailable'; reason: string };

export type KhaltiLookupAnswer =
  | {
      kind: 'answer';
      status: KhaltiStatus;
      totalAmountPaisa: number;
      /** Khalti's own reference of the payment, once paid. */
      khaltiTransactionId: string | null;
      feePaisa: number | null;
    }
  /** Khalti has no payment with this pidx. */
  | { kind: 'not-found' }
  | { kind: 'unavailable'; reason: string };

export interface KhaltiClient {
  startPayment(request: KhaltiPaymentRequest): Promise<KhaltiStartAnswer>;
  lookup(pidx: string): Promise<KhaltiLookupAnswer>;
}

type Posted = { kind: 'answered'; httpStatus: number; body: unknown } | { kind: 'unavailable'; reason: string };

export function createKhaltiClient(options: KhaltiClientOptions): KhaltiClient {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;

  const post = async (path: string, body: unknown): Promise<Posted> => {
    try {
      const response = await fetchImpl(new URL(path, base), {
        method: 'POST',
        headers: {
          authorization: `Key ${options.secretKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const text = await response.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        return { kind: 'unavailable', reason: `Khalti answered HTTP ${response.status} without JSON` };
      }
      return { kind: 'answered', httpStatus: response.status, body: parsed };
    } catch (error) {
      const name = (error as Error).name;
      const reason = name === 'TimeoutError' ? `no answer within ${options.timeoutMs} ms` : (error as Error).message;
      return { kind: 'unavailable', reason };
    }
  };

  return {
    async startPayment(request) {
      const posted = await post('epayment/initiate/', {
        return_url: request.returnUrl,
        website_url: request.websiteUrl,
        amount: request.amountPaisa,
        purchase_order_id: request.purchaseOrderId,
        purchase_order_name: request.purchaseOrderName,
      });
      if (posted.kind === 'unavailable') return posted;
      const body = (typeof posted.body === 'object' && posted.body !== null ? posted.body : {}) as Record<
        string,
        unknown
      >;
      if (posted.httpStatus === 400 || posted.httpStatus === 401) {
        // Khalti's own words name fields and the key's state, never the key.
        return { kind: 'refused', reason: `Khalti answered HTTP ${posted.httpStatus}: ${JSON.stringify(body)}` };
      }
      if (posted.httpStatus !== 200)
        return { kind: 'unavailable', reason: `Khalti answered HTTP ${posted.httpStatus}` };
      if (typeof body.pidx !== 'string' || body.pidx === '' || typeof body.payment_url !== 'string') {
        return { kind: 'unavailable', reason: 'the answer has no pidx or payment_url' };
      }
      return { kind: 'started', pidx: body.pidx, paymentUrl: body.payment_url };
    },

    async lookup(pidx) {
      const posted = await post('epayment/lookup/', { pidx });
      if (posted.kind === 'unavailable') return posted;
      return readLookupAnswer(posted.httpStatus, posted.body, pidx);
    },
  };
}

/** Checks that Khalti's lookup answer is about the pidx we asked for before believing it. */
export function readLookupAnswer(httpStatus: number, body: unknown, pidx: string): KhaltiLookupAnswer {
  if (typeof body !== 'object' || body === null) return { kind: 'unavailable', reason: 'answer is not a JSON object' };
  const answer = body as Record<string, unknown>;
  if (httpStatus === 404 || (answer.detail === 'Not found.' && answer.status === undefined)) {
    return { kind: 'not-found' };
  }
  if (httpStatus !== 200 && httpStatus !== 400)
    return { kind: 'unavailable', reason: `Khalti answered HTTP ${httpStatus}` };
  const status = khaltiStatuses.find((known) => known === answer.status);
  if (!status) return { kind: 'unavailable', reason: `unknown status ${JSON.stringify(answer.status)}` };
  // Expired and User canceled come with HTTP 400; every other status with 200.
  const closed = status === 'Expired' || status === 'User canceled';
  if ((httpStatus === 400) !== closed) {
    return { kind: 'unavailable', reason: `status ${status} with HTTP ${httpStatus}` };
  }
  if (answer.pidx !== pidx) return { kind: 'unavailable', reason: 'answer is about another pidx' };
  if (typeof answer.total_amount !== 'number' || !Number.isSafeInteger(answer.total_amount)) {
    return { kind: 'unavailable', reason: 'total_amount is not a whole number of paisa' };
  }
  const transactionId =
    typeof answer.transaction_id === 'string' && answer.transaction_id !== '' ? answer.transaction_id : null;
  const fee = typeof answer.fee === 'number' && Number.isSafeInteger(answer.fee) ? answer.fee : null;
  return {
    kind: 'answer',
    status,
    totalAmountPaisa: answer.total_amount,
    khaltiTransactionId: transactionId,
    feePaisa: fee,
  };
}

/**
 * Khalti's lookup statuses as ours. Completed counts only for the stored amount (settlement checks it); Initiated
 * and Pending change nothing (the payment stays open); User canceled is Khalti's last word, as eSewa's CANCELED;
 * Expired: the payment link ran out unpaid, final.
 */
export const statusFromKhalti: Record<KhaltiStatus, TransactionStatus | undefined> = {
  Initiated: undefined,
  Pending: undefined,
  Completed: 'COMPLETED',
  Refunded: 'FULL_REFUND',
  'Partially Refunded': 'PARTIAL_REFUND',
  Expired: 'EXPIRED',
  'User canceled': 'CANCELED',
};
