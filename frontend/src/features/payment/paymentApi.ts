/**
 * The two payment-service calls the pages make; the bodies and answers are the contracts package's.
 *
 * The service answers in English. An English page shows its words as they are; a page in another language passes
 * `{ preferOwnWords: true }` (with its words) and then says every failure, and the status answer's note, in its
 * own words, never the server's message, as the forms do (lib/sendOutcome.ts).
 */
import type {
  InitiatePaymentRequest,
  InitiatePaymentResponse,
  KhaltiInitiateResponse,
  PaymentLanguage,
  PaymentStatusRequest,
  PaymentStatusResponse,
} from '@school/contracts';
import type { ApiResult } from '../../lib/api';
import { postJson } from '../../lib/api';
import type { PaymentWords } from '../../content/payment';
import type { PaymentRequest } from './paymentChecks';

export type { PaymentStatusResponse, Receipt } from '@school/contracts';

/**
 * `language`: the page's, which only chooses where eSewa sends the parent back (/ne/payment-success from a Nepali
 * page). English is the service's default and is not sent, so an English page's request is as it always was.
 */
export function initiatePayment(request: PaymentRequest, transactionId: string, language: PaymentLanguage = 'en') {
  const body: InitiatePaymentRequest = { ...request, transactionId, ...(language === 'en' ? {} : { language }) };
  return postJson<InitiatePaymentResponse>('/api/esewa/initiate', body);
}

/** The same payment started with Khalti: the answer names Khalti's payment page, where the page sends the browser. */
export function initiateKhaltiPayment(
  request: PaymentRequest,
  transactionId: string,
  language: PaymentLanguage = 'en',
) {
  const body: InitiatePaymentRequest = { ...request, transactionId, ...(language === 'en' ? {} : { language }) };
  return postJson<KhaltiInitiateResponse>('/api/khalti/initiate', body);
}

/** What the wallet put in the return address that the server reads: eSewa's signed `data`, or Khalti's `pidx`. */
export type WalletReturn = { data: string } | { pidx: string };

/** A failed answer of the API. */
export type ApiFailure = Extract<ApiResult<unknown>, { ok: false }>;

export interface OwnWordsOption {
  /** Say every failure in the page's words, not the server's (English) message. */
  preferOwnWords?: boolean;
}

/**
 * What the fee form says when starting a payment failed: the server's own message on an English page (or `failed`
 * when it sent none); with preferOwnWords, the page's words for that kind of failure, whatever the server said.
 */
export function initiateFailureMessage(
  result: ApiFailure,
  words: PaymentWords['initiateFailures'],
  { preferOwnWords = false }: OwnWordsOption = {},
): string {
  if (!preferOwnWords) return result.message ?? words.failed;
  if (result.status === 0) return words.offline;
  if (result.status === 400) return words.refused;
  if (result.status === 409) return words.conflict;
  if (result.status === 429) {
    const seconds = result.retryAfterSeconds;
    return words.tooMany(seconds === undefined ? undefined : Math.max(1, Math.ceil(seconds / 60)));
  }
  // nginx's "restarting or unavailable", or a disk short of room (503 with its own message).
  if (result.status >= 502 && result.status <= 504) return words.unavailable;
  return words.failed;
}

/**
 * Reports how the parent came back from the wallet. With preferOwnWords, an answer's `message` (why it is not final
 * yet: eSewa could not be reached, the one note the service sends) becomes `words.esewaUnreachable`. Failures
 * carry no words the pages show: each result page says them in its own.
 */
export async function reportPaymentStatus(
  transactionId: string,
  status: PaymentStatusRequest['status'],
  returned?: WalletReturn,
  own?: OwnWordsOption & { words: Pick<PaymentWords['success'], 'esewaUnreachable'> },
): Promise<ApiResult<PaymentStatusResponse>> {
  // `product_id` is the specification's name for our transactionId in this one request.
  const body: PaymentStatusRequest = { product_id: transactionId, status, ...returned };
  const result = await postJson<PaymentStatusResponse>('/api/payment-status', body);
  if (!own?.preferOwnWords || !result.ok || typeof result.data?.message !== 'string') return result;
  return { ...result, data: { ...result.data, message: own.words.esewaUnreachable } };
}
