/**
 * A request as the staff list, the dashboard and exports show it: the fields of a row, without
 * history, comments, notes or AI data, so a page of 100 stays small. The detail screen reads the
 * whole request.
 */
import type { ServiceRequest } from './request-schemas.ts';

export type StaffListItem = Pick<
  ServiceRequest,
  | 'id'
  | 'reference'
  | 'category'
  | 'address'
  | 'status'
  | 'priority'
  | 'assignedDepartment'
  | 'assignedTo'
  | 'createdAt'
  | 'lastUpdatedAt'
  | 'dueAt'
  | 'language'
  | 'reviewPending'
>;

/**
 * The row's reference is what staff read aloud to a caller; the id stays for the spec's short-id column.
 * @example toStaffListItem(request).dueAt // '2025-01-20T04:59:59.000Z'
 */
export function toStaffListItem(request: StaffListItem): StaffListItem {
  return {
    id: request.id,
    reference: request.reference,
    category: request.category,
    address: request.address,
    status: request.status,
    priority: request.priority,
    assignedDepartment: request.assignedDepartment,
    assignedTo: request.assignedTo,
    createdAt: request.createdAt,
    lastUpdatedAt: request.lastUpdatedAt,
    dueAt: request.dueAt,
    reviewPending: request.reviewPending,
    language: request.language,
  };
}
