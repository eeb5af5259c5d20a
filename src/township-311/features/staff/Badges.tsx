/**
 * Small coloured labels of the staff portal. Every pair is a -100 background with -800 text, which
 * keeps the contrast above WCAG AA; the word itself carries the meaning, the colour only helps.
 */
import { ROLE_LABELS, type Priority, type Role, type Status } from '#domain/requests/constants.ts';

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Role badge colours (docs/product.md#311-staff-portal): admin red, manager blue, developer purple, worker grey. */
const ROLE_BADGE_CLASSES: Record<Role, string> = {
  admin: 'bg-red-100 text-red-800',
  manager: 'bg-blue-100 text-blue-800',
  developer: 'bg-purple-100 text-purple-800',
  worker: 'bg-slate-200 text-slate-800',
};

const STATUS_CLASSES: Record<Status, string> = {
  New: 'bg-blue-100 text-blue-800',
  'In Progress': 'bg-amber-100 text-amber-900',
  Resolved: 'bg-green-100 text-green-800',
  Closed: 'bg-slate-200 text-slate-800',
};

const PRIORITY_CLASSES: Record<Priority, string> = {
  Low: 'bg-slate-200 text-slate-800',
  Medium: 'bg-yellow-100 text-yellow-900',
  High: 'bg-orange-100 text-orange-900',
  Emergency: 'bg-red-100 text-red-800',
};

/** Role names as people read them. */
export { ROLE_LABELS };

export function RoleBadge({ role }: { role: Role }) {
  return (
    <span className={`${BADGE} ${ROLE_BADGE_CLASSES[role]}`} data-role={role}>
      {ROLE_LABELS[role]}
    </span>
  );
}

export function StatusBadge({ status }: { status: Status }) {
  return <span className={`${BADGE} ${STATUS_CLASSES[status]}`}>{status}</span>;
}

export function PriorityBadge({ priority }: { priority: Priority }) {
  return <span className={`${BADGE} ${PRIORITY_CLASSES[priority]}`}>{priority}</span>;
}

/** "Awaiting review": completed work a manager has still to review (docs/product.md#311-work-completed-and-review). */
export function ReviewBadge() {
  return (
    <span className={`${BADGE} ml-1.5 border border-violet-800 bg-violet-50 text-violet-900`}>Awaiting review</span>
  );
}

/** "Overdue" in words, with a red outline as well as a fill, so it reads without colour. */
export function OverdueBadge() {
  return <span className={`${BADGE} border border-red-800 bg-red-50 text-red-800`}>Overdue</span>;
}
