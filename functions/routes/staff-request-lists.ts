/**
 * The staff reads over many requests, under /api/staff: the list a page at a time, the dashboard,
 * the map's markers, the CSV export and the statistics. Each takes the list's view from the query
 * string (parseStaffListView: the same parser the portal uses for its address), answers 400 naming
 * a bad parameter, and asks the store for pages and counts (services/staff-list.ts), never for
 * the whole collection. Replies carry list rows (StaffListItem), not full request documents.
 */
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { ApiFailure } from '../http/api-error.ts';
import { parseStaffListView, toRequestFilter, type StaffListView } from '#domain/requests/staff-list-view.ts';
import { can } from '#domain/requests/permissions.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import { staffGuard, type GuardDeps } from '../auth/require-staff.ts';
import type { Logger } from '../logger.ts';
import type { RequestStore, StaffStore } from '../storage/ports.ts';
import { exportCsv, exportFileName } from '../services/request-export.ts';
import { staffDashboard, staffListPage, staffMapPoints, type Viewer } from '../services/staff-list.ts';
import { staffStats } from '../services/statistics.ts';
import { listRead } from './list-errors.ts';

interface StaffListRouteDeps extends GuardDeps {
  stores: GuardDeps['stores'] & { requests: RequestStore; staff: StaffStore };
  clock: () => Date;
  logger: Logger;
}

const noStore = { 'Cache-Control': 'no-store' };
/** Statistics are recomputed at most once a minute (services/statistics.ts); the browser may keep them as long. */
const STATS_CACHE = { 'Cache-Control': 'private, max-age=60' };

/** The view in the query string, or a 400 naming what is wrong with it. */
function viewOf(c: Context): StaffListView {
  const parsed = parseStaffListView(new URL(c.req.url).searchParams);
  if (!parsed.ok) throw new ApiFailure(400, parsed.message);
  return parsed.view;
}

/** The file as a byte stream that reads the next store page only when the last one was taken. */
function csvStream(
  first: IteratorResult<string, void>,
  chunks: AsyncGenerator<string, void>,
  logger: Logger,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next: IteratorResult<string, void> | null = first;
  return new ReadableStream({
    async pull(controller) {
      try {
        const { value, done } = next ?? (await chunks.next());
        next = null;
        if (done) controller.close();
        else controller.enqueue(encoder.encode(value));
      } catch (error) {
        // The headers are gone already: failing the stream makes the download fail rather than end short.
        logger.error('The CSV export failed', error);
        controller.error(error);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

export function staffRequestListRoutes(deps: StaffListRouteDeps) {
  const requireStaff = staffGuard(deps);
  const viewer = (staff: StaffProfile): Viewer => ({
    staffId: staff.id,
    now: deps.clock(),
    submitterAccess: can(staff.role, 'viewSubmitterInfo'),
  });

  return (
    new Hono()
      .get('/dashboard', requireStaff('viewRequests'), async (c) =>
        c.json(await listRead(staffDashboard(deps.stores.requests, viewer(c.var.staff))), 200, noStore),
      )
      .get('/requests', requireStaff('viewRequests'), async (c) => {
        const page = staffListPage(deps.stores.requests, viewOf(c), viewer(c.var.staff));
        return c.json(await listRead(page), 200, noStore);
      })
      // A thousand markers are some 190 KB of JSON, about 45 KB gzipped: the one staff read large enough to gain.
      .get('/map-points', requireStaff('viewRequests'), compress(), async (c) =>
        c.json(await listRead(staffMapPoints(deps.stores.requests, viewOf(c), viewer(c.var.staff))), 200, noStore),
      )
      .get('/requests/export.csv', requireStaff('exportRequests'), async (c) => {
        const view = viewOf(c);
        const at = viewer(c.var.staff);
        const query = { filter: toRequestFilter(view, at), sort: view.sort, direction: view.direction };
        const chunks = exportCsv(deps.stores, query, at.now);
        // The first chunk (the header and the first page) is read before answering, so a filter the
        // store refuses, or a store that is down, gets a JSON error instead of a broken download.
        const first = await listRead(chunks.next());
        return c.body(csvStream(first, chunks, deps.logger), 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${exportFileName(at.now)}"`,
          ...noStore,
        });
      })
      .get('/stats', requireStaff('viewRequests'), async (c) =>
        c.json(await staffStats(deps.stores, deps.clock), 200, STATS_CACHE),
      )
  );
}
