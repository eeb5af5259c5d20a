/**
 * The staff list, the dashboard and the staff map (docs/311-app.md#all-requests): each asks the
 * store for one page, or a count, of the requests a view selects, never for the whole collection.
 * The dashboard counts each card with the filter of the list the card opens (DASHBOARD_CARDS), so
 * the number on a card and the total of its list agree by construction.
 */
import {
  OPEN_STATUSES,
  RECENT_LIST_SIZE,
  type Category,
  type Priority,
  type Status,
} from '#domain/requests/constants.ts';
import {
  cursorAfter,
  decodeCursor,
  encodeCursor,
  type PageCursor,
  type RequestFilter,
  type RequestSort,
} from '#domain/requests/request-query.ts';
import type { Location, ServiceRequest } from '#domain/requests/request-schemas.ts';
import { toStaffListItem, type StaffListItem } from '#domain/requests/staff-list-item.ts';
import {
  DASHBOARD_CARDS,
  DEFAULT_VIEW,
  toRequestFilter,
  type DashboardCardKey,
  type StaffListView,
} from '#domain/requests/staff-list-view.ts';
import type { RequestStore } from '../storage/ports.ts';

/** Thrown for an `after` or `before` that is no cursor of the view's sort. */
export class InvalidCursorError extends Error {
  override name = 'InvalidCursorError';
  constructor() {
    super('The page cursor is not valid.');
  }
}

/** Who is looking, and when: "me" and "overdue" depend on both. */
export interface Viewer {
  staffId: string;
  now: Date;
  /** May see submitter information (viewSubmitterInfo): a search also finds requests by their caller. */
  submitterAccess?: boolean;
}

type ListStore = Pick<RequestStore, 'page' | 'count'>;

/** Body of GET /api/staff/requests. */
export interface StaffListPage {
  requests: StaffListItem[];
  /** Every request the filters select, on all pages. */
  total: number;
  /** `after=` for the next page; null on the last. */
  next: string | null;
  /** `before=` for the previous page; null on the first. */
  prev: string | null;
}

const reverse = (direction: 'asc' | 'desc') => (direction === 'asc' ? 'desc' : 'asc');
const cursorText = (request: ServiceRequest, sort: RequestSort) => encodeCursor(cursorAfter(request, sort));

function decoded(text: string | null, sort: RequestSort): PageCursor | null {
  if (text === null) return null;
  const cursor = decodeCursor(text, sort);
  if (!cursor) throw new InvalidCursorError();
  return cursor;
}

/**
 * One page of a view, with the total and the cursors around it. `before` reads backwards from its
 * cursor; when that reaches the start, the reply is the first page, full, so a request that
 * arrived meanwhile is shown rather than making the first page short.
 * Throws InvalidCursorError for a cursor that is not one.
 * @example await staffListPage(store, { ...DEFAULT_VIEW, statuses: ['New'] }, viewer) // { requests, total: 42, next: 'MTc…', prev: null }
 */
export async function staffListPage(store: ListStore, view: StaffListView, viewer: Viewer): Promise<StaffListPage> {
  const filter = toRequestFilter(view, viewer);
  const [total, page] = await Promise.all([store.count(filter), pageOf(store, view, filter)]);
  return { ...page, total };
}

async function pageOf(
  store: ListStore,
  view: StaffListView,
  filter: RequestFilter,
): Promise<Omit<StaffListPage, 'total'>> {
  const { sort, direction, size } = view;
  const after = decoded(view.after, sort);
  const before = decoded(view.before, sort);
  // One more than shown tells whether there is another page.
  if (before) {
    const earlier = await store.page({ filter, sort, direction: reverse(direction), limit: size + 1, after: before });
    if (earlier.length > size) {
      const rows = earlier.slice(0, size).reverse();
      return {
        requests: rows.map(toStaffListItem),
        next: cursorText(rows.at(-1)!, sort),
        prev: cursorText(rows[0]!, sort),
      };
    }
  }
  const rows = await store.page({ filter, sort, direction, limit: size + 1, after });
  const shown = rows.slice(0, size);
  return {
    requests: shown.map(toStaffListItem),
    next: rows.length > size ? cursorText(shown.at(-1)!, sort) : null,
    prev: after && shown.length > 0 ? cursorText(shown[0]!, sort) : null,
  };
}

