/**
 * The requests of a staff list (docs/product.md#311-staff-portal): All Requests, and the
 * dashboard's compact Recent Submissions and My Open Tasks (without the ID and Assigned to
 * columns). Each request leads with its reference, the handle staff read to a caller; All Requests
 * keeps the specification's short-id column beside it. From the `md` breakpoint up the rows are a
 * table; below it, cards (ui/RowCards.tsx, as the public list), so no field needs sideways
 * scrolling on a phone. The Due column marks an open request past its due date with an "Overdue"
 * badge; a row a live change took out of the list's view says "No longer in this view". Rows
 * change under the reader (live updates, refetches): focus in a row that goes moves to the row
 * now in its place. A request submitted in another language than English says which beside its
 * reference. Where the list offers bulk changes, each row leads with its own checkbox.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, type ReactNode } from 'react';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { can } from '#domain/requests/permissions.ts';
import type { StaffListItem } from '#domain/requests/staff-list-item.ts';
import { useNow } from '../../lib/use-now.ts';
import { CELL, DataTable, type Column } from '../../ui/DataTable.tsx';
import { ReferenceText } from '../../ui/ReferenceText.tsx';
import { RowCard, RowCards, WIDE_ONLY, type CardField } from '../../ui/RowCards.tsx';
import { useFocusKeeper } from '../../ui/use-focus-keeper.ts';
import type { OptionalColumn } from '#domain/requests/staff-list-view.ts';
import { PriorityBadge, ReviewBadge, StatusBadge } from './Badges.tsx';
import { listAssignee } from './list-assignee.ts';
import { RequestActionLink } from './RequestActionLink.tsx';
import { DueCell, LanguageBadge, LeftMark, ShortId } from './request-cells.tsx';
import { useStaffProfile } from './staff-profile.ts';
import { staffUsersQuery } from './staff-users-api.ts';

const ACTION: Column = { label: 'Action', hidden: true };
const SELECT: Column = { label: 'Select', hidden: true };

/** The name under "Assigned to", from the staff list where the role may read it. */
function useAssigneeOf(wanted: boolean): (request: StaffListItem) => string {
  const me = useStaffProfile();
  const staff = useQuery({ ...staffUsersQuery, enabled: wanted && can(me.role, 'listStaff') });
  const members = staff.data?.staff ?? [];
  return (request) => listAssignee(request, members, me);
}

export function RequestRows({
  requests,
  caption = 'All requests, newest first',
  compact = false,
  emptyText = 'No requests match the filter.',
  scrollRegion = false,
  left = [],
  hidden = [],
  selectOf,
}: {
  requests: readonly StaffListItem[];
  caption?: string;
  /** Leaves out the ID and Assigned to columns (the dashboard's tables). */
  compact?: boolean;
  emptyText?: string;
  /** Makes the table's scrolling box a tab stop named by the caption (DataTable's `scrollFocusable`). */
  scrollRegion?: boolean;
  /** Ids of rows to mark as no longer in the view. */
  left?: readonly string[];
  /** Optional columns left out (the list's `hide=`); the compact tables never have ID and Assigned to. */
  hidden?: readonly OptionalColumn[];
  /** The checkbox that chooses a row for a bulk change (request-list/BulkBar.tsx); none without it. */
  selectOf?: ((request: StaffListItem) => ReactNode) | undefined;
}) {
  const now = useNow();
  const shows = (column: OptionalColumn) =>
    !hidden.includes(column) && !(compact && (column === 'id' || column === 'assignee'));
  const assigneeOf = useAssigneeOf(shows('assignee'));
  const empty = useRef<HTMLParagraphElement>(null);
  const box = useFocusKeeper<HTMLDivElement>(empty);
  if (requests.length === 0) {
    return (
      <div ref={box}>
        <p ref={empty} tabIndex={-1} className="text-slate-700">
          {emptyText}
        </p>
      </div>
    );
  }
  const only = <T,>(column: OptionalColumn, value: T): T[] => (shows(column) ? [value] : []);
  const columns: Column[] = [
    ...(selectOf ? [SELECT] : []),
    'Status',
    'Reference',
    ...only('id', 'ID'),
    'Category',
    'Location',
    ...only('assignee', 'Assigned to'),
    ...only('submitted', 'Submitted'),
    ...only('due', 'Due'),
    ...only('priority', 'Priority'),
    ACTION,
  ];
  return (
    <div ref={box}>
      <RowCards label={caption}>
        {requests.map((request) => {
          const gone = left.includes(request.id);
          const fields: CardField[] = [
            { term: 'Category', detail: request.category },
            { term: 'Location', detail: request.address },
            ...only('assignee', { term: 'Assigned to', detail: assigneeOf(request) }),
            ...only('submitted', { term: 'Submitted', detail: formatRequestDate(request.createdAt) }),
            ...only('due', { term: 'Due', detail: <DueCell request={request} now={now} /> }),
            ...only('priority', { term: 'Priority', detail: <PriorityBadge priority={request.priority} /> }),
            ...only('id', { term: 'ID', detail: <ShortId id={request.id} /> }),
          ];
          return (
            <RowCard
              key={request.id}
              id={request.id}
              className={gone ? 'bg-slate-100' : 'bg-white'}
              title={
                <>
                  {selectOf ? <span className="mr-2 inline-flex align-middle">{selectOf(request)}</span> : null}
                  <ReferenceText reference={request.reference} className="text-base" />
                  <LanguageBadge language={request.language} />
                </>
              }
              badge={
                <span>
                  <span className="sr-only">Status: </span>
                  <StatusBadge status={request.status} />
                  {request.reviewPending ? <ReviewBadge /> : null}
                </span>
              }
              fields={fields}
              action={<RequestActionLink id={request.id} reference={request.reference} />}
            >
              {gone ? <LeftMark /> : null}
            </RowCard>
          );
        })}
      </RowCards>
      <DataTable caption={caption} columns={columns} scrollFocusable={scrollRegion} className={WIDE_ONLY}>
        {requests.map((request) => {
          const gone = left.includes(request.id);
          return (
            <tr
              key={request.id}
              className={`border-t border-slate-200 ${gone ? 'bg-slate-100' : ''}`}
              data-request-id={request.id}
              data-left-view={gone || undefined}
            >
              {selectOf ? <td className={CELL}>{selectOf(request)}</td> : null}
              <td className={CELL}>
                <StatusBadge status={request.status} />
                {request.reviewPending ? <ReviewBadge /> : null}
                {gone ? <LeftMark /> : null}
              </td>
              <td className={CELL}>
                <ReferenceText reference={request.reference} />
                <LanguageBadge language={request.language} />
              </td>
              {shows('id') ? (
                <td className={CELL}>
                  <ShortId id={request.id} />
                </td>
              ) : null}
              <td className={CELL}>{request.category}</td>
              <td className={`${CELL} min-w-40 wrap-anywhere`}>{request.address}</td>
              {shows('assignee') ? <td className={CELL}>{assigneeOf(request)}</td> : null}
              {shows('submitted') ? (
                <td className={`${CELL} whitespace-nowrap`}>{formatRequestDate(request.createdAt)}</td>
              ) : null}
              {shows('due') ? (
                <td className={`${CELL} whitespace-nowrap`}>
                  <DueCell request={request} now={now} />
                </td>
              ) : null}
              {shows('priority') ? (
                <td className={CELL}>
                  <PriorityBadge priority={request.priority} />
                </td>
              ) : null}
              <td className={CELL}>
                <RequestActionLink id={request.id} reference={request.reference} />
              </td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
