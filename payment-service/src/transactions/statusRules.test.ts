import { describe, expect, it } from 'vitest';
import { allowedFromStatuses, changeSources, finalStatuses, transactionStatuses } from './statusRules.js';

describe('status rules', () => {
  it('leaves COMPLETED only for eSewa’s refund statuses, reported by its status API', () => {
    for (const to of transactionStatuses) {
      for (const source of changeSources) {
        const fromCompleted = allowedFromStatuses(to, source).includes('COMPLETED');
        const refund = (to === 'FULL_REFUND' || to === 'PARTIAL_REFUND') && source !== 'client-failure';
        const statusApi = source === 'status-check' || source === 'reconciler';
        expect(fromCompleted, `${source}: COMPLETED → ${to}`).toBe(refund && statusApi);
      }
    }
  });

  it('never leaves CANCELED, FULL_REFUND or EXPIRED', () => {
    for (const to of transactionStatuses) {
      for (const source of changeSources) {
        for (const final of finalStatuses)
          expect(allowedFromStatuses(to, source), `${final} → ${to}`).not.toContain(final);
      }
    }
  });

  it('records refunds after COMPLETED, and a partial refund may become a full one', () => {
    expect(allowedFromStatuses('FULL_REFUND', 'reconciler')).toEqual([
      'PENDING',
      'FAILED',
      'NOT_FOUND',
      'COMPLETED',
      'PARTIAL_REFUND',
    ]);
    expect(allowedFromStatuses('PARTIAL_REFUND', 'status-check')).toEqual([
      'PENDING',
      'FAILED',
      'NOT_FOUND',
      'COMPLETED',
    ]);
    expect(allowedFromStatuses('FULL_REFUND', 'callback')).toEqual([]);
    expect(allowedFromStatuses('FULL_REFUND', 'client-failure')).toEqual([]);
  });

  it('completes only on eSewa’s word', () => {
    expect(allowedFromStatuses('COMPLETED', 'client-failure')).toEqual([]);
    for (const source of ['status-check', 'reconciler'] as const) {
      expect(allowedFromStatuses('COMPLETED', source)).toEqual(['PENDING', 'FAILED', 'NOT_FOUND']);
    }
    expect(allowedFromStatuses('COMPLETED', 'callback')).toEqual(['PENDING', 'FAILED', 'NOT_FOUND', 'ABANDONED']);
  });

  it('leaves ABANDONED only for COMPLETED, on the signed callback alone', () => {
    expect(allowedFromStatuses('ABANDONED', 'reconciler')).toEqual(['PENDING', 'FAILED', 'NOT_FOUND']);
    for (const to of transactionStatuses) {
      for (const source of changeSources) {
        const reopens = allowedFromStatuses(to, source).includes('ABANDONED');
        expect(reopens, `${source}: ABANDONED → ${to}`).toBe(to === 'COMPLETED' && source === 'callback');
      }
    }
  });

  it('expires or abandons only open payments: only the reconciler abandons; a status check may expire (Khalti)', () => {
    expect(allowedFromStatuses('EXPIRED', 'reconciler')).toEqual(['PENDING', 'FAILED', 'NOT_FOUND']);
    expect(allowedFromStatuses('EXPIRED', 'status-check')).toEqual(['PENDING', 'FAILED', 'NOT_FOUND']);
    for (const source of ['callback', 'status-check', 'client-failure'] as const) {
      if (source !== 'status-check') expect(allowedFromStatuses('EXPIRED', source)).toEqual([]);
      expect(allowedFromStatuses('ABANDONED', source)).toEqual([]);
    }
  });

  it("lets the page's FAILED change only a PENDING payment", () => {
    expect(allowedFromStatuses('FAILED', 'client-failure')).toEqual(['PENDING']);
    expect(allowedFromStatuses('FAILED', 'status-check')).toEqual([]);
    expect(allowedFromStatuses('NOT_FOUND', 'client-failure')).toEqual([]);
  });

  it("stores eSewa's other answers over open statuses only", () => {
    expect(allowedFromStatuses('CANCELED', 'status-check')).toEqual(['PENDING', 'FAILED', 'NOT_FOUND']);
    expect(allowedFromStatuses('NOT_FOUND', 'reconciler')).toEqual(['PENDING', 'FAILED']);
  });

  it("lets a token payment's notice complete only the PENDING payment it stores, and nothing else", () => {
    for (const to of transactionStatuses) {
      expect(allowedFromStatuses(to, 'token-notice'), to).toEqual(to === 'COMPLETED' ? ['PENDING'] : []);
    }
  });

  it('never goes back to PENDING', () => {
    for (const source of changeSources) expect(allowedFromStatuses('PENDING', source)).toEqual([]);
  });
});
