/**
 * The "Assigned to" of a list row (docs/product.md#311-staff-portal). A row holds the assignee's
 * id and department, not the history the detail screen reads, so a member the staff list (managers
 * and above) or the signed-in member cannot name is "A staff member", with the department when the
 * request has one.
 */
import type { StaffListItem } from '#domain/requests/staff-list-item.ts';
import { assigneeName, SOME_STAFF_MEMBER } from './request-detail/assignee-name.ts';

interface Named {
  id: string;
  name: string;
}

/**
 * @example listAssignee({ assignedTo: 'u1', assignedDepartment: 'Parks' }, [{ id: 'u1', name: 'Sam' }], undefined) // 'Sam'
 * @example listAssignee({ assignedTo: 'u9', assignedDepartment: 'Parks' }, [], undefined) // 'A staff member (Parks)'
 */
export function listAssignee(
  row: Pick<StaffListItem, 'assignedTo' | 'assignedDepartment'>,
  staff: readonly Named[],
  me: Named | undefined,
): string {
  const name = assigneeName({ assignedTo: row.assignedTo, history: [] }, staff, me);
  return name === SOME_STAFF_MEMBER && row.assignedDepartment ? `${name} (${row.assignedDepartment})` : name;
}
