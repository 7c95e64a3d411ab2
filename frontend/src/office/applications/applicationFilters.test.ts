import { describe, expect, it } from 'vitest';
import {
  applicationExportPath,
  applicationListPath,
  filtersFromSearch,
  pageCount,
  searchOfFilters,
} from './applicationFilters';

describe('the applications list’s filters in the address', () => {
  it('reads every filter the address holds, and sends them to the API as they were', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('status=in-review&class=Grade+1&from=2026-01-01&to=2026-01-31&q=Sita&page=3'),
    );
    expect(filters).toEqual({
      status: 'in-review',
      class: 'Grade 1',
      from: '2026-01-01',
      to: '2026-01-31',
      q: 'Sita',
      page: 3,
    });
    expect(applicationListPath(filters)).toBe(
      '/api/office/applications?status=in-review&class=Grade+1&from=2026-01-01&to=2026-01-31&q=Sita&page=3',
    );
  });

  it('leaves out what the API would refuse: an unknown status, a date not written YYYY-MM-DD, a page that is no page', () => {
    expect(filtersFromSearch(new URLSearchParams('status=lost&from=1/1/2026&to=2026-1-31&page=0'))).toEqual({
      page: 1,
    });
    expect(filtersFromSearch(new URLSearchParams('page=2.5')).page).toBe(1);
    expect(filtersFromSearch(new URLSearchParams(`q=${'a'.repeat(101)}`))).toEqual({ page: 1 });
  });

  it('asks the API for the whole list when there is no filter, and keeps page 1 out of the address', () => {
    expect(applicationListPath({ page: 1 })).toBe('/api/office/applications');
    expect(searchOfFilters({ status: 'new', page: 1 }).toString()).toBe('status=new');
  });

  it('round-trips: the address written from filters reads back as the same filters', () => {
    const filters = { status: 'declined' as const, q: 'REF-1', from: '2025-04-14', page: 2 };
    expect(filtersFromSearch(searchOfFilters(filters))).toEqual(filters);
  });
});

describe('the CSV export’s address', () => {
  it('takes the date range alone, or nothing for every date', () => {
    expect(applicationExportPath({ from: '2026-01-01', to: '2026-01-31' })).toBe(
      '/api/office/applications/export?from=2026-01-01&to=2026-01-31',
    );
    expect(applicationExportPath({})).toBe('/api/office/applications/export');
  });
});

describe('pageCount', () => {
  it('rounds up, and counts an empty list as one page', () => {
    expect(pageCount(101, 50)).toBe(3);
    expect(pageCount(100, 50)).toBe(2);
    expect(pageCount(0, 50)).toBe(1);
  });
});
