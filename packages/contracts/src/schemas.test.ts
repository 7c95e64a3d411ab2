// The schemas are plain JSON Schema: checked here with TypeBox's own validator, in the services by Fastify's Ajv.
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { NewCommentRequest } from './comments.js';
import { InitiatePaymentRequest, PaymentStatusRequest, PaymentStatusResponse } from './payments.js';

describe('comment requests', () => {
  it('take a name and a text, stored as typed', () => {
    expect(Value.Check(NewCommentRequest, { name: ' Sita ', text: 'Peace.\n' })).toBe(true);
  });

  it.each([
    { name: '   ', text: 'x' },
    { name: 'Sita', text: '\n\t ' },
    { name: 'x'.repeat(81), text: 'x' },
    { name: 'Sita', text: 'x'.repeat(2001) },
    { name: 'Sita' },
    { name: 'Sita', text: 'x', extra: 1 },
  ])('refuse %j', (body) => expect(Value.Check(NewCommentRequest, body)).toBe(false));
});

describe('payment requests', () => {
  const initiate = {
    studentName: 'Sita',
    parentName: 'Ram',
    amount: 1500.5,
    transactionId: 'txn_1726567890123_k3j9x2ab',
  };

  it('accept a well-formed initiate body and refuse a foreign transaction id or an extra field', () => {
    expect(Value.Check(InitiatePaymentRequest, initiate)).toBe(true);
    expect(Value.Check(InitiatePaymentRequest, { ...initiate, transactionId: 'ORDER-1' })).toBe(false);
    expect(Value.Check(InitiatePaymentRequest, { ...initiate, amount: '1500' })).toBe(false);
    expect(Value.Check(InitiatePaymentRequest, { ...initiate, esewaUuid: 'x' })).toBe(false);
  });

  it('take only SUCCESS or FAILED from the page', () => {
    expect(
      Value.Check(PaymentStatusRequest, { product_id: initiate.transactionId, status: 'SUCCESS', data: 'e30=' }),
    ).toBe(true);
    expect(Value.Check(PaymentStatusRequest, { product_id: initiate.transactionId, status: 'COMPLETED' })).toBe(false);
  });

  it('answer one of the known statuses, with a receipt only where there is one', () => {
    expect(Value.Check(PaymentStatusResponse, { status: 'PENDING', message: 'later' })).toBe(true);
    expect(Value.Check(PaymentStatusResponse, { status: 'PAID' })).toBe(false);
  });
});
