import type { PaymentReceipt } from '@school/contracts/fees';
import { getJson, type ApiResult } from '../../lib/api';
import { pathInLanguage, paths, type Language } from '../../lib/paths';

export type { PaymentReceipt } from '@school/contracts/fees';

/**
 * A receipt token as payment-service makes them (RECEIPT_TOKEN_PATTERN in @school/contracts/fees: 32 random bytes,
 * base64url). Written here too because that module brings TypeBox, too much for the page's budget.
 */
const receiptTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The token in a receipt address's fragment (`/receipt#TOKEN`), or undefined when it holds none. */
export function receiptTokenFrom(hash: string): string | undefined {
  const token = hash.replace(/^#/, '');
  return receiptTokenPattern.test(token) ? token : undefined;
}

/**
 * A receipt's own address on the site, in the page's language. The token is in the fragment, which the browser
 * never sends: it reaches no server log and no Referer.
 */
export function receiptAddress(token: string, language: Language): string {
  return `${pathInLanguage(paths.receipt, language)}#${token}`;
}

/** GET /api/receipts/:token: the receipt, or 404 when the service knows no receipt by that token. */
export function fetchReceipt(token: string): Promise<ApiResult<PaymentReceipt>> {
  return getJson<PaymentReceipt>(`/api/receipts/${encodeURIComponent(token)}`);
}
