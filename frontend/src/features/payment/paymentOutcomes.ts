/**
 * What the success and failure pages show, decided from the server's answer (kept apart from the pages so the
 * rules can be read and tested on their own).
 */
import type { ApiResult } from '../../lib/api';
import type { PaymentStatusResponse, Receipt } from './paymentApi';

export type SuccessView =
  | { kind: 'checking' }
  | { kind: 'no-transaction' }
  | { kind: 'completed'; receipt: Receipt }
  | { kind: 'not-completed'; status: string; message?: string }
  | { kind: 'error' };

/** COMPLETED means verified; any other status is shown as it is; no usable answer is an error. */
export function successViewFor(result: ApiResult<PaymentStatusResponse>): SuccessView {
  if (!result.ok || typeof result.data.status !== 'string') return { kind: 'error' };
  const { status, receipt, message } = result.data;
  if (status === 'COMPLETED' && receipt) return { kind: 'completed', receipt };
  if (status === 'COMPLETED') return { kind: 'error' };
  return message ? { kind: 'not-completed', status, message } : { kind: 'not-completed', status };
}

export type FailureView =
  | { kind: 'notifying' }
  | { kind: 'no-transaction' }
  | { kind: 'marked-failed' }
  /** The server answered but did not record FAILED: an error, or eSewa already said otherwise. */
  | { kind: 'not-updated'; status?: string }
  | { kind: 'notify-error' };

export function failureViewFor(result: ApiResult<PaymentStatusResponse>): FailureView {
  if (!result.ok) return result.status === 0 ? { kind: 'notify-error' } : { kind: 'not-updated' };
  if (result.data.status === 'FAILED') return { kind: 'marked-failed' };
  return { kind: 'not-updated', status: result.data.status };
}
