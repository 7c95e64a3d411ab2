/**
 * A payment's id, made by the page: `txn_` + the time in milliseconds + random letters and digits. eSewa accepts
 * only letters, digits and hyphens in its `transaction_uuid`, so that uuid is the same text with hyphens
 * (`txn-<time>-<random>`); the mapping is one-to-one. No dependencies: the site's pages import this at run time.
 */
export const TRANSACTION_ID_PATTERN = '^txn_[0-9]{10,16}_[A-Za-z0-9]{6,24}$';
const transactionIdShape = new RegExp(TRANSACTION_ID_PATTERN);
const esewaUuidShape = /^txn-([0-9]{10,16})-([A-Za-z0-9]{6,24})$/;
const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function isTransactionId(value: string): boolean {
  return transactionIdShape.test(value);
}

/** A new id: the time now and 10 random letters and digits. */
export function newTransactionId(now: number = Date.now()): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(10));
  const random = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  return `txn_${now}_${random}`;
}

/** eSewa's `transaction_uuid` for one of our ids; throws for anything that is not one. */
export function esewaUuidFor(transactionId: string): string {
  if (!isTransactionId(transactionId)) throw new Error(`not a transaction id: ${transactionId}`);
  return transactionId.replaceAll('_', '-');
}

/** The id behind an eSewa `transaction_uuid` ("txn-1726567890123-abc123" → "txn_1726567890123_abc123"), if ours. */
export function transactionIdFromEsewaUuid(esewaUuid: string): string | undefined {
  const match = esewaUuidShape.exec(esewaUuid);
  return match ? `txn_${match[1]}_${match[2]}` : undefined;
}
