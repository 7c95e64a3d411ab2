/**
 * eSewa's `data` parameter on the success URL. eSewa appends base64 as is, so "+" may appear unencoded:
 * URLSearchParams would read it as a space, so the parameter is read by hand.
 */
import { transactionIdFromEsewaUuid } from '@school/contracts/transaction-id';

/** The parameter's name. */
export const esewaDataParameter = 'data';

export function esewaDataFrom(search: string): string | undefined {
  const pair = search
    .replace(/^\?/, '')
    .split('&')
    .find((part) => part.startsWith(`${esewaDataParameter}=`));
  if (!pair) return undefined;
  const raw = pair.slice(esewaDataParameter.length + 1);
  let value = raw;
  try {
    value = decodeURIComponent(raw);
  } catch {
    // Not valid percent-encoding: pass it on as it is and let the server judge it.
  }
  return value === '' ? undefined : value;
}

/**
 * The payment eSewa's data is about, for when this tab lost its current transaction (e.g. eSewa's app opened
 * the success page in another browser). Only a hint: the server still verifies everything.
 */
export function transactionIdFromData(data: string): string | undefined {
  try {
    const json = JSON.parse(atob(data.replaceAll(' ', '+'))) as { transaction_uuid?: unknown };
    return typeof json.transaction_uuid === 'string' ? transactionIdFromEsewaUuid(json.transaction_uuid) : undefined;
  } catch {
    return undefined;
  }
}
