import type { Priority, Status } from '#domain/requests/constants.ts';

/**
 * Badge colours for request statuses and priorities, shared by the resident track screen and the
 * staff portal. Every pair is a 700/800 text on a 100 background (contrast above 4.5:1) with a
 * border, and the badge always shows the word itself, so colour is never the only signal.
 */
const base = 'inline-flex items-center rounded-full border px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap';

const statusClasses: Record<Status, string> = {
  New: 'border-blue-300 bg-blue-100 text-blue-900',
  'In Progress': 'border-amber-300 bg-amber-100 text-amber-900',
  Resolved: 'border-green-300 bg-green-100 text-green-900',
  Closed: 'border-slate-300 bg-slate-100 text-slate-800',
};

const priorityClasses: Record<Priority, string> = {
  Low: 'border-slate-300 bg-slate-100 text-slate-800',
  Medium: 'border-sky-300 bg-sky-100 text-sky-900',
  High: 'border-orange-300 bg-orange-100 text-orange-900',
  Emergency: 'border-red-300 bg-red-100 text-red-900',
};

/** Neutral colours for a value the maps do not know (data written by an older version). */
const fallback = 'border-slate-300 bg-slate-100 text-slate-800';

/**
 * Tailwind classes of a status badge (takes any string: stored data may predate a status).
 * @example statusBadgeClasses('In Progress') // 'inline-flex ... bg-amber-100 text-amber-900'
 */
export function statusBadgeClasses(status: string): string {
  return `${base} ${(statusClasses as Record<string, string>)[status] ?? fallback}`;
}

/**
 * Tailwind classes of a priority badge.
 * @example priorityBadgeClasses('Emergency') // 'inline-flex ... bg-red-100 text-red-900'
 */
export function priorityBadgeClasses(priority: string): string {
  return `${base} ${(priorityClasses as Record<string, string>)[priority] ?? fallback}`;
}
