/**
 * Khalti's return: after a payment, or a cancel, Khalti sends the browser (GET) to the return address with pidx,
 * status ("Completed", "User canceled", …), purchase_order_id (our transactionId) and more, none of it signed. The
 * page only passes the pidx and the payment's id on: the server completes nothing on them (it looks up the pidx it
 * stored, and refuses a return whose pidx is another).
 */
import { isTransactionId } from '@school/contracts/transaction-id';

/** The parameter that marks Khalti's return (the result pages name it for the boot script too). */
export const khaltiPidxParameter = 'pidx';

export interface KhaltiReturn {
  pidx: string;
  /** Khalti's return says Completed: the page asks the server (SUCCESS); anything else is a cancel or a failure. */
  completed: boolean;
  /** The payment it names (purchase_order_id), for a tab that lost its current payment. Only a hint. */
  transactionId?: string;
}

export function khaltiReturnFrom(search: string): KhaltiReturn | undefined {
  const parameters = new URLSearchParams(search);
  const pidx = parameters.get(khaltiPidxParameter);
  if (!pidx) return undefined;
  const named = parameters.get('purchase_order_id') ?? '';
  return {
    pidx,
    completed: parameters.get('status') === 'Completed',
    ...(isTransactionId(named) ? { transactionId: named } : {}),
  };
}
