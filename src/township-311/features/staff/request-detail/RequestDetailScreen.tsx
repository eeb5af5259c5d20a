/** Request detail (docs/product.md#311-staff-portal): one request with everything staff may see and do with it. */
import { useQuery } from '@tanstack/react-query';
import { can } from '#domain/requests/permissions.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { priorityBadgeClasses, statusBadgeClasses } from '#design/request-badges.ts';
import { RouteLink } from '../../../lib/router.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStaffProfile } from '../staff-profile.ts';
import { LOAD_REQUESTS_FAILED, staffRequestQuery, type StaffRequest } from '../staff-requests-api.ts';
import { AiAnalysisPanel } from './AiAnalysisPanel.tsx';
import { assigneeName } from './assignee-name.ts';
import { DetailsPanel } from './DetailsPanel.tsx';
import { ManageRequestPanel } from './ManageRequestPanel.tsx';
import { MergePanel } from './MergePanel.tsx';
import { WorkOrder } from './WorkOrder.tsx';
import { LocationPanel } from './LocationPanel.tsx';
import { LikelyDuplicatesPanel } from './LikelyDuplicatesPanel.tsx';
import { InternalNotesBox, PublicCommentsBox } from './NotesAndComments.tsx';
import { staffUsersQuery } from '../staff-users-api.ts';
import { PublicViewPanel } from './PublicViewPanel.tsx';
import { REQUEST_NOT_FOUND } from './request-detail-api.ts';
import { RequestHistoryPanel } from './RequestHistoryPanel.tsx';
import { SubmitterInfoPanel } from './SubmitterInfoPanel.tsx';
import { ReviewPanel } from './ReviewPanel.tsx';
import { WorkCompletedPanel } from './WorkCompletedPanel.tsx';
import { LoadState } from '../../../ui/LoadState.tsx';

/** The screen, and the work order that replaces it in print. */
function Body({ request }: { request: StaffRequest }) {
  const me = useStaffProfile();
  // Only roles that may list staff ask for the list; others name the assignee from history.
  const staff = useQuery({ ...staffUsersQuery, enabled: can(me.role, 'listStaff') });
  const assignee = assigneeName(request, staff.data?.staff ?? [], me);
  return (
    <>
      <div className="print:hidden">
        <Screen request={request} assignee={assignee} />
      </div>
      <WorkOrder request={request} assignee={assignee} />
    </>
  );
}

function Screen({ request, assignee }: { request: StaffRequest; assignee: string }) {
  const me = useStaffProfile();
  const canManage = can(me.role, 'manageRequest');
  return (
    <>
      <p className="mt-1 text-slate-700 wrap-anywhere">{request.address}</p>
      <p className="mt-2 flex flex-wrap gap-2">
        <span className={statusBadgeClasses(request.status)} data-testid="status-badge">
          <span className="sr-only">Status: </span>
          {request.status}
        </span>
        <span className={priorityBadgeClasses(request.priority)} data-testid="priority-badge">
          {request.priority} priority
        </span>
      </p>
      <button
        type="button"
        className={buttonClasses('secondary', 'md', 'mt-3')}
        onClick={() => {
          window.print();
        }}
      >
        Print work order
      </button>
      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <DetailsPanel request={request} assignee={assignee} />
          {/* A worker's one action comes right after what the job is, not below the map on a phone. */}
          {canManage ? null : <WorkCompletedPanel request={request} />}
          <LocationPanel request={request} />
          <LikelyDuplicatesPanel request={request} />
          <AiAnalysisPanel request={request} />
          <InternalNotesBox request={request} />
          <PublicCommentsBox request={request} canPost={can(me.role, 'postPublicComment')} />
        </div>
        <div className="space-y-6">
          {canManage && request.workCompleted ? <ReviewPanel request={request} /> : null}
          {canManage ? <WorkCompletedPanel request={request} /> : null}
          {canManage ? <ManageRequestPanel request={request} assignee={assignee} /> : null}
          {can(me.role, 'moderateRequests') ? <PublicViewPanel request={request} /> : null}
          <MergePanel request={request} canManage={canManage} />
          <SubmitterInfoPanel id={request.id} canView={can(me.role, 'viewSubmitterInfo')} />
          <RequestHistoryPanel request={request} />
        </div>
      </div>
    </>
  );
}

export function RequestDetailScreen({ id }: { id: string }) {
  const { data, error, isPending } = useQuery(staffRequestQuery(id));
  const request = data?.request;
  const notFound = error instanceof ApiError && error.status === 404;
  useDocumentTitle(request ? `${request.category} request` : 'Request details');
  return (
    <div className="mx-auto max-w-6xl print:max-w-none">
      <RouteLink
        to={{ screen: 'requests' }}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:text-brand-900 print:hidden"
      >
        <span aria-hidden="true">←&nbsp;</span>Back to the list
      </RouteLink>
      {/* One h1 in every state, so the heading the router focuses stays on the page. */}
      <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl print:sr-only">
        {request ? request.category : notFound ? 'Request not found' : 'Request details'}
      </h1>
      {/* A request already shown stays while it is read again, whatever that read does. */}
      <LoadState
        query={{ isPending: !request && isPending, isError: !request && error !== null, data: request }}
        loading="Loading request…"
        failed={notFound ? REQUEST_NOT_FOUND : LOAD_REQUESTS_FAILED}
        className="mt-4"
      >
        {(shown) => <Body request={shown} />}
      </LoadState>
    </div>
  );
}
