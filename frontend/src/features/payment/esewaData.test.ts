import { describe, expect, it } from 'vitest';
import { esewaDataFrom, transactionIdFromData } from './esewaData';
import {
  newTransactionId,
  transactionIdFromEsewaUuid as transactionIdFromUuid,
} from '@school/contracts/transaction-id';

const encode = (value: unknown) => btoa(JSON.stringify(value));

describe("eSewa's data parameter", () => {
  it('is read as eSewa wrote it, "+" and "=" included', () => {
    expect(esewaDataFrom('?data=ab+c/d==')).toBe('ab+c/d==');
    expect(esewaDataFrom('?x=1&data=ab%2Bc%3D')).toBe('ab+c=');
    expect(esewaDataFrom('?data=')).toBeUndefined();
    expect(esewaDataFrom('')).toBeUndefined();
    expect(esewaDataFrom('?data=%E0%A4')).toBe('%E0%A4');
  });

  it('names our payment when the tab lost it', () => {
    expect(transactionIdFromData(encode({ transaction_uuid: 'txn-1726567890123-k3j9x2ab' }))).toBe(
      'txn_1726567890123_k3j9x2ab',
    );
    expect(transactionIdFromData(encode({ transaction_uuid: '250610-162413' }))).toBeUndefined();
    expect(transactionIdFromData('not base64 at all!')).toBeUndefined();
  });
});

describe('transaction ids', () => {
  it('look like txn_<time>_<random> and differ every time', () => {
    const id = newTransactionId(1726567890123);
    expect(id).toMatch(/^txn_1726567890123_[a-z0-9]{10}$/);
    expect(newTransactionId()).not.toBe(newTransactionId());
  });

  it('map back from eSewa uuids', () => {
    const id = newTransactionId();
    expect(transactionIdFromUuid(id.replaceAll('_', '-'))).toBe(id);
    expect(transactionIdFromUuid('txn-1-a')).toBeUndefined();
  });
});
