/**
 * How a request's status looks on a map: a colour and a letter, so the status reads without
 * colour too (WCAG 1.4.1), with the legend naming both.
 */
import { STATUSES, type Status } from '#domain/requests/constants.ts';

export const STATUS_MARKS: Readonly<Record<Status, { letter: string; className: string }>> = {
  New: { letter: 'N', className: 'open-map-dot-new' },
  'In Progress': { letter: 'P', className: 'open-map-dot-progress' },
  Resolved: { letter: 'R', className: 'open-map-dot-resolved' },
  Closed: { letter: 'C', className: 'open-map-dot-closed' },
};

export const STATUS_LEGEND = STATUSES.map((status) => ({ status, ...STATUS_MARKS[status] }));
