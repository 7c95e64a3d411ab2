/**
 * eSewa's transaction status API: GET <status url>?product_code=…&total_amount=…&transaction_uuid=…
 * answers {product_code, transaction_uuid, total_amount, status, ref_id}. Anything else (a timeout, an
 * error page, {"code":0,"error_message":…}, an answer about another payment) means "eSewa did not say".
 */
import { parseEsewaAmount } from '../money.js';

/** The statuses eSewa's documentation lists for the status API. */
export const esewaStatuses = [
  'COMPLETE',
  'PENDING',
  'AMBIGUOUS',
  'NOT_FOUND',
  'CANCELED',
  'FULL_REFUND',
  'PARTIAL_REFUND',
] as const;
export type EsewaStatus = (typeof esewaStatuses)[number];

export interface StatusQuery {
  productCode: string;
  esewaUuid: string;
  /** The stored amount, formatted as it was sent in the form. */
  totalAmount: string;
  amountPaisa: number;
}

export type StatusAnswer =
  { kind: 'answer'; status: EsewaStatus; esewaRef: string | null } | { kind: 'unavailable'; reason: string };

export type StatusChecker = (query: StatusQuery) => Promise<StatusAnswer>;

export interface StatusClientOptions {
  statusUrl: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
}

export function createStatusClient(options: StatusClientOptions): StatusChecker {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  return async (query) => {
    const url = new URL(options.statusUrl);
    url.searchParams.set('product_code', query.productCode);
    url.searchParams.set('total_amount', query.totalAmount);
    url.searchParams.set('transaction_uuid', query.esewaUuid);

    let body: unknown;
    try {
      const response = await fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) return { kind: 'unavailable', reason: `eSewa answered HTTP ${response.status}` };
      body = await response.json();
    } catch (error) {
      const name = (error as Error).name;
      const reason = name === 'TimeoutError' ? `no answer within ${options.timeoutMs} ms` : (error as Error).message;
      return { kind: 'unavailable', reason };
    }
    return readStatusAnswer(body, query);
  };
}

/** Checks that eSewa's answer is about the payment we asked for before believing it. */
export function readStatusAnswer(body: unknown, query: StatusQuery): StatusAnswer {
  if (typeof body !== 'object' || body === null) return { kind: 'unavailable', reason: 'answer is not a JSON object' };
  const answer = body as Record<string, unknown>;
  if (typeof answer.error_message === 'string') return { kind: 'unavailable', reason: answer.error_message };

  const status = esewaStatuses.find((known) => known === answer.status);
  if (!status) return { kind: 'unavailable', reason: `unknown status ${JSON.stringify(answer.status)}` };
  if (answer.transaction_uuid !== query.esewaUuid)
    return { kind: 'unavailable', reason: 'answer is about another uuid' };
  if (answer.product_code !== query.productCode)
    return { kind: 'unavailable', reason: 'answer is about another product' };

  const amount =
    typeof answer.total_amount === 'number' || typeof answer.total_amount === 'string'
      ? parseEsewaAmount(String(answer.total_amount))
      : undefined;
  // A completed payment of another amount is not this payment: never complete on it.
  if (status === 'COMPLETE' && amount !== query.amountPaisa) {
    return {
      kind: 'unavailable',
      reason: `COMPLETE for total_amount ${String(answer.total_amount)}, not the stored amount`,
    };
  }
  const esewaRef = typeof answer.ref_id === 'string' && answer.ref_id !== '' ? answer.ref_id : null;
  return { kind: 'answer', status, esewaRef };
}
