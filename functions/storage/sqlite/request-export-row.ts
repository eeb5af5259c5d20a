/**
 * The CSV export's read of a request row: only the columns it writes (ExportedRequest), not the
 * history, comments, notes and AI output that fromRow parses from JSON for every other read. At a
 * million rows those were most of the export's bytes read and of the garbage it made.
 */
import type { ServiceRequest } from '#domain/requests/request-schemas.ts';
import type { ExportedRequest } from '../ports.ts';
import type { RowShape } from './request-list-reader.ts';
import type { RequestRow } from './request-row.ts';

type ExportRow = Pick<
  RequestRow,
  | 'id'
  | 'reference'
  | 'category'
  | 'status'
  | 'priority'
  | 'assigned_department'
  | 'assigned_to'
  | 'address'
  | 'location'
  | 'created_at'
  | 'last_updated_at'
  | 'due_at'
  | 'description'
  | 'review_pending'
>;

/** The columns read, in a comma-and-space list as the page SQL takes it. */
export const EXPORT_COLUMNS_SQL =
  'id, reference, category, status, priority, assigned_department, assigned_to, address, location, created_at, last_updated_at, due_at, description, review_pending';

/**
 * The export's fields of a row read with EXPORT_COLUMNS_SQL, as fromRow would give them.
 * @example exportedFromRow(row).createdAt // '2026-11-27T14:05:00.000Z'
 */
export function exportedFromRow(row: ExportRow): ExportedRequest {
  return {
    id: row.id,
    reference: row.reference,
    category: row.category,
    status: row.status as ServiceRequest['status'],
    priority: row.priority as ServiceRequest['priority'],
    assignedDepartment: row.assigned_department,
    assignedTo: row.assigned_to,
    address: row.address,
    location: JSON.parse(row.location) as ServiceRequest['location'],
    createdAt: new Date(row.created_at).toISOString(),
    lastUpdatedAt: new Date(row.last_updated_at).toISOString(),
    dueAt: new Date(row.due_at).toISOString(),
    description: row.description,
    reviewPending: row.review_pending === 1,
  };
}

/** The export's shape of a page (request-list-reader.ts). */
export const EXPORT_SHAPE: RowShape<ExportedRequest> = { columns: EXPORT_COLUMNS_SQL, map: exportedFromRow };
