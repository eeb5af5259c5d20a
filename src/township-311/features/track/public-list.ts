/**
 * The resident "All Public Requests" list, a page of 50 at a time, and keeping it current from
 * live events without a refetch: a row is inserted or replaced, the list stays newest first by
 * `createdAt` and holds at most the 50 rows the API itself sends.
 */
import { PUBLIC_LIST_SIZE, STATUSES, type Status } from '#domain/requests/constants.ts';
import { categoryNames } from '#domain/township/township.ts';
import { decodeCursor, encodeCursor } from '#domain/requests/request-query.ts';
import type { PublicListItem } from '#domain/requests/public-view.ts';
import type { api, SuccessData } from '../../lib/api-client.ts';
import type { PublicListParams } from '#domain/messages-311/public-list-status.ts';

/** The six fields of a public list row, as the list and the event stream send them. */
export type PublicRow = PublicListItem;

const TEXT_FIELDS = ['id', 'address', 'createdAt', 'lastUpdatedAt'] as const;
const known = (values: readonly string[], value: unknown) => typeof value === 'string' && values.includes(value);

/**
 * Whether an event's data is a public list row (events are parsed JSON, so untyped).
 * @example isPublicListRow({ id: 'a', category: 'Graffiti', ... }) // true
 */
export function isPublicListRow(data: unknown): data is PublicRow {
  if (!data || typeof data !== 'object') return false;
  const record = data as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof record[field] === 'string') &&
    known(STATUSES, record.status) &&
    known(categoryNames(), record.category)
  );
}

/**
 * The list with `row` put in place of the row with its id (or added), newest first, capped.
 * Rows with the same `createdAt` keep their order, the changed one in its old place.
 * @example upsertPublicRow([older], newer) // [newer, older]
 */
export function upsertPublicRow<T extends PublicRow>(rows: readonly T[], row: T, limit = PUBLIC_LIST_SIZE): T[] {
  const index = rows.findIndex((item) => item.id === row.id);
  const next = index === -1 ? [row, ...rows] : rows.map((item, i) => (i === index ? row : item));
  return next
    .map((item, position) => ({ item, position }))
    .sort((a, b) =>
      a.item.createdAt < b.item.createdAt ? 1 : a.item.createdAt > b.item.createdAt ? -1 : a.position - b.position,
    )
    .slice(0, limit)
    .map(({ item }) => item);
}

export const NEWEST_PUBLIC: PublicListParams = { status: null, category: null, after: null };

/** GET /api/requests (docs/api.md): up to 50 rows, newest first, and the cursor of older ones. */
export type PublicListPage = SuccessData<Awaited<ReturnType<typeof api.api.requests.$get>>>;

/**
 * The page's query string, in a fixed order, so one page has one cache key.
 * @example publicListSearch({ status: 'New', category: null, after: null }) // '?status=New'
 */
export function publicListSearch(params: PublicListParams): string {
  const query = new URLSearchParams();
  if (params.status) query.set('status', params.status);
  if (params.category) query.set('category', params.category);
  if (params.after) query.set('after', params.after);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * The params of a query string from publicListSearch.
 * @example readPublicListSearch('?status=New') // { status: 'New', category: null, after: null }
 */
export function readPublicListSearch(search: string): PublicListParams {
  const query = new URLSearchParams(search);
  const status = query.get('status');
  const category = query.get('category');
  const after = query.get('after');
  return {
    status: known(STATUSES, status) ? (status as Status) : null,
    category: known(categoryNames(), category) ? category : null,
    after: after && decodeCursor(after, 'created') ? after : null,
  };
}

/**
 * A page after a live row: the row replaced where it is; a row it does not hold added only to a
 * newest page whose filters it matches (the page keeps 50, and "Older requests" then starts after
 * its new last row, so the row pushed off is not skipped).
 * @example placePublicRow(page, NEWEST_PUBLIC, row).requests[0] // row, when it is new
 */
export function placePublicRow(page: PublicListPage, params: PublicListParams, row: PublicRow): PublicListPage {
  const held = page.requests.some((item) => item.id === row.id);
  if (held) return { ...page, requests: page.requests.map((item) => (item.id === row.id ? row : item)) };
  if (params.after || (params.status && row.status !== params.status)) return page;
  if (params.category && row.category !== params.category) return page;
  const requests = upsertPublicRow(page.requests, row);
  // A page that was not full had no older rows: nothing was pushed off.
  if (page.requests.length < PUBLIC_LIST_SIZE) return { ...page, requests };
  const last = requests[requests.length - 1]!;
  return { requests, next: encodeCursor({ key: [Date.parse(last.createdAt)], id: last.id }) };
}
