// The schemas are plain JSON Schema: checked here with TypeBox's own validator, in the services by Fastify's Ajv.
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { CommentListQuery, CommentListResponse, NewCommentRequest } from './comments.js';
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

describe('the comment list', () => {
  const comment = { id: '7', name: 'Sita', text: 'Peace.', createdAt: '2025-09-17T04:30:00.000Z' };

  it('answers a page with the total count and a cursor for older comments, null on the last page', () => {
    expect(Value.Check(CommentListResponse, { comments: [comment], total: 120, nextCursor: '7' })).toBe(true);
    expect(Value.Check(CommentListResponse, { comments: [], total: 0, nextCursor: null })).toBe(true);
    expect(Value.Check(CommentListResponse, { comments: [comment] })).toBe(false);
    expect(Value.Check(CommentListResponse, { comments: [], total: -1, nextCursor: null })).toBe(false);
  });

  it('takes a cursor and a page size of 1 to 100 in the query', () => {
    expect(Value.Check(CommentListQuery, {})).toBe(true);
    expect(Value.Check(CommentListQuery, { cursor: '7', limit: '100' })).toBe(true);
    for (const query of [{ limit: '0' }, { limit: '101' }, { limit: '-1' }, { cursor: 'abc' }, { cursor: '' }]) {
      expect(Value.Check(CommentListQuery, query), JSON.stringify(query)).toBe(false);
    }
  });
});

describe('payment requests', () => {
  const initiate = {
    studentName: 'Sita',
    className: 'Grade 3',
    roll: 7,
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

  it("need the student's class, one of the school's, and take a roll number only as a whole number from 1 to 9999", () => {
    const { roll: _roll, ...withoutRoll } = initiate;
    expect(Value.Check(InitiatePaymentRequest, withoutRoll)).toBe(true);
    for (const className of ['Nursery', 'LKG', 'UKG', 'Grade 1', 'Grade 6']) {
      expect(Value.Check(InitiatePaymentRequest, { ...initiate, className }), className).toBe(true);
    }
    const { className: _className, ...withoutClass } = initiate;
    expect(Value.Check(InitiatePaymentRequest, withoutClass)).toBe(false);
    for (const className of ['Grade 7', 'grade 3', '', 3, null]) {
      expect(Value.Check(InitiatePaymentRequest, { ...initiate, className }), String(className)).toBe(false);
    }
    for (const roll of [0, 10000, 7.5, '7', null]) {
      expect(Value.Check(InitiatePaymentRequest, { ...initiate, roll }), String(roll)).toBe(false);
    }
    expect(Value.Check(InitiatePaymentRequest, { ...initiate, roll: 9999 })).toBe(true);
  });

  it("take the page's language, English or Nepali, or none", () => {
    expect(Value.Check(InitiatePaymentRequest, { ...initiate, language: 'en' })).toBe(true);
    expect(Value.Check(InitiatePaymentRequest, { ...initiate, language: 'ne' })).toBe(true);
    for (const language of ['hi', 'NE', '', null, 1]) {
      expect(Value.Check(InitiatePaymentRequest, { ...initiate, language }), String(language)).toBe(false);
    }
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
    const receipt = {
      transactionId: initiate.transactionId,
      studentName: 'Sita',
      className: 'Grade 3',
      roll: null,
      parentName: 'Ram',
      amount: 1500.5,
      wallet: 'esewa',
      esewaRef: '000AB12',
      completedAt: '2025-09-17T04:30:00.000Z',
    };
    expect(Value.Check(PaymentStatusResponse, { status: 'COMPLETED', receipt })).toBe(true);
    // A payment made before the class was asked has none.
    expect(Value.Check(PaymentStatusResponse, { status: 'COMPLETED', receipt: { ...receipt, className: null } })).toBe(
      true,
    );
  });
});
