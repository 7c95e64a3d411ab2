/**
 * The payment in progress in this browser tab, kept in session storage so the success and failure pages know
 * which payment eSewa sent the parent back about. Storage can be unavailable (privacy modes): then nothing is kept.
 */
/** Its session storage key; the result pages name it for the boot script too (UntilLooked). */
export const currentTransactionKey = 'currentTransaction';
const key = currentTransactionKey;

export function rememberCurrentTransaction(transactionId: string): void {
  try {
    sessionStorage.setItem(key, transactionId);
  } catch {
    // Not fatal: the success page can still read the payment from eSewa's data.
  }
}

export function currentTransaction(): string | undefined {
  try {
    return sessionStorage.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}
