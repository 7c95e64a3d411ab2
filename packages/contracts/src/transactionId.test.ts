import { describe, expect, it } from 'vitest';
import { esewaUuidFor, isTransactionId, newTransactionId, transactionIdFromEsewaUuid } from './transactionId.js';

describe('transaction ids and eSewa uuids', () => {
  it.each(['txn_1726567890123_k3j9x2ab', 'txn_1726567890_ABC123', 'txn_1726567890123456_a1b2c3d4e5f6g7h8i9j0k1l2'])(
    'accepts %s',
    (id) => expect(isTransactionId(id)).toBe(true),
  );

  it.each([
    '',
    'txn_',
    'txn_123_abcdef', // time too short
    'txn_1726567890123_abc', // random part too short
    'TXN_1726567890123_k3j9x2ab',
    'txn-1726567890123-k3j9x2ab',
    'txn_1726567890123_k3j9x2ab ',
    'txn_1726567890123_k3j9-x2ab',
    'txn_1726567890123_k3j9x2ab\n',
    'txn_1726567890123_<script>',
  ])('refuses %j', (id) => expect(isTransactionId(id)).toBe(false));

  it('makes new ids of the accepted shape, different each time', () => {
    const id = newTransactionId(1726567890123);
    expect(id).toMatch(/^txn_1726567890123_[a-z0-9]{10}$/);
    expect(isTransactionId(id)).toBe(true);
    expect(newTransactionId()).not.toBe(newTransactionId());
  });

  it('derives a uuid of letters, digits and hyphens only, and maps it back', () => {
    const uuid = esewaUuidFor('txn_1726567890123_k3j9x2ab');
    expect(uuid).toBe('txn-1726567890123-k3j9x2ab');
    expect(uuid).toMatch(/^[A-Za-z0-9-]+$/);
    expect(transactionIdFromEsewaUuid(uuid)).toBe('txn_1726567890123_k3j9x2ab');
  });

  it('refuses to derive a uuid from anything else, and maps back only our own', () => {
    expect(() => esewaUuidFor('txn_1_a')).toThrow();
    expect(transactionIdFromEsewaUuid('txn-1-a')).toBeUndefined();
    expect(transactionIdFromEsewaUuid('ORDER-1726567890123-k3j9x2ab')).toBeUndefined();
  });
});
