/**
 * eSewa ePay v2 signatures: HMAC-SHA256 with the merchant's secret key, base64, over the message
 * "name1=value1,name2=value2,…" built from the fields listed in `signed_field_names`, in that order.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The fields our payment form signs, in eSewa's required order. */
export const FORM_SIGNED_FIELD_NAMES = 'total_amount,transaction_uuid,product_code';

/** The message eSewa signs; values are used exactly as given (no trimming, no number formatting). */
export function signedMessage(fields: Readonly<Record<string, string>>, signedFieldNames: string): string {
  return signedFieldNames
    .split(',')
    .map((name) => `${name}=${fields[name] ?? ''}`)
    .join(',');
}

export function hmacBase64(secretKey: string, message: string): string {
  return createHmac('sha256', secretKey).update(message, 'utf8').digest('base64');
}

export function signFields(
  secretKey: string,
  fields: Readonly<Record<string, string>>,
  signedFieldNames: string,
): string {
  return hmacBase64(secretKey, signedMessage(fields, signedFieldNames));
}

/**
 * Compares two signatures in constant time. Both sides are hashed first, so the comparison takes the
 * same time whatever their lengths and wherever they first differ.
 */
export function signaturesMatch(expected: string, received: string): boolean {
  const a = createHash('sha256').update(expected, 'utf8').digest();
  const b = createHash('sha256').update(received, 'utf8').digest();
  return timingSafeEqual(a, b);
}
