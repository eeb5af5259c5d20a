/**
 * How one live change lands on one cached page of the staff list (docs/311-app.md#live-updates).
 * A changed request already on the page is replaced where it is, so rows never jump under the
 * pointer; when the change takes it out of the page's view (resolved under "New", assigned to
 * someone else under "Me") it stays, marked as left, and the total drops, until the page is read
 * again (the screen announces it with an "Update list" button); a later change that brings it back
 * unmarks it. A new request that matches the page's view raises the total and is counted as
 * arrived (the screen announces it with a "Show" button); it is put on the page itself only when
 * the page is the first one, newest first, where it belongs at the top.
 */
import { cursorAfter, encodeCursor, matchesFilter } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { toStaffListItem } from '#domain/requests/staff-list-item.ts';
import { parseStaffListView, toRequestFilter, type StaffListView } from '#domain/requests/staff-list-view.ts';
import type { api, SuccessData } from '../../lib/api-client.ts';

/**
 * GET /api/staff/requests (docs/api.md): one page of a view, its total, and the cursors of the
 * pages after (`next`) and before (`prev`), null at either end. Typed by the server's route.
 */
export type StaffListPage = SuccessData<Awaited<ReturnType<typeof api.api.staff.requests.$get>>>;

/**
 * A page as cached: the server's, plus how many matching requests arrived live since it was read
 * and the ids of its rows that live changes took out of its view.
 */
export type CachedListPage = StaffListPage & { arrived?: number; left?: readonly string[] };

export interface Viewer {
  staffId: string;
  now: Date;
}

/**
 * Whether a view shows the newest requests first from the top: where a new request appears.
 * @example isNewestFirstPage({ ...DEFAULT_VIEW }) // true
 */
export function isNewestFirstPage(view: StaffListView): boolean {
  return view.sort === 'created' && view.direction === 'desc' && !view.after && !view.before;
}

/**
 * Whether a request belongs in a view as the viewer sees it now ("me", "overdue"): the stores' own
 * rule (matchesFilter), so a row the portal marks as left is one the server would no longer send.
 * Null when only its caller could tell: a search the request's own words miss may still find it by
 * its submitter's name, e-mail or phone, which the portal never receives with a live change.
 * @example matchesView(request, { ...DEFAULT_VIEW, statuses: ['New'] }, viewer) // true while the request is New
 */
export function matchesView(request: ServiceRequest, view: StaffListView, viewer: Viewer): boolean | null {
  const filter = toRequestFilter(view, viewer);
  if (matchesFilter(request, filter)) return true;
  return filter.words && matchesFilter(request, { ...filter, words: undefined }) ? null : false;
}

/** The row replaced in place; marked as left, or unmarked, when it crosses the view's edge. */
function replaceRow(page: CachedListPage, index: number, request: ServiceRequest, inView: boolean | null) {
  const item = toStaffListItem(request);
  const replaced = { ...page, requests: page.requests.map((row, i) => (i === index ? item : row)) };
  const left = page.left ?? [];
  const wasLeft = left.includes(request.id);
  if (inView === null || inView !== wasLeft) return replaced;
  if (inView) return { ...replaced, total: page.total + 1, left: left.filter((id) => id !== request.id) };
  return { ...replaced, total: Math.max(0, page.total - 1), left: [...left, request.id] };
}

/**
 * The page after one live event. `search` is the page's view (its query key).
 * @example placeChange(page, '?status=New', request, 'created', viewer).arrived // 1 when request is New
 * @example placeChange(page, '?status=New', resolved, 'updated', viewer).left // [resolved.id] when on the page
 */
export function placeChange(
  page: CachedListPage,
  search: string,
  request: ServiceRequest,
  event: 'created' | 'updated',
  viewer: Viewer,
): CachedListPage {
  const parsed = parseStaffListView(new URLSearchParams(search));
  const inView = parsed.ok ? matchesView(request, parsed.view, viewer) : null;
  const index = page.requests.findIndex((row) => row.id === request.id);
  if (index !== -1) return replaceRow(page, index, request, inView);
  if (event !== 'created' || !parsed.ok || !inView) return page;
  const counted = { ...page, total: page.total + 1, arrived: (page.arrived ?? 0) + 1 };
  if (!isNewestFirstPage(parsed.view)) return counted;
  const rows = [toStaffListItem(request), ...page.requests];
  if (rows.length <= parsed.view.size) return { ...counted, requests: rows };
  // The page keeps its size; the next page then starts after its new last row, so the row
  // pushed off is the first of the next page rather than lost between the two.
  const kept = rows.slice(0, parsed.view.size);
  const last = kept[kept.length - 1]!;
  const next = encodeCursor(cursorAfter(last, 'created'));
  const pushedOff = rows[rows.length - 1]!.id;
  const left = counted.left?.filter((id) => id !== pushedOff);
  return { ...counted, requests: kept, next, ...(left ? { left } : {}) };
}
