import { formatRequestDate } from '#domain/requests/format-date.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { useNow } from '../../../lib/use-now.ts';
import { DueCell } from '../RequestRows.tsx';
import { newTabAttributes } from '#design/button-classes.ts';
import type { StaffRequest } from '../staff-requests.ts';
import { Field, Panel } from './Panel.tsx';

/** Description, photo link, dates (the due day flagged when overdue) and who the request is with. */
export function DetailsPanel({ request, assignee }: { request: StaffRequest; assignee: string }) {
  const now = useNow();
  return (
    <Panel title="Details">
      <dl className="divide-y divide-slate-100">
        <Field label="Description">
          <span className="whitespace-pre-wrap wrap-anywhere">{request.description}</span>
        </Field>
        <Field label="Photo">
          {request.imageUrl ? (
            <a
              href={request.imageUrl}
              {...newTabAttributes}
              className="font-semibold text-brand-800 underline hover:text-brand-900"
            >
              View photo<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            'No photo'
          )}
        </Field>
        <Field label="Submitted">{formatRequestDate(request.createdAt)}</Field>
        <Field label="Last updated">{formatRequestDate(request.lastUpdatedAt)}</Field>
        <Field label="Due">
          <DueCell request={request} now={now} />
        </Field>
        <Field label="Department">{request.assignedDepartment ?? 'Unassigned'}</Field>
        <Field label="Assigned to">{assignee}</Field>
        <Field label="Reference">
          <span className="font-mono font-semibold tracking-wider">{formatReference(request.reference)}</span>
        </Field>
        <Field label="Request ID">
          <span className="break-all font-mono text-sm">{request.id}</span>
        </Field>
      </dl>
    </Panel>
  );
}
