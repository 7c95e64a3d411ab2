import { applicationStatuses, type ApplicationStatus } from '@school/contracts/application-statuses';

/**
 * The applications list's filters, kept in the page's address (?status=new&class=Nursery&from=…&to=…&q=…&page=2)
 * so that a reload, the back button or a link sent to a colleague shows the same list. The API takes the same names
 * (GET /api/office/applications).
 */
export interface ApplicationFilters {
  status?: ApplicationStatus;
  class?: string;
  /** A.D. days in Nepal, YYYY-MM-DD, both taken whole. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const isStatus = (value: string | null): value is ApplicationStatus =>
  value !== null && (applicationStatuses as readonly string[]).includes(value);

/** The filters an address asks for; anything the API would refuse (a mistyped link) is left out, not sent. */
export function filtersFromSearch(search: URLSearchParams): ApplicationFilters {
  const status = search.get('status');
  const text = (name: string, max: number) => {
    const value = search.get(name)?.trim();
    return value && value.length <= max ? value : undefined;
  };
  const day = (name: string) => {
    const value = search.get(name);
    return value && isoDay.test(value) ? value : undefined;
  };
  const page = Number(search.get('page'));
  return {
    ...(isStatus(status) ? { status } : {}),
    ...(text('class', 40) ? { class: text('class', 40) } : {}),
    ...(day('from') ? { from: day('from') } : {}),
    ...(day('to') ? { to: day('to') } : {}),
    ...(text('q', 100) ? { q: text('q', 100) } : {}),
    page: Number.isInteger(page) && page >= 1 && page <= 999_999 ? page : 1,
  };
}

/** The filters as a query string's parameters, in a fixed order, page 1 left out (the address a person reads). */
export function searchOfFilters(filters: ApplicationFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of ['status', 'class', 'from', 'to', 'q'] as const) {
    const value = filters[name];
    if (value) search.set(name, value);
  }
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The API's list for these filters. */
export function applicationListPath(filters: ApplicationFilters): string {
  const search = searchOfFilters(filters).toString();
  return `/api/office/applications${search ? `?${search}` : ''}`;
}

/** The CSV of every field for the filters' date range (all dates when none): the API's export, as a download. */
export function applicationExportPath(filters: Pick<ApplicationFilters, 'from' | 'to'>): string {
  const search = new URLSearchParams();
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  const query = search.toString();
  return `/api/office/applications/export${query ? `?${query}` : ''}`;
}

/** How many pages a total makes (at least one: "page 1 of 1" for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
