/**
 * A member's role and department, changed by an admin. The fields start from the member's values
 * and are the admin's own afterwards: a refetch of the list (after this or any change) never
 * overwrites what is chosen. A new role signs the member out; the last active admin keeps theirs.
 */
import { useState } from 'react';
import { ROLES, ROLE_LABELS, type Role } from '#domain/requests/constants.ts';
import { departmentNames } from '#domain/township/township.ts';
import { staffChangeSchema } from '#domain/requests/staff-account-input.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { LiveMessage, SelectField } from '../FormField.tsx';
import type { StaffMember } from '../staff-users-api.ts';
import { useUpdateStaff } from './staff-accounts-api.ts';

export function StaffDetailsForm({ member }: { member: StaffMember }) {
  const [role, setRole] = useState<Role>(member.role);
  const [department, setDepartment] = useState(member.department);
  const [message, setMessage] = useState<{ kind: 'done' | 'failed'; text: string } | null>(null);
  const update = useUpdateStaff();

  const save = () => {
    setMessage(null);
    const input: Record<string, string> = {};
    if (role !== member.role) input.role = role;
    if (department !== member.department) input.department = department;
    const parsed = staffChangeSchema.safeParse(input);
    if (!parsed.success) {
      setMessage({ kind: 'failed', text: parsed.error.issues[0]?.message ?? 'Please check the fields.' });
      return;
    }
    const change = parsed.data;
    update.mutate(
      { uid: member.id, ...change },
      {
        onSuccess: () => {
          setMessage({
            kind: 'done',
            text: change.role ? `Saved. ${member.name} has been signed out.` : 'Saved.',
          });
        },
        onError: (error) => {
          setMessage({ kind: 'failed', text: error.message });
        },
      },
    );
  };

  return (
    <section aria-labelledby="staff-details-heading" className="rounded-xl bg-white p-5 shadow-sm">
      <h2 id="staff-details-heading" className="text-xl font-semibold text-slate-900">
        Role and department
      </h2>
      <form
        className="mt-4 grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <SelectField
          id="member-role"
          label="Role"
          value={role}
          onChange={(event) => {
            setRole(event.target.value as Role);
          }}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="member-department"
          label="Department"
          value={department}
          onChange={(event) => {
            setDepartment(event.target.value);
          }}
        >
          {/* A department no longer on the list still shows as chosen. */}
          {(departmentNames() as readonly string[]).includes(member.department) ? null : (
            <option value={member.department}>{member.department}</option>
          )}
          {departmentNames().map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
        <div className="space-y-3 sm:col-span-2">
          <LiveMessage kind="alert">{message?.kind === 'failed' ? message.text : null}</LiveMessage>
          <LiveMessage kind="status">{message?.kind === 'done' ? message.text : null}</LiveMessage>
          <button type="submit" className={buttonClasses('primary', 'md')} disabled={update.isPending}>
            {update.isPending ? 'Saving…' : 'Save changes'}
          </button>
        </div>
      </form>
    </section>
  );
}
