/**
 * All Requests (docs/product.md#311-staff-portal): one page of a view at a time, read from the
 * server. The view (filters, search, order, page) lives in the address, so a dashboard card, a
 * bookmark, a reload and the back button all show the same rows; an address the list cannot read
 * shows the default view and says so. Controls replace the address (no history entry per change);
 * the page links are real links. Live events patch the page (staff-requests-api.ts). The view,
 * with its columns, can be saved under a name (saved-views/).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { can } from '#domain/requests/permissions.ts';
import { staffListSearch, type StaffListView } from '#domain/requests/staff-list-view.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { useRouter } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { listRoute } from '../list-route.ts';
import { RequestsLoadState } from '../RequestsLoadState.tsx';
import { useStaffProfile } from '../staff-profile.ts';
import { staffListQuery } from '../staff-requests-api.ts';
import { ManageSavedViews } from '../saved-views/ManageSavedViews.tsx';
import { SaveViewForm } from '../saved-views/SaveViewForm.tsx';
import { apiSearch, changeView, clearFilters, exportHref, readView } from './list-view.ts';
import { ListColumns } from './ListColumns.tsx';
import { ListFilters } from './ListFilters.tsx';
import { ListOrder } from './ListOrder.tsx';
import { ListResults } from './ListResults.tsx';
import { SearchBox } from './SearchBox.tsx';

export function RequestListScreen({ search }: { search?: string | undefined }) {
  useDocumentTitle('All Requests');
  const { navigate } = useRouter();
  const { role } = useStaffProfile();
  const { view, note } = useMemo(() => readView(search), [search]);
  const page = useQuery(staffListQuery(apiSearch(view)));

  const show = (next: StaffListView) => {
    navigate(listRoute(next), { replace: true, focus: false });
  };
  const change = (part: Partial<StaffListView>) => {
    show(changeView(view, part));
  };

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">All Requests</h1>
        {can(role, 'exportRequests') ? (
          <a href={exportHref(view)} download className={buttonClasses('secondary', 'md')}>
            Export CSV<span className="sr-only"> of the requests in this view</span>
          </a>
        ) : null}
      </div>
      {note ? (
        <p className="rounded-lg border border-amber-600 bg-amber-50 p-3 text-slate-900" data-testid="view-note">
          {note}
        </p>
      ) : null}
      <SearchBox
        q={view.q}
        onSearch={(q) => {
          change({ q });
        }}
      />
      <ListFilters
        view={view}
        onChange={change}
        onClear={() => {
          show(clearFilters(view));
        }}
      />
      <ListOrder view={view} onChange={change} />
      <ListColumns view={view} onChange={change} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SaveViewForm search={staffListSearch(view)} />
        <ManageSavedViews />
      </div>
      {page.data ? (
        <ListResults view={view} page={page.data} busy={page.isPlaceholderData} />
      ) : (
        <RequestsLoadState query={page} />
      )}
    </div>
  );
}
