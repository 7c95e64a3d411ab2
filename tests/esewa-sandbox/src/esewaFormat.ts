/**
 * How eSewa writes things, implemented here on its own (not imported from payment-service) so that a mistake
 * in the service's signing cannot be mirrored by the stand-in that checks it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const UAT_SECRET_KEY = '8gBm/:&EnhH.1/q';
export const UAT_PRODUCT_CODE = 'EPAYTEST';

/** The fields eSewa signs in its success callback, in its order. */
export const CALLBACK_SIGNED_FIELD_NAMES =
  'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names';

export function esewaSignature(secretKey: string, values: Record<string, string>, signedFieldNames: string): string {
  const message = signedFieldNames
    .split(',')
    .map((name) => `${name}=${values[name] ?? ''}`)
    .join(',');
  return createHmac('sha256', secretKey).update(message).digest('base64');
}

export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** "1500" → 150000 paisa; undefined unless a plain non-negative amount with at most two decimals. */
export function amountToPaisa(text: string): number | undefined {
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** eSewa's callback writes amounts with thousands separators and at least one decimal: "1,500.0", "99.75". */
export function esewaCallbackAmount(paisa: number): string {
  const whole = new Intl.NumberFormat('en-US').format(Math.trunc(paisa / 100));
  const fraction = String(paisa % 100)
    .padStart(2, '0')
    .replace(/0$/, '');
  return `${whole}.${fraction || '0'}`;
}

/** A reference like eSewa's ("000AWEO"): seven letters and digits. */
export function newReference(): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let ref = '';
  for (let i = 0; i < 7; i += 1) ref += alphabet[Math.floor(Math.random() * alphabet.length)];
  return ref;
}

/** An amount as the eSewa app shows it: 3500 → "Rs 3,500", 3500.5 → "Rs 3,500.50". */
export function rupeesForPeople(amount: number): string {
  const paisa = Math.round(amount * 100);
  const whole = new Intl.NumberFormat('en-US').format(Math.trunc(paisa / 100));
  const rest = paisa % 100;
  return `Rs ${whole}${rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`}`;
}

/** eSewa-like transaction codes ("000A1B2"), never the same twice in one run of the sandbox. */
export function transactionCodes(): () => string {
  const used = new Set<string>();
  return () => {
    let code = newReference();
    while (used.has(code)) code = newReference();
    used.add(code);
    return code;
  };
}
