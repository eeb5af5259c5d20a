/**
 * What a bulk change of the list can set (docs/product.md#311-bulk-changes): the field, then one
 * of its values, each carrying the change the server takes; and the words of the summary the
 * server answers with.
 */
import { PRIORITIES, STATUSES } from '#domain/requests/constants.ts';
import { BULK_REFUSAL_TEXT, type BulkChangeKind, type BulkSummary } from '#domain/requests/bulk-change.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { shortRequestId } from '#domain/requests/request-id.ts';
import { UNASSIGNED } from '../request-detail/assignee-name.ts';

export const BULK_FIELDS = [
  { key: 'status', label: 'Status' },
  { key: 'priority', label: 'Priority' },
  { key: 'assignee', label: 'Assignee' },
] as const;
export type BulkField = (typeof BULK_FIELDS)[number]['key'];

export interface BulkChoice {
  label: string;
  change: BulkChangeKind;
}

interface Member {
  id: string;
  name: string;
  department: string;
  active?: boolean | undefined;
}

/**
 * The values offered for a field; a deactivated member takes no new work, so is not offered.
 * @example bulkChoices('priority', []).map((choice) => choice.label) // ['Low', 'Medium', 'High', 'Emergency']
 */
export function bulkChoices(field: BulkField, members: readonly Member[]): BulkChoice[] {
  if (field === 'status') return STATUSES.map((status) => ({ label: status, change: { status } }));
  if (field === 'priority') return PRIORITIES.map((priority) => ({ label: priority, change: { priority } }));
  return [
    { label: UNASSIGNED, change: { assignedTo: null } },
    ...members
      .filter((member) => member.active !== false)
      .map((member) => ({ label: `${member.name} (${member.department})`, change: { assignedTo: member.id } })),
  ];
}

const requests = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'request' : 'requests'}`;

/** @example selectedText(3) // '3 requests selected' */
export const selectedText = (count: number) => `${requests(count)} selected`;

/**
 * The summary's first line.
 * @example summaryHeadline({ changed: [a, b], refused: [c] }) // 'Changed 2 requests. Refused 1.'
 */
export function summaryHeadline(summary: BulkSummary): string {
  const changed = `Changed ${requests(summary.changed.length)}.`;
  return summary.refused.length === 0 ? changed : `${changed} Refused ${String(summary.refused.length)}.`;
}

/**
 * One line per refused request: its reference (its short id when it has none), then why.
 * @example refusalLines({ changed: [], refused: [{ id, reference: 'K7QM3XPA', reason: 'unchanged' }] })
 * // ['K7QM-3XPA: already in that state']
 */
export function refusalLines(summary: BulkSummary): string[] {
  return summary.refused.map(
    ({ id, reference, reason }) =>
      `${reference ? formatReference(reference) : shortRequestId(id)}: ${BULK_REFUSAL_TEXT[reason]}`,
  );
}
