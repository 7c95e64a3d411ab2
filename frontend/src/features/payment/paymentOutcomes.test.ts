import { describe, expect, it } from 'vitest';
import { failureViewFor, successViewFor } from './paymentOutcomes';

const receipt = {
  transactionId: 'txn_1726567890123_k3j9x2ab',
  studentName: 'Sita',
  className: 'Grade 3',
  roll: null,
  parentName: 'Ram',
  amount: 1500,
  wallet: 'esewa' as const,
  esewaRef: '000AWEO',
  completedAt: '2025-09-17T08:21:30.000Z',
};

describe('what the success page shows', () => {
  it('shows verified only for COMPLETED with its receipt', () => {
    expect(successViewFor({ ok: true, status: 200, data: { status: 'COMPLETED', receipt } })).toEqual({
      kind: 'completed',
      receipt,
    });
    expect(successViewFor({ ok: true, status: 200, data: { status: 'COMPLETED' } })).toEqual({ kind: 'error' });
  });

  it("keeps the receipt's own address when the answer carries one, on either page", () => {
    const receiptToken = 'Vx3kQ9-pL2mN8rT5wY1zA7bC4dE6fG0hJ_sU2vW9xYk';
    const answer = { ok: true as const, status: 200, data: { status: 'COMPLETED' as const, receipt, receiptToken } };
    expect(successViewFor(answer)).toEqual({ kind: 'completed', receipt, receiptToken });
    expect(failureViewFor(answer)).toEqual({ kind: 'completed', receipt, receiptToken });
    // An empty token is no address.
    const empty = { ok: true as const, status: 200, data: { status: 'COMPLETED' as const, receipt, receiptToken: '' } };
    expect(successViewFor(empty)).toEqual({ kind: 'completed', receipt });
  });

  it('shows any other status as it is', () => {
    expect(successViewFor({ ok: true, status: 200, data: { status: 'PENDING', message: 'later' } })).toEqual({
      kind: 'not-completed',
      status: 'PENDING',
      message: 'later',
    });
    expect(successViewFor({ ok: true, status: 200, data: { status: 'NOT_FOUND' } })).toEqual({
      kind: 'not-completed',
      status: 'NOT_FOUND',
    });
  });

  it('shows an error when the server refused or did not answer', () => {
    expect(successViewFor({ ok: false, status: 400, message: 'x' })).toEqual({ kind: 'error' });
    expect(successViewFor({ ok: false, status: 0 })).toEqual({ kind: 'error' });
  });
});

describe('what the failure page shows', () => {
  it('knows whether FAILED was recorded', () => {
    expect(failureViewFor({ ok: true, status: 200, data: { status: 'FAILED' } })).toEqual({ kind: 'marked-failed' });
    // The truth wins over the page the parent landed on: a completed payment is shown as paid, with its receipt.
    expect(failureViewFor({ ok: true, status: 200, data: { status: 'COMPLETED', receipt } })).toEqual({
      kind: 'completed',
      receipt,
    });
    expect(failureViewFor({ ok: true, status: 200, data: { status: 'COMPLETED' } })).toEqual({
      kind: 'not-updated',
      status: 'COMPLETED',
    });
    expect(failureViewFor({ ok: false, status: 404, message: 'x' })).toEqual({ kind: 'not-updated' });
    expect(failureViewFor({ ok: false, status: 0 })).toEqual({ kind: 'notify-error' });
  });
});
