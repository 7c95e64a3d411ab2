/**
 * A payment's id, made by the page: `txn_` + the time in milliseconds + 10 random letters and digits
 * (payment-service accepts exactly this shape and derives eSewa's transaction_uuid from it).
 */
const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newTransactionId(now: number = Date.now()): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const random = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  return `txn_${now}_${random}`;
}

/** The id behind an eSewa transaction_uuid ("txn-1726567890123-abc" → "txn_1726567890123_abc"), if it is ours. */
export function transactionIdFromUuid(uuid: string): string | undefined {
  const match = /^txn-(\d{10,16})-([A-Za-z0-9]{6,24})$/.exec(uuid);
  return match ? `txn_${match[1]}_${match[2]}` : undefined;
}
