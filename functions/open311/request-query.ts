/**
 * The filters of GET requests (the standard's, plus the common `page`, `page_size` and
 * `extensions`), read from the query string into one checked query, and the listing itself.
 * Every problem is reported at once, one error line each; empty parameters count as absent.
 */
import { STATUSES } from '#domain/requests/constants.ts';
import { isRequestId } from '#domain/requests/request-id.ts';
import { compareInSort, cursorAfter, type PageCursor, type RequestFilter } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import type { RequestStore } from '../storage/ports.ts';
import { serviceByCode } from './catalogue.ts';
import { unknownServiceMessage } from './service-views.ts';
import { open311Status, type Open311Status } from './request-view.ts';
import { addTownshipDays, parseOpen311Date } from './zoned-iso.ts';

/** The standard's longest date window, and the default one ending now. */
const MAX_WINDOW_DAYS = 90;
/** The standard's cap on one reply, and the largest page. */
const MAX_PAGE_SIZE = 1000;

export interface RequestQuery {
  /** When given, these ids only (the standard: overrides every other filter). */
  ids: string[] | null;
  serviceCodes: ReadonlySet<string> | null;
  from: Date;
  to: Date;
  statuses: ReadonlySet<Open311Status> | null;
  page: number;
  pageSize: number;
  extensions: boolean;
}

export type QueryResult = { ok: true; query: RequestQuery } | { ok: false; errors: string[] };

