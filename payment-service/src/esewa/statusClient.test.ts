import { describe, expect, it } from 'vitest';
import { readStatusAnswer, type StatusQuery } from './statusClient.js';

const query: StatusQuery = {
  productCode: 'EPAYTEST',
  esewaUuid: 'txn-1726567890123-k3j9x2ab',
  totalAmount: '100',
  amountPaisa: 10000,
};
const documented = (status: string, ref_id: string | null, total_amount: number | string = 100.0) => ({
  product_code: 'EPAYTEST',
  transaction_uuid: query.esewaUuid,
  total_amount,
  status,
  ref_id,
});

describe("reading eSewa's status answer", () => {
  it('reads COMPLETE with its reference', () => {
    expect(readStatusAnswer(documented('COMPLETE', '0007G36'), query)).toEqual({
      kind: 'answer',
      status: 'COMPLETE',
      esewaRef: '0007G36',
    });
    expect(readStatusAnswer(documented('COMPLETE', '0007G36', '1,00.0'), query)).toMatchObject({ kind: 'unavailable' });
    expect(readStatusAnswer(documented('COMPLETE', '0007G36', '100.0'), query)).toMatchObject({ kind: 'answer' });
  });

  it.each(['PENDING', 'AMBIGUOUS', 'NOT_FOUND', 'CANCELED', 'FULL_REFUND', 'PARTIAL_REFUND'])('reads %s', (status) => {
    expect(readStatusAnswer(documented(status, null), query)).toEqual({ kind: 'answer', status, esewaRef: null });
  });

  it('does not believe a COMPLETE for another amount', () => {
    expect(readStatusAnswer(documented('COMPLETE', '0007G36', 10.0), query)).toMatchObject({ kind: 'unavailable' });
  });

  it('does not believe an answer about another payment or product', () => {
    expect(readStatusAnswer({ ...documented('COMPLETE', 'X'), transaction_uuid: 'other' }, query)).toMatchObject({
      kind: 'unavailable',
    });
    expect(readStatusAnswer({ ...documented('COMPLETE', 'X'), product_code: 'OTHER' }, query)).toMatchObject({
      kind: 'unavailable',
    });
  });

  it("treats eSewa's documented error and anything unknown as no answer", () => {
    expect(readStatusAnswer({ code: 0, error_message: 'Service is currently unavailable' }, query)).toEqual({
      kind: 'unavailable',
      reason: 'Service is currently unavailable',
    });
    expect(readStatusAnswer(documented('SUCCESS', null), query)).toMatchObject({ kind: 'unavailable' });
    expect(readStatusAnswer('COMPLETE', query)).toMatchObject({ kind: 'unavailable' });
    expect(readStatusAnswer(null, query)).toMatchObject({ kind: 'unavailable' });
  });
});
