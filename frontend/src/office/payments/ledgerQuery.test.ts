import { describe, expect, it } from 'vitest';
import { exportApiPath, filtersOf, ledgerApiPath, pageOfSearch, searchOf } from './ledgerQuery';

describe('the ledger filters in the address', () => {
  it('reads the known filters and drops what the API would refuse', () => {
    const search = new URLSearchParams('status=COMPLETED&from=2026-11-01&to=1/12/2026&class=Grade 3&q= Sita &x=1');
    expect(filtersOf(search)).toEqual({ status: 'COMPLETED', from: '2026-11-01', class: 'Grade 3', q: 'Sita' });
    expect(filtersOf(new URLSearchParams('status=PAID'))).toEqual({});
  });

  it('reads the page, 1 when missing or not a page number', () => {
    expect(pageOfSearch(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOfSearch(new URLSearchParams('page=0'))).toBe(1);
    expect(pageOfSearch(new URLSearchParams('page=two'))).toBe(1);
    expect(pageOfSearch(new URLSearchParams(''))).toBe(1);
  });

  it('writes the same filters back, and the API addresses for the ledger and its CSV', () => {
    const filters = { status: 'FAILED' as const, q: 'Ram & Sita', class: 'Grade 5' };
    expect(filtersOf(searchOf(filters, 2))).toEqual(filters);
    expect(searchOf(filters, 2).toString()).toBe('status=FAILED&class=Grade+5&q=Ram+%26+Sita&page=2');
    expect(ledgerApiPath({}, 1)).toBe('/api/office/payments');
    expect(ledgerApiPath(filters, 2)).toBe('/api/office/payments?status=FAILED&class=Grade+5&q=Ram+%26+Sita&page=2');
    expect(exportApiPath({ from: '2026-11-01', to: '2026-11-30' })).toBe(
      '/api/office/payments/export?from=2026-11-01&to=2026-11-30',
    );
  });
});
