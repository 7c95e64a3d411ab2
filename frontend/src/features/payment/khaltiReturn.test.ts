import { describe, expect, it } from 'vitest';
import { khaltiReturnFrom } from './khaltiReturn';

describe("Khalti's return", () => {
  it('reads the pidx, whether Khalti said Completed, and the payment it names', () => {
    expect(
      khaltiReturnFrom('?pidx=bZQLD9wRVWo4CdESSfuSsB&status=Completed&purchase_order_id=txn_1726567890123_k3j9x2ab'),
    ).toEqual({ pidx: 'bZQLD9wRVWo4CdESSfuSsB', completed: true, transactionId: 'txn_1726567890123_k3j9x2ab' });
    expect(khaltiReturnFrom('?pidx=abc&status=User%20canceled&purchase_order_id=ORDER-1')).toEqual({
      pidx: 'abc',
      completed: false,
    });
  });

  it('is no Khalti return without a pidx (eSewa returns carry data)', () => {
    expect(khaltiReturnFrom('?data=e30%3D')).toBeUndefined();
    expect(khaltiReturnFrom('')).toBeUndefined();
  });
});
