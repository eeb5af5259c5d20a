/**
 * A page of the list: the total (a polite status), the live announcements with their buttons (new
 * requests that match the view, with "Show"; rows that left it, with "Update list"), the rows and
 * the page links. A row that left stays where it is, marked, so nothing moves under the pointer or
 * focus until the member asks; a button that goes once used hands focus to the total. Roles that
 * change requests also get a checkbox per row and the bulk change (BulkBar.tsx).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { can } from '#domain/requests/permissions.ts';
import { formatReference } from '#domain/requests/reference.ts';
import type { StaffListView } from '#domain/requests/staff-list-view.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { useRouter } from '../../../lib/router.tsx';
import { useFocusKeeper } from '../../../ui/use-focus-keeper.ts';
import type { CachedListPage } from '../live-list.ts';
import { listRoute } from '../list-route.ts';
import { RequestRows } from '../RequestRows.tsx';
import { useStaffProfile } from '../staff-profile.ts';
import { reloadListPage } from '../staff-requests-api.ts';
import { BulkBar } from './BulkBar.tsx';
import { apiSearch, arrivedText, leftText, orderWords, requestCountText } from './list-view.ts';
import { PageLinks } from './PageLinks.tsx';
import { RowBox } from './SelectAllBox.tsx';
import { useSelection } from './use-selection.ts';

/** A polite live line, always on the page so what appears in it is announced, and its button. */
function LiveNotice({
  testId,
  text,
  action,
  actionHint,
  onAction,
}: {
  testId: string;
  text: string;
  action: string;
  /** Read after the action by screen readers only. */
  actionHint: string;
  onAction: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p role="status" className="font-medium text-slate-900" data-testid={testId}>
        {text}
      </p>
      {text ? (
        <button type="button" className={buttonClasses('secondary', 'sm', 'min-h-11')} onClick={onAction}>
          {action} <span className="sr-only">{actionHint}</span>
        </button>
      ) : null}
    </div>
  );
}

export function ListResults({ view, page, busy }: { view: StaffListView; page: CachedListPage; busy: boolean }) {
  const queryClient = useQueryClient();
  const { navigate } = useRouter();
  const countLine = useRef<HTMLParagraphElement>(null);
  const results = useFocusKeeper<HTMLDivElement>(countLine);
  const arrived = page.arrived ?? 0;
  const left = page.left ?? [];
  const bulk = can(useStaffProfile().role, 'manageRequest');
  const selection = useSelection(page.requests.map((request) => request.id));

  const showFirstPage = () => {
    const first = { ...view, after: null, before: null };
    void reloadListPage(queryClient, apiSearch(first));
    if (view.after || view.before) navigate(listRoute(first), { focus: false });
  };

  return (
    <div ref={results} className="space-y-3" aria-busy={busy || undefined}>
      <p
        ref={countLine}
        tabIndex={-1}
        role="status"
        className="text-sm font-medium text-slate-800"
        data-testid="request-count"
      >
        {requestCountText(page.total)}
      </p>
      <LiveNotice
        testId="arrived-status"
        text={arrived > 0 ? arrivedText(arrived) : ''}
        action="Show"
        actionHint="the first page with the new requests"
        onAction={showFirstPage}
      />
      <LiveNotice
        testId="left-status"
        text={left.length > 0 ? leftText(left.length) : ''}
        action="Update list"
        actionHint="without the requests that left this view"
        onAction={() => void reloadListPage(queryClient, apiSearch(view))}
      />
      {bulk && page.requests.length > 0 ? <BulkBar selection={selection} /> : null}
      {/* On a phone the eight columns scroll sideways inside their own labelled box, never the page. */}
      <RequestRows
        scrollRegion
        requests={page.requests}
        left={left}
        hidden={view.hidden}
        caption={`All requests, ${orderWords(view.sort, view.direction)}`}
        emptyText={page.total > 0 ? 'No requests on this page.' : 'No requests match the filter.'}
        selectOf={
          bulk
            ? (request) => (
                <RowBox
                  reference={formatReference(request.reference)}
                  checked={selection.isSelected(request.id)}
                  onChange={(on) => {
                    selection.toggle(request.id, on);
                  }}
                />
              )
            : undefined
        }
      />
      <PageLinks view={view} prev={page.prev} next={page.next} />
    </div>
  );
}