/** A comma-separated list without blanks or repeats; null (absent) when nothing is left. */
function listOf(text: string | undefined): string[] | null {
  if (text === undefined) return null;
  const items = [
    ...new Set(
      text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
  return items.length > 0 ? items : null;
}

/** Unknown service codes are reported one by one, at most this many. */
const MAX_CODE_ERRORS = 10;

/** A positive whole number within `max`, or null. */
function wholeNumber(text: string, max: number): number | null {
  if (!/^\d{1,9}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 && value <= max ? value : null;
}

/**
 * Whether a request `extensions` flag was given as true; null for a value that is neither.
 * @example readExtensions(undefined) // false
 */
export function readExtensions(text: string | undefined): boolean | null {
  if (text === undefined || text.trim() === '') return false;
  const value = text.trim().toLowerCase();
  return value === 'true' ? true : value === 'false' ? false : null;
}

/** The date window: the standard's defaults, at most 90 days, start before end. */
function readWindow(start: string | undefined, end: string | undefined, now: Date, errors: string[]) {
  const from = start === undefined ? null : parseOpen311Date(start.trim());
  const to = end === undefined ? null : parseOpen311Date(end.trim());
  const format = 'an ISO 8601 date-time with an offset (2026-11-21T09:05:00-05:00) or a day (2026-11-21)';
  if (start !== undefined && !from) errors.push(`start_date must be ${format}.`);
  if (end !== undefined && !to) errors.push(`end_date must be ${format}.`);
  if ((start !== undefined && !from) || (end !== undefined && !to)) return null;
  if (from && to) {
    if (from > to) errors.push('start_date is after end_date.');
    else if (addTownshipDays(from, MAX_WINDOW_DAYS) < to) {
      errors.push(`start_date and end_date may be at most ${MAX_WINDOW_DAYS} days apart.`);
    }
    return { from, to };
  }
  if (from) {
    const limit = addTownshipDays(from, MAX_WINDOW_DAYS);
    const until = limit < now ? limit : now;
    return { from, to: until < from ? from : until };
  }
  const until = to ?? now;
  return { from: addTownshipDays(until, -MAX_WINDOW_DAYS), to: until };
}

/**
 * Reads the query string of GET requests; `param` returns a parameter's first value.
 * @example readRequestQuery((name) => ({ status: 'open' })[name], new Date())
 * // { ok: true, query: { statuses: Set {'open'}, page: 1, pageSize: 1000, ... } }
 */
export function readRequestQuery(param: (name: string) => string | undefined, now: Date): QueryResult {
  const get = (name: string) => {
    const value = param(name);
    return value === undefined || value.trim() === '' ? undefined : value;
  };
  const errors: string[] = [];

  const ids = listOf(get('service_request_id'));
  if (ids && ids.length > MAX_PAGE_SIZE) errors.push(`service_request_id may list at most ${MAX_PAGE_SIZE} ids.`);

  const codes = listOf(get('service_code'));
  const unknown = (codes ?? []).filter((code) => !serviceByCode(code));
  for (const code of unknown.slice(0, MAX_CODE_ERRORS)) errors.push(unknownServiceMessage(code));

  const statuses = listOf(get('status')?.toLowerCase());
  if (statuses?.some((status) => status !== 'open' && status !== 'closed')) {
    errors.push('status must be open, closed, or open,closed.');
  }

  const window = readWindow(get('start_date'), get('end_date'), now, errors);

  const pageText = get('page');
  const page = pageText === undefined ? 1 : wholeNumber(pageText, 999_999_999);
  if (page === null) errors.push('page must be a whole number from 1.');
  const sizeText = get('page_size');
  const pageSize = sizeText === undefined ? MAX_PAGE_SIZE : wholeNumber(sizeText, MAX_PAGE_SIZE);
  if (pageSize === null) errors.push(`page_size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`);

  const extensions = readExtensions(get('extensions'));
  if (extensions === null) errors.push('extensions must be true or false.');

  if (errors.length > 0 || !window || page === null || pageSize === null || extensions === null) {
    return { ok: false, errors };
  }
  return {
    ok: true,
    query: {
      ids,
      serviceCodes: codes ? new Set(codes) : null,
      from: window.from,
      to: window.to,
      statuses: statuses ? new Set(statuses as Open311Status[]) : null,
      page,
      pageSize,
      extensions,
    },
  };
}

const newestFirst = (a: ServiceRequest, b: ServiceRequest) => compareInSort(a, b, 'created', 'desc');

/** The store filter for a query's window, services and statuses. */
export function requestFilterOf(query: RequestQuery): RequestFilter {
  const filter: RequestFilter = {
    createdFrom: query.from,
    // The window's end is inclusive; the filter's is not, and timestamps are whole milliseconds.
    createdBefore: new Date(query.to.getTime() + 1),
  };
  if (query.serviceCodes) {
    filter.categories = [...query.serviceCodes].flatMap((code) => serviceByCode(code)?.category ?? []);
  }
  if (query.statuses) filter.statuses = STATUSES.filter((status) => query.statuses!.has(open311Status(status)));
  return filter;
}

/** Requests read from the store at once while skipping to a page or filling one. */
const STORE_PAGE = 500;

/**
 * The requests a query selects, newest first, one page of them, read from the store's own
 * filter and order: earlier pages are skipped with the store's cursor, a page past the end costs
 * one count.
 * @example await findRequests(stores.requests, query) // ServiceRequest[]
 */
export async function findRequests(
  store: Pick<RequestStore, 'get' | 'page' | 'count'>,
  query: RequestQuery,
): Promise<ServiceRequest[]> {
  if (query.ids) {
    const requests = await Promise.all(query.ids.filter(isRequestId).map((id) => store.get(id)));
    const found = requests.filter((request): request is ServiceRequest => request !== null).sort(newestFirst);
    const start = (query.page - 1) * query.pageSize;
    return found.slice(start, start + query.pageSize);
  }
  const filter = requestFilterOf(query);
  let skip = (query.page - 1) * query.pageSize;
  if (skip > 0 && skip >= (await store.count(filter))) return [];
  const found: ServiceRequest[] = [];
  let after: PageCursor | null = null;
  while (found.length < query.pageSize) {
    const limit = Math.min(STORE_PAGE, skip > 0 ? skip : query.pageSize - found.length);
    const rows = await store.page({ filter, sort: 'created', direction: 'desc', limit, after });
    if (skip > 0) skip -= rows.length;
    else found.push(...rows);
    if (rows.length < limit) break;
    after = cursorAfter(rows.at(-1)!, 'created');
  }
  return found;
}
