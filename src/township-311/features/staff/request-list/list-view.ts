/**
 * The All Requests view and its address (docs/product.md#311-staff-portal): reading the view from
 * the address (falling back to the default view, with a note, when it cannot be read), changing
 * it (any change but paging starts again at the first page), the query string the API gets (the
 * columns left out), and the words the controls show.
 */
import type { RequestSort, SortDirection } from '#domain/requests/request-query.ts';
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_VIEW,
  type OptionalColumn,
  parseStaffListView,
  staffListSearch,
  type StaffListView,
} from '#domain/requests/staff-list-view.ts';

/** Said above the list when the address holds a view the portal cannot read. */
export const BAD_VIEW_NOTE = 'This address has a filter the list cannot use, so all requests are shown.';

/**
 * The view in an address's query string, or the default view and why.
 * @example readView('?status=Nope') // { view: DEFAULT_VIEW, note: 'This address has a filter…: Unknown status "Nope"…' }
 */
export function readView(search: string | undefined): { view: StaffListView; note: string | null } {
  const parsed = parseStaffListView(new URLSearchParams(search ?? ''));
  return parsed.ok
    ? { view: parsed.view, note: null }
    : { view: DEFAULT_VIEW, note: `${BAD_VIEW_NOTE} ${parsed.message}` };
}

/**
 * The view with `change` made, on its first page: a new filter or order makes old cursors meaningless.
 * @example changeView(view, { statuses: ['New'] }).after // null
 */
export function changeView(view: StaffListView, change: Partial<StaffListView>): StaffListView {
  return { ...view, ...change, after: null, before: null };
}

/** The view without filters or search; its order and page size stay. */
export function clearFilters(view: StaffListView): StaffListView {
  return { ...DEFAULT_VIEW, sort: view.sort, direction: view.direction, size: view.size };
}

/**
 * How many filters are on: each chosen status, priority, category and department, the assignee,
 * each date, "overdue only" and "awaiting review only" (the search box is counted apart).
 * @example filtersOn({ ...DEFAULT_VIEW, statuses: ['New', 'In Progress'], overdue: true }) // 3
 */
export function filtersOn(view: StaffListView): number {
  return (
    view.statuses.length +
    view.priorities.length +
    view.categories.length +
    view.departments.length +
    view.languages.length +
    [view.assignee, view.from, view.to, view.overdue || null, view.reviewPending || null].filter(
      (value) => value !== null,
    ).length
  );
}

/**
 * The CSV export of the view: every matching request in its order, so no cursor or page size.
 * @example exportHref({ ...DEFAULT_VIEW, statuses: ['New'], after: 'abc' }) // '/api/staff/requests/export.csv?status=New'
 */
export function exportHref(view: StaffListView): string {
  const search = staffListSearch({ ...view, after: null, before: null, size: DEFAULT_PAGE_SIZE, hidden: [] });
  return `/api/staff/requests/export.csv${search}`;
}

/**
 * The view's query string for the API (and the key of its cached page): the columns shown are
 * the screen's business, so two column choices share one page.
 * @example apiSearch({ ...DEFAULT_VIEW, statuses: ['New'], hidden: ['id'] }) // '?status=New'
 */
export function apiSearch(view: StaffListView): string {
  return staffListSearch({ ...view, hidden: [] });
}

/** The optional columns as the Columns control names them. */
export const COLUMN_LABELS: Record<OptionalColumn, string> = {
  id: 'ID',
  assignee: 'Assigned to',
  submitted: 'Submitted',
  due: 'Due',
  priority: 'Priority',
};

export const SORT_LABELS: Record<RequestSort, string> = {
  created: 'Submitted',
  updated: 'Last update',
  priority: 'Priority',
  due: 'Due date',
};

/** Each order in words, per sort: what "ascending" means for dates and urgency. */
const ORDER_WORDS: Record<RequestSort, Record<SortDirection, string>> = {
  created: { desc: 'newest first', asc: 'oldest first' },
  updated: { desc: 'most recently updated first', asc: 'least recently updated first' },
  priority: { desc: 'most urgent first', asc: 'least urgent first' },
  due: { asc: 'due soonest first', desc: 'due latest first' },
};

/**
 * The order in words.
 * @example orderWords('due', 'asc') // 'due soonest first'
 */
export function orderWords(sort: RequestSort, direction: SortDirection): string {
  return ORDER_WORDS[sort][direction];
}

/**
 * "1 request", "1,234 requests".
 * @example requestCountText(12345) // '12,345 requests'
 */
export function requestCountText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'request' : 'requests'}`;
}

/**
 * The live announcement of requests that arrived and match the view.
 * @example arrivedText(1) // '1 new request matches this view'
 */
export function arrivedText(count: number): string {
  return count === 1
    ? '1 new request matches this view'
    : `${count.toLocaleString('en-US')} new requests match this view`;
}

/**
 * The live announcement of rows that live changes took out of the view (they stay, marked, until
 * the list is read again).
 * @example leftText(1) // '1 request left this view'
 */
export function leftText(count: number): string {
  return `${requestCountText(count)} left this view`;
}
