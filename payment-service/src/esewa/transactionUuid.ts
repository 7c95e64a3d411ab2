/**
 * The page names a payment `txn_<time>_<random>` (time in milliseconds, random letters and digits). eSewa
 * accepts only letters, digits and hyphens in `transaction_uuid`, so the uuid is the same text with hyphens:
 * `txn-<time>-<random>`. The store keeps both, and the mapping is one-to-one.
 */
export const TRANSACTION_ID_PATTERN = '^txn_[0-9]{10,16}_[A-Za-z0-9]{6,24}$';
const transactionIdShape = new RegExp(TRANSACTION_ID_PATTERN);

export function isTransactionId(value: string): boolean {
  return transactionIdShape.test(value);
}

export function esewaUuidFor(transactionId: string): string {
  if (!isTransactionId(transactionId)) throw new Error(`not a transaction id: ${transactionId}`);
  return transactionId.replaceAll('_', '-');
}
