/**
 * "Assigned to": anyone, the member themself, nobody, or one member, named from the staff list
 * for the roles that may read it (others see the member's id only if the address names one).
 */
import { useQuery } from '@tanstack/react-query';
import { can } from '#domain/requests/permissions.ts';
import type { AssigneeChoice } from '#domain/requests/staff-list-view.ts';
import { SelectField } from '../FormField.tsx';
import { useStaffProfile } from '../staff-profile.ts';
import { staffUsersQuery } from '../staff-users-api.ts';

const ANYONE = '';

/** The select's value for a choice. */
function valueOf(choice: AssigneeChoice | null): string {
  if (choice === null) return ANYONE;
  return typeof choice === 'string' ? choice : choice.id;
}

function choiceOf(value: string): AssigneeChoice | null {
  if (value === ANYONE) return null;
  return value === 'me' || value === 'unassigned' ? value : { id: value };
}

export function AssigneeSelect({
  assignee,
  onChange,
}: {
  assignee: AssigneeChoice | null;
  onChange: (assignee: AssigneeChoice | null) => void;
}) {
  const me = useStaffProfile();
  const staff = useQuery({ ...staffUsersQuery, enabled: can(me.role, 'listStaff') });
  const members = (staff.data?.staff ?? []).filter((member) => member.id !== me.id);
  const value = valueOf(assignee);
  const unlisted = typeof assignee === 'object' && assignee !== null && !members.some((m) => m.id === assignee.id);
  return (
    <SelectField
      id="request-assignee"
      label="Assigned to"
      value={value}
      onChange={(event) => {
        onChange(choiceOf(event.target.value));
      }}
    >
      <option value={ANYONE}>Anyone</option>
      <option value="me">Me</option>
      <option value="unassigned">Unassigned</option>
      {members.map((member) => (
        <option key={member.id} value={member.id}>
          {member.name}
        </option>
      ))}
      {unlisted ? <option value={value}>Staff member {value}</option> : null}
    </SelectField>
  );
}
