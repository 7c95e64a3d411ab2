import type { TransactionStatus } from '@school/contracts';

/**
 * Every payment status, in the contracts' order (the type checks that none is missing or extra; the contracts' own
 * list is not imported: its entry point would bring every schema into the console).
 */
const everyStatus: Record<TransactionStatus, true> = {
  PENDING: true,
  COMPLETED: true,
  FAILED: true,
  NOT_FOUND: true,
  CANCELED: true,
  FULL_REFUND: true,
  PARTIAL_REFUND: true,
  EXPIRED: true,
  ABANDONED: true,
};
export const ledgerStatuses = Object.keys(everyStatus) as TransactionStatus[];

/**
 * The ledger's filters as the page's address keeps them (?status&from&to&class&q&page), so a filtered ledger can be
 * reloaded, bookmarked and gone back to; and the API's address for them. Values the API would refuse are dropped
 * here, so an edited address shows the ledger rather than an error.
 */
export interface LedgerFilters {
  status?: TransactionStatus;
  from?: string;
  to?: string;
  class?: string;
  q?: string;
}

const adDay = /^\d{4}-\d{2}-\d{2}$/;

function isStatus(value: string): value is TransactionStatus {
  return Object.hasOwn(everyStatus, value);
}

export function filtersOf(search: URLSearchParams): LedgerFilters {
  const filters: LedgerFilters = {};
  const status = search.get('status');
  if (status && isStatus(status)) filters.status = status;
  for (const key of ['from', 'to'] as const) {
    const day = search.get(key);
    if (day && adDay.test(day)) filters[key] = day;
  }
  const className = search.get('class')?.trim();
  if (className) filters.class = className.slice(0, 40);
  const words = search.get('q')?.trim();
  if (words) filters.q = words.slice(0, 100);
  return filters;
}

export function pageOfSearch(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The filters (and page, past the first) as search params, in a fixed order. */
export function searchOf(filters: LedgerFilters, page = 1): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['status', 'from', 'to', 'class', 'q'] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (page > 1) search.set('page', String(page));
  return search;
}

/** GET /api/office/payments for a page of the ledger. */
export function ledgerApiPath(filters: LedgerFilters, page: number): string {
  const search = searchOf(filters, page).toString();
  return `/api/office/payments${search ? `?${search}` : ''}`;
}

/** GET /api/office/payments/export for the same filters (every page). */
export function exportApiPath(filters: LedgerFilters): string {
  const search = searchOf(filters).toString();
  return `/api/office/payments/export${search ? `?${search}` : ''}`;
}
