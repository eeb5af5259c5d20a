/**
 * A table of requests with the columns of docs/product.md#311-staff-portal: All Requests, and the
 * dashboard's compact Recent Submissions and My Open Tasks (without the location column). The Due
 * column marks an open request past its due date with an "Overdue" badge; a row a live change took
 * out of the list's view says "No longer in this view". Rows change under the reader (live
 * updates, refetches): focus in a row that goes moves to the row now in its place.
 */
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { shortRequestId } from '#domain/requests/request-filter.ts';
import { isOverdue } from '#domain/requests/service-levels.ts';
import type { StaffListItem } from '#domain/requests/staff-list-item.ts';
import { useRef } from 'react';
import { useNow } from '../../lib/use-now.ts';
import { CELL, DataTable, type Column } from '../../ui/DataTable.tsx';
import { useFocusKeeper } from '../../ui/use-focus-keeper.ts';
import { formatRequestDay } from '../../ui/format-day.ts';
import { OverdueBadge, PriorityBadge, StatusBadge } from './Badges.tsx';
import { RequestActionLink } from './RequestActionLink.tsx';

const ACTION: Column = { label: 'Action', hidden: true };

/** The mark of a row whose request no longer matches the list's filters (until the list is read again). */
export const LEFT_VIEW_MARK = 'No longer in this view';

/** The due day, and "Overdue" when the request is still open past it. */
export function DueCell({ request, now }: { request: Pick<StaffListItem, 'status' | 'dueAt'>; now: Date }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <time dateTime={request.dueAt}>{formatRequestDay(request.dueAt)}</time>
      {isOverdue(request, now) ? <OverdueBadge /> : null}
    </span>
  );
}

export function RequestRows({
  requests,
  caption = 'All requests, newest first',
  compact = false,
  emptyText = 'No requests match the filter.',
  scrollRegion = false,
  left = [],
}: {
  requests: readonly StaffListItem[];
  caption?: string;
  /** Leaves out the location column. */
  compact?: boolean;
  emptyText?: string;
  /** Makes the scrolling box a tab stop named by the caption (DataTable's `scrollFocusable`). */
  scrollRegion?: boolean;
  /** Ids of rows to mark as no longer in the view. */
  left?: readonly string[];
}) {
  const now = useNow();
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
  const columns: Column[] = compact
    ? ['Status', 'ID', 'Category', 'Submitted', 'Due', 'Priority', ACTION]
    : ['Status', 'ID', 'Category', 'Location', 'Submitted', 'Due', 'Priority', ACTION];
  return (
    <div ref={box}>
      <DataTable caption={caption} columns={columns} scrollFocusable={scrollRegion}>
        {requests.map((request) => {
          const gone = left.includes(request.id);
          return (
            <tr
              key={request.id}
              className={`border-t border-slate-200 ${gone ? 'bg-slate-100' : ''}`}
              data-request-id={request.id}
              data-left-view={gone || undefined}
            >
              <td className={CELL}>
                <StatusBadge status={request.status} />
                {gone ? (
                  <span className="mt-1 block text-xs font-semibold text-slate-800 italic">{LEFT_VIEW_MARK}</span>
                ) : null}
              </td>
              <td className={`${CELL} font-mono`} title={request.id}>
                <span aria-hidden="true">{shortRequestId(request.id)}</span>
                <span className="sr-only">{request.id}</span>
              </td>
              <td className={CELL}>{request.category}</td>
              {compact ? null : <td className={CELL}>{request.address}</td>}
              <td className={`${CELL} whitespace-nowrap`}>{formatRequestDate(request.createdAt)}</td>
              <td className={`${CELL} whitespace-nowrap`}>
                <DueCell request={request} now={now} />
              </td>
              <td className={CELL}>
                <PriorityBadge priority={request.priority} />
              </td>
              <td className={CELL}>
                <RequestActionLink id={request.id} />
              </td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