/** Tasks shown on the dashboard; myOpenTotal counts them all. */
export const MY_TASKS_SIZE = 20;

/** Body of GET /api/staff/dashboard. */
export interface StaffDashboard {
  counts: Record<DashboardCardKey, number>;
  /** Assigned to the viewer and open, due soonest first. */
  myOpenTasks: StaffListItem[];
  myOpenTotal: number;
  /** The newest requests. */
  recent: StaffListItem[];
}

/** @example await staffDashboard(store, { staffId: staff.id, now }) // { counts: { new: 3, ... }, ... } */
export async function staffDashboard(store: ListStore, viewer: Viewer): Promise<StaffDashboard> {
  const mine = toRequestFilter({ ...DEFAULT_VIEW, assignee: 'me', statuses: [...OPEN_STATUSES] }, viewer);
  const [counts, myOpenTasks, myOpenTotal, recent] = await Promise.all([
    Promise.all(
      DASHBOARD_CARDS.map(
        async (card) =>
          [card.key, await store.count(toRequestFilter({ ...DEFAULT_VIEW, ...card.view }, viewer))] as const,
      ),
    ),
    store.page({ filter: mine, sort: 'due', direction: 'asc', limit: MY_TASKS_SIZE }),
    store.count(mine),
    store.page({ filter: {}, sort: 'created', direction: 'desc', limit: RECENT_LIST_SIZE }),
  ]);
  return {
    counts: Object.fromEntries(counts) as Record<DashboardCardKey, number>,
    myOpenTasks: myOpenTasks.map(toStaffListItem),
    myOpenTotal,
    recent: recent.map(toStaffListItem),
  };
}

/**
 * The most markers the staff map shows: the newest that match. 500 keeps the reply under 100 KB
 * (about 150 bytes a marker) and a phone's map readable; the screen says how many of how many.
 */
export const MAP_POINT_LIMIT = 500;
/** Markers are placed to 5 decimal places of a degree, about a metre: more digits only add bytes. */
const roundDegrees = (value: number) => Math.round(value * 1e5) / 1e5;
/** Requests read per store page while collecting markers. */
const MAP_PAGE_SIZE = 500;
/** Requests read at most, so a filter whose matches mostly lack a point still answers quickly. */
const MAP_SCAN_LIMIT = 10_000;

export interface MapPoint {
  id: string;
  category: Category;
  address: string;
  status: Status;
  priority: Priority;
  location: Location;
}

/** Body of GET /api/staff/map-points. */
export interface MapPoints {
  points: MapPoint[];
  /** Requests the filters select, with or without a point. */
  total: number;
  /** Markers in `points`. */
  shown: number;
}

/**
 * The map's markers for a view's filters (its order and page are ignored): the newest
 * MAP_POINT_LIMIT matching requests that have a point.
 * @example await staffMapPoints(store, view, viewer) // { points: [{ id, category, ..., location }], total: 1200, shown: 1000 }
 */
export async function staffMapPoints(store: ListStore, view: StaffListView, viewer: Viewer): Promise<MapPoints> {
  const filter = toRequestFilter(view, viewer);
  const [total, points] = await Promise.all([store.count(filter), newestPoints(store, filter)]);
  return { points, total, shown: points.length };
}

async function newestPoints(store: ListStore, filter: RequestFilter): Promise<MapPoint[]> {
  const points: MapPoint[] = [];
  let after: PageCursor | null = null;
  for (let read = 0; points.length < MAP_POINT_LIMIT && read < MAP_SCAN_LIMIT; read += MAP_PAGE_SIZE) {
    const page = await store.page({ filter, sort: 'created', direction: 'desc', limit: MAP_PAGE_SIZE, after });
    for (const { id, category, address, status, priority, location } of page) {
      if (location && points.length < MAP_POINT_LIMIT) {
        const point = { lat: roundDegrees(location.lat), lng: roundDegrees(location.lng) };
        points.push({ id, category, address, status, priority, location: point });
      }
    }
    if (page.length < MAP_PAGE_SIZE) break;
    after = cursorAfter(page.at(-1)!, 'created');
  }
  return points;
}
