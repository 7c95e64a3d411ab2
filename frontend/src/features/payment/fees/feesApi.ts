/**
 * The pay page's calls for the school's fees (payment-service; the bodies and answers are the contracts package's):
 * whether the school has imported dues, one child's unpaid dues, and a payment of them with eSewa or Khalti. The
 * amount is never sent: the service computes it from the dues up to the month chosen.
 */
import type {
  DuesLookupRequest,
  DuesPaymentRequest,
  FeesOfferedResponse,
  InitiatePaymentResponse,
  KhaltiInitiateResponse,
  StudentDues,
} from '@school/contracts';
import { getJson, postJson, type ApiResult } from '../../../lib/api';
import type { Language } from '../../../lib/paths';
import type { PaymentWords } from '../../../content/payment';

export type { StudentDues, UnpaidDue } from '@school/contracts';

/** True only when the service says so: a failed request keeps the page as it is without dues. */
export async function fetchFeesOffered(): Promise<boolean> {
  const result = await getJson<FeesOfferedResponse>('/api/fees/offered');
  return result.ok && result.data.offered === true;
}

export function lookUpDues(request: DuesLookupRequest): Promise<ApiResult<StudentDues>> {
  return postJson<StudentDues>('/api/fees/lookup', request);
}

/** Starts the payment of the dues up to `throughMonth` with a wallet; English is the service's default, not sent. */
export function initiateDuesPayment(
  wallet: 'esewa' | 'khalti',
  request: Omit<DuesPaymentRequest, 'language'>,
  language: Language,
): Promise<ApiResult<InitiatePaymentResponse | KhaltiInitiateResponse>> {
  const body: DuesPaymentRequest = { ...request, ...(language === 'en' ? {} : { language }) };
  return postJson<InitiatePaymentResponse | KhaltiInitiateResponse>(`/api/${wallet}/initiate-dues`, body);
}

type FeesFailureWords = Pick<
  PaymentWords['fees'],
  'notFound' | 'tooMany' | 'refused' | 'offline' | 'unavailable' | 'failed'
>;

/**
 * What the fees section says when a lookup or a payment's start failed. 404 (an unknown ID or a wrong date of birth,
 * one answer for both) and 429 are said in the page's own words; another refusal (400, 409: the dues changed) in the
 * service's on an English page and in the page's own on another; no answer or a service down in the page's own.
 */
export function feesFailureMessage(
  result: Extract<ApiResult<unknown>, { ok: false }>,
  words: FeesFailureWords,
  language: Language,
): string {
  if (result.status === 0) return words.offline;
  if (result.status === 404) return words.notFound;
  if (result.status === 429) return words.tooMany;
  if (result.status >= 502 && result.status <= 504) return words.unavailable;
  if (result.status >= 400 && result.status < 500) {
    return language === 'en' && result.message ? result.message : words.refused;
  }
  return words.failed;
}
