import { describe, expect, it } from 'vitest';
import { allowedFromStatuses, changeSources, transactionStatuses } from './statusRules.js';

describe('status rules', () => {
  it('never leaves COMPLETED, whoever asks', () => {
    for (const to of transactionStatuses) {
      for (const source of changeSources) {
        expect(allowedFromStatuses(to, source), `${source} → ${to}`).not.toContain('COMPLETED');
      }
    }
  });

  it('completes only on eSewa’s word', () => {
    expect(allowedFromStatuses('COMPLETED', 'client-failure')).toEqual([]);
    for (const source of ['callback', 'status-check', 'reconciler'] as const) {
      expect(allowedFromStatuses('COMPLETED', source)).toEqual(['PENDING', 'FAILED', 'NOT_FOUND']);
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
    expect(allowedFromStatuses('FULL_REFUND', 'callback')).toEqual([]);
  });

  it('never goes back to PENDING', () => {
    for (const source of changeSources) expect(allowedFromStatuses('PENDING', source)).toEqual([]);
  });
});
