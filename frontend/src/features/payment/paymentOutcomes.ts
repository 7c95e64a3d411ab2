/**
 * What the success and failure pages show, decided from the server's answer (kept apart from the pages so the
 * rules can be read and tested on their own).
 */
import type { ApiResult } from '../../lib/api';
import type { PaymentStatusResponse, Receipt } from './paymentApi';

/**
 * While the payment service is down or restarting (nginx answers 503, or a 502/504 of another proxy): retried
 * after a pause. No answer at all (the parent is offline) is not retried: the page says so at once.
 */
export interface UnavailableView {
  kind: 'unavailable';
  retryInSeconds: number;
}

export function isServiceUnavailable(result: ApiResult<unknown>): boolean {
  return !result.ok && [502, 503, 504].includes(result.status);
}

export interface RetryOptions {
  /** Sends before giving up (the last answer is then shown as it is). */
  attempts?: number;
  wait?: (seconds: number) => Promise<void>;
}

/**
 * Sends until the service answers, at most `attempts` times, pausing as the answer's Retry-After asks (5 seconds
 * without one, 30 at most) and telling `onWaiting` each time. Only for reports that are safe to repeat (the
 * server's answers to them are idempotent).
 */
export async function retryWhileUnavailable<T>(
  send: () => Promise<ApiResult<T>>,
  onWaiting: (view: UnavailableView) => void,
  { attempts = 12, wait = (seconds) => new Promise((r) => setTimeout(r, seconds * 1000)) }: RetryOptions = {},
): Promise<ApiResult<T>> {
  let result = await send();
  for (let attempt = 1; attempt < attempts && isServiceUnavailable(result); attempt += 1) {
    const retryAfter = !result.ok && result.retryAfterSeconds !== undefined ? result.retryAfterSeconds : 5;
    const seconds = Math.min(30, Math.max(1, retryAfter));
    onWaiting({ kind: 'unavailable', retryInSeconds: seconds });
    await wait(seconds);
    result = await send();
  }
  return result;
}

/**
 * A payment the wallet completed, with its receipt. `receiptToken` is the receipt's own address (the /receipt page),
 * which a service that keeps receipts sends; an older one does not.
 */
export interface CompletedView {
  kind: 'completed';
  receipt: Receipt;
  receiptToken?: string;
}

/** The completed view of a COMPLETED answer with its receipt, and its receipt's address when the answer has one. */
function completedView({ receipt, receiptToken }: { receipt: Receipt; receiptToken?: string }): CompletedView {
  return typeof receiptToken === 'string' && receiptToken !== ''
    ? { kind: 'completed', receipt, receiptToken }
    : { kind: 'completed', receipt };
}

export type SuccessView =
  | UnavailableView
  | { kind: 'checking' }
  | { kind: 'no-transaction' }
  | CompletedView
  | { kind: 'not-completed'; status: string; message?: string }
  | { kind: 'error' };

/** COMPLETED means verified; any other status is shown as it is; no usable answer is an error. */
export function successViewFor(result: ApiResult<PaymentStatusResponse>): SuccessView {
  if (!result.ok || typeof result.data.status !== 'string') return { kind: 'error' };
  const { status, receipt, receiptToken, message } = result.data;
  if (status === 'COMPLETED' && receipt) return completedView({ receipt, receiptToken });
  if (status === 'COMPLETED') return { kind: 'error' };
  return message ? { kind: 'not-completed', status, message } : { kind: 'not-completed', status };
}

export type FailureView =
  | UnavailableView
  | { kind: 'notifying' }
  | { kind: 'no-transaction' }
  | { kind: 'marked-failed' }
  /** eSewa had completed the payment after all (a stale tab, or a late cancel): the fee is paid. */
  | CompletedView
  /** The server answered but did not record FAILED: an error, or eSewa already said otherwise. */
  | { kind: 'not-updated'; status?: string }
  | { kind: 'notify-error' };

export function failureViewFor(result: ApiResult<PaymentStatusResponse>): FailureView {
  if (!result.ok) return result.status === 0 ? { kind: 'notify-error' } : { kind: 'not-updated' };
  if (result.data.status === 'FAILED') return { kind: 'marked-failed' };
  if (result.data.status === 'COMPLETED' && result.data.receipt)
    return completedView({ receipt: result.data.receipt, receiptToken: result.data.receiptToken });
  return { kind: 'not-updated', status: result.data.status };
}
