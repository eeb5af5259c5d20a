/**
 * The name to show for a request's assignee. The request holds only the staff id; the staff list
 * (managers and above) gives the name, the signed-in member knows their own, and for a worker,
 * who may not read the staff list, the latest "Assigned to {name}" history entry still names them.
 */
export const UNASSIGNED = 'Unassigned';
/** Said of an assignee nothing at hand names. */
export const SOME_STAFF_MEMBER = 'A staff member';
const ASSIGNED_PREFIX = 'Assigned to ';

interface Named {
  id: string;
  name: string;
}

interface AssignableRequest {
  assignedTo: string | null;
  history: readonly { action: string }[];
}

/**
 * @example assigneeName({ assignedTo: null, history: [] }, [], undefined) // 'Unassigned'
 * @example assigneeName({ assignedTo: 'u1', history: [] }, [{ id: 'u1', name: 'Sam' }], undefined) // 'Sam'
 */
export function assigneeName(request: AssignableRequest, staff: readonly Named[], me: Named | undefined): string {
  const id = request.assignedTo;
  if (!id) return UNASSIGNED;
  const known = staff.find((member) => member.id === id) ?? (me?.id === id ? me : undefined);
  if (known) return known.name;
  for (let index = request.history.length - 1; index >= 0; index -= 1) {
    const action = request.history[index]?.action ?? '';
    if (action.startsWith(ASSIGNED_PREFIX)) return action.slice(ASSIGNED_PREFIX.length);
  }
  return SOME_STAFF_MEMBER;
}
