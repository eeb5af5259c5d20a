/**
 * A page of the list: the total (a polite status), the announcement of new requests that match
 * the view with its "Show" button, the rows and the page links.
 */
import { useQueryClient } from '@tanstack/react-query';
import { staffListSearch, type StaffListView } from '#domain/requests/staff-list-view.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { useRouter } from '../../../lib/router.tsx';
import type { CachedListPage } from '../live-list.ts';
import { listRoute } from '../list-route.ts';
import { RequestRows } from '../RequestRows.tsx';
import { reloadListPage } from '../staff-requests.ts';
import { arrivedText, orderWords, requestCountText } from './list-view.ts';
import { PageLinks } from './PageLinks.tsx';

/** "N new requests match this view", and Show, which reads the view's first page again. */
function Arrived({ view, count }: { view: StaffListView; count: number }) {
  const queryClient = useQueryClient();
  const { navigate } = useRouter();
  const first = { ...view, after: null, before: null };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="font-medium text-slate-900" data-testid="arrived-status">
        {count > 0 ? arrivedText(count) : ''}
      </p>
      {count > 0 ? (
        <button
          type="button"
          className={buttonClasses('secondary', 'sm', 'min-h-11')}
          onClick={() => {
            void reloadListPage(queryClient, staffListSearch(first));
            if (view.after || view.before) navigate(listRoute(first), { focus: false });
          }}
        >
          Show<span className="sr-only"> the first page with the new requests</span>
        </button>
      ) : null}
    </div>
  );
}

export function ListResults({ view, page, busy }: { view: StaffListView; page: CachedListPage; busy: boolean }) {
  return (
    <div className="space-y-3" aria-busy={busy || undefined}>
      <p role="status" className="text-sm font-medium text-slate-800" data-testid="request-count">
        {requestCountText(page.total)}
      </p>
      <Arrived view={view} count={page.arrived ?? 0} />
      {/* On a phone the eight columns scroll sideways inside their own labelled box, never the page. */}
      <RequestRows
        scrollRegion
        requests={page.requests}
        caption={`All requests, ${orderWords(view.sort, view.direction)}`}
        emptyText={page.total > 0 ? 'No requests on this page.' : 'No requests match the filter.'}
      />
      <PageLinks view={view} prev={page.prev} next={page.next} />
    </div>
  );
}
