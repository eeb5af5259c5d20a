/**
 * The staff list as a CSV file (docs/311-app.md#exporting-the-list): one row per request that
 * passes the list's filter, in its order, read from the store a page at a time so an export of a
 * million rows holds one page in memory. Rows carry what the list and the detail screen show
 * staff; never the submitter's name, e-mail, phone or address, which live in another store and
 * are never read here, nor internal notes or AI output.
 */
import type { RequestFilter, RequestSort, SortDirection } from '#domain/requests/request-query.ts';
import { cursorAfter } from '#domain/requests/request-query.ts';
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import { isOverdue, townshipDate } from '#domain/requests/service-levels.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { TOWNSHIP_TIME_ZONE } from '#domain/requests/format-date.ts';
import { zoneOffsetAt } from '#domain/time/zoned-time.ts';
import type { ExportedRequest, RequestStore, StaffStore } from '../storage/ports.ts';
import { csvRow, UTF8_BOM, type CsvValue } from './csv.ts';

export const EXPORT_COLUMNS = [
  'ID',
  'Reference',
  'Category',
  'Status',
  'Priority',
  'Department',
  'Assignee',
  'Address',
  'Latitude',
  'Longitude',
  'Submitted',
  'Last update',
  'Due',
  'Overdue',
  'Description',
  // Last, so the columns before it keep their places for sheets built on the file.
  'Awaiting review',
] as const;

/**
 * Requests read from the store at once: large enough to be fast, small enough to keep memory flat.
 * At 500 a page's rows and text were enough for V8 to grow its young generation to the full, some
 * 60 MB more of the server's memory during an export; at 250 it does not, and the export is as
 * fast (docs/benchmarks.md).
 */
export const EXPORT_PAGE_SIZE = 250;
/** Shown for an assignee whose staff account has since been deleted. */
export const REMOVED_STAFF = '(removed staff member)';

/** UTC offsets by UTC hour: the township's clocks change only on the hour, and Intl is slow per row. */
const offsets = new Map<number, number>();

/**
 * A timestamp as spreadsheets read it, on the township's clock.
 * @example townshipDateTime('2026-11-27T14:05:00.000Z') // '2026-11-27 09:05'
 */
export function townshipDateTime(iso: string): string {
  const instant = Date.parse(iso);
  const hour = Math.floor(instant / 3_600_000);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 100_000) offsets.clear();
    offset = zoneOffsetAt(instant, TOWNSHIP_TIME_ZONE);
    offsets.set(hour, offset);
  }
  const local = new Date(instant + offset).toISOString();
  return `${local.slice(0, 10)} ${local.slice(11, 16)}`;
}

/**
 * One request's cells, in EXPORT_COLUMNS order; `assignee` is the assigned member's name.
 * @example exportRow(request, 'Sam Lee', now) // ['AbCd…', 'Streetlight Outage', 'New', 'Medium', '', 'Sam Lee', …]
 */
export function exportRow(request: ExportedRequest, assignee: string, now: Date): CsvValue[] {
  return [
    request.id,
    formatReference(request.reference),
    request.category,
    request.status,
    request.priority,
    request.assignedDepartment ?? '',
    assignee,
    request.address,
    request.location?.lat ?? null,
    request.location?.lng ?? null,
    townshipDateTime(request.createdAt),
    townshipDateTime(request.lastUpdatedAt),
    townshipDateTime(request.dueAt),
    isOverdue(request, now) ? 'yes' : 'no',
    request.description,
    request.reviewPending ? 'yes' : 'no',
  ];
}

/**
 * The download's name, dated by the township's calendar.
 * @example exportFileName(new Date('2026-11-27T15:00:00Z')) // 'township-311-requests-2026-11-27.csv'
 */
export function exportFileName(now: Date): string {
  return `township-311-requests-${townshipDate(now)}.csv`;
}

interface ExportQuery {
  filter: RequestFilter;
  sort: RequestSort;
  direction: SortDirection;
}

interface ExportStores {
  requests: Pick<RequestStore, 'page' | 'pages'>;
  staff: Pick<StaffStore, 'listProfiles'>;
}

/** The list in pages: the store's own whole-list read when it has one, else page() by cursor. */
async function* pagesOf(
  requests: ExportStores['requests'],
  query: ExportQuery,
): AsyncGenerator<ExportedRequest[], void> {
  if (requests.pages) {
    yield* requests.pages(query, EXPORT_PAGE_SIZE);
    return;
  }
  let after: ServiceRequest | undefined;
  for (;;) {
    const page = await requests.page({
      ...query,
      limit: EXPORT_PAGE_SIZE,
      after: after ? cursorAfter(after, query.sort) : null,
    });
    yield page;
    if (page.length < EXPORT_PAGE_SIZE) return;
    after = page.at(-1);
  }
}

/**
 * The file as text chunks: the byte order mark, the header row and the first store page, then one
 * chunk per store page. Pulled one chunk at a time, so a slow download reads the store no faster
 * than it is sent; the first chunk already asks the store, so a caller that awaits it learns of a
 * refused filter before sending anything.
 * @example for await (const chunk of exportCsv(stores, { filter: {}, sort: 'created', direction: 'desc' }, now)) write(chunk);
 */
export async function* exportCsv(stores: ExportStores, query: ExportQuery, now: Date): AsyncGenerator<string, void> {
  // Staff names once per export, not once per row.
  const names = new Map((await stores.staff.listProfiles()).map((profile) => [profile.id, profile.name]));
  const nameOf = (id: string | null) => (id === null ? '' : (names.get(id) ?? REMOVED_STAFF));
  let head = UTF8_BOM + csvRow(EXPORT_COLUMNS);
  for await (const page of pagesOf(stores.requests, query)) {
    const rows = page.map((request) => csvRow(exportRow(request, nameOf(request.assignedTo), now))).join('');
    if (head || rows) yield head + rows;
    head = '';
  }
}
