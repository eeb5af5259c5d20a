import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as z from 'zod/mini';
import { closingCommentAsked } from '#domain/requests/closing-comment.ts';
import { PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { assigneeChangeSchema, priorityChangeSchema, statusChangeSchema } from '#domain/requests/staff-input.ts';
import type { StaffRequest } from '../staff-requests-api.ts';
import { UNASSIGNED } from './assignee-name.ts';
import { ManageField, type Option } from './ManageField.tsx';
import { Panel } from './Panel.tsx';
import { staffUsersQuery } from '../staff-users-api.ts';
import { UPDATE_FAILED, useAssigneeChange, usePriorityChange, useStatusChange } from './request-detail-api.ts';
import { failureText } from '../session-recovery.ts';
import { ClosingCommentFields } from './ClosingCommentFields.tsx';
import { useClosingComment } from './use-closing-comment.ts';

const NOBODY = '';
const STATUS_OPTIONS = STATUSES.map((status) => ({ value: status, label: status }));
const PRIORITY_OPTIONS = PRIORITIES.map((priority) => ({ value: priority, label: priority }));

/** Each select's value checked by the field of the server's own change schema. */
const STATUS_CHOICE = statusChangeSchema.shape.status;
const PRIORITY_CHOICE = priorityChangeSchema.shape.priority;
/** The assignee select says "nobody" with an empty value; the change says it with null. */
const ASSIGNEE_CHOICE = z.pipe(
  z.pipe(
    z.string(),
    z.transform((value: string) => (value === NOBODY ? null : value)),
  ),
  assigneeChangeSchema.shape.assignedTo,
);

/** Refuses a status change whose closing comment is not filled in yet. */
class ClosingCommentMissing extends Error {
  override name = 'ClosingCommentMissing';
}

/** What a status change did, its closing comment included. */
const statusDone = (status: string, fields: { comment?: string; skipReason?: string }) =>
  [
    `Status updated to ${status}.`,
    fields.comment === undefined ? '' : ' Comment posted.',
    fields.skipReason === undefined ? '' : ' Reason kept as an internal note.',
  ].join('');

/** Status (with its closing comment), priority and assignee, for roles that may manage requests. */
export function ManageRequestPanel({ request, assignee }: { request: StaffRequest; assignee: string }) {
  const staff = useQuery(staffUsersQuery);
  const [message, setMessage] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const setStatus = useStatusChange(request.id);
  const closing = useClosingComment();
  const setPriority = usePriorityChange(request.id);
  const setAssignee = useAssigneeChange(request.id);

  const run = async (change: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await change();
      setMessage({ kind: 'done', text: done });
    } catch (error) {
      setMessage({ kind: 'failed', text: failureText(error, UPDATE_FAILED) });
      throw error;
    }
  };

  const notSent = (text: string) => {
    setMessage({ kind: 'failed', text });
  };

  // A deactivated member is not offered for new work; one already assigned still shows (below).
  const members = (staff.data?.staff ?? []).filter(
    (member) => member.active !== false || member.id === request.assignedTo,
  );
  const assigneeOptions: Option[] = [
    { value: NOBODY, label: UNASSIGNED },
    ...members.map((member) => ({ value: member.id, label: `${member.name} (${member.department})` })),
  ];
  // Until the list arrives (or if it fails), the current assignee still shows as chosen.
  if (request.assignedTo && !members.some((member) => member.id === request.assignedTo)) {
    assigneeOptions.push({ value: request.assignedTo, label: assignee });
  }

  return (
    <Panel title="Manage Request">
      <div className="space-y-4">
        <ManageField
          label="Change Status"
          buttonLabel="Update Status"
          options={STATUS_OPTIONS}
          current={request.status}
          schema={STATUS_CHOICE}
          request={request}
          onNotSent={notSent}
          extra={(status) =>
            closingCommentAsked(status) ? <ClosingCommentFields closing={closing} category={request.category} /> : null
          }
          save={async (status) => {
            const fields = closing.collect(status);
            // The fields say what is missing; the choice stays and nothing is sent.
            if (!fields) throw new ClosingCommentMissing();
            await run(() => setStatus.mutateAsync({ status, ...fields }), statusDone(status, fields));
            closing.clear();
          }}
        />
        <ManageField
          label="Change Priority"
          buttonLabel="Update Priority"
          options={PRIORITY_OPTIONS}
          current={request.priority}
          schema={PRIORITY_CHOICE}
          request={request}
          onNotSent={notSent}
          save={(priority) => run(() => setPriority.mutateAsync(priority), `Priority updated to ${priority}.`)}
        />
        <ManageField
          label="Assign To"
          buttonLabel="Update Assignment"
          options={assigneeOptions}
          current={request.assignedTo ?? NOBODY}
          schema={ASSIGNEE_CHOICE}
          request={request}
          onNotSent={notSent}
          save={(id) => {
            const name = members.find((member) => member.id === id)?.name ?? UNASSIGNED;
            return run(() => setAssignee.mutateAsync(id), id === null ? 'Request unassigned.' : `Assigned to ${name}.`);
          }}
        />
        {staff.isError ? <p className="text-sm text-slate-700">The staff list could not be loaded.</p> : null}
        <p role="status" className="text-sm text-green-800">
          {message?.kind === 'done' ? message.text : ''}
        </p>
        <p role="alert" className="font-semibold text-red-700">
          {message?.kind === 'failed' ? message.text : ''}
        </p>
      </div>
    </Panel>
  );
}
