/**
 * "Current Staff": every member with their status, a Manage link (role, department, deactivation,
 * password reset) and a Delete button. Deleting yourself or an admin is refused at once with its
 * message; anyone else is deleted after the confirmation dialog.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { deleteConfirmationText, deletionRefusal } from '#domain/requests/staff-deletion.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { RoleBadge } from '../Badges.tsx';
import { RouteLink } from '../../../lib/router.tsx';
import { useStaffProfile } from '../staff-profile.ts';
import { DANGER_BUTTON } from '../ConfirmDialog.tsx';
import { CELL, DataTable } from '../../../ui/DataTable.tsx';
import { staffUsersQuery, useDeleteStaffUser, type StaffMember } from '../staff-users-api.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { useConfirmedAction } from './use-confirmed-action.tsx';

/**
 * A member's account status as the table shows it.
 * @example accountStatus({ active: false }) // 'Deactivated'
 */
export function accountStatus(member: Pick<StaffMember, 'active' | 'mustChangePassword'>): string {
  if (member.active === false) return 'Deactivated';
  return member.mustChangePassword ? 'Active (temporary password)' : 'Active';
}

export function CurrentStaff() {
  const me = useStaffProfile();
  const users = useQuery(staffUsersQuery);
  const deleteUser = useDeleteStaffUser();
  // The row and its button go away: the section heading is the nearest stable place for focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const deletion = useConfirmedAction<StaffMember>(heading);

  const askToDelete = (member: StaffMember, trigger: HTMLElement) => {
    const refusal = deletionRefusal(me.id, member);
    deletion.say(refusal ? { kind: 'failed', text: refusal } : null);
    if (!refusal) deletion.ask(member, trigger);
  };

  return (
    <section aria-labelledby="current-staff-heading" className="space-y-3">
      <h2 id="current-staff-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold text-slate-900">
        Current Staff
      </h2>
      {deletion.messages}
      <LoadState query={users} loading="Loading staff…" failed="Failed to load the staff list.">
        {(list) => (
          <DataTable
            caption="Current staff"
            columns={['Name', 'Email', 'Department', 'Role', 'Status', { label: 'Actions', hidden: true }]}
          >
            {list.staff.map((member) => (
              <tr key={member.id} className="border-t border-slate-200">
                <td className={CELL}>{member.name}</td>
                <td className={`${CELL} break-all`}>{member.email}</td>
                <td className={CELL}>{member.department}</td>
                <td className={CELL}>
                  <RoleBadge role={member.role} />
                </td>
                <td className={CELL}>{accountStatus(member)}</td>
                <td className={CELL}>
                  <div className="flex flex-wrap items-center gap-2">
                    <RouteLink
                      to={{ screen: 'user', id: member.id }}
                      className={buttonClasses('secondary', 'md')}
                      aria-label={`Manage ${member.name}`}
                    >
                      Manage
                    </RouteLink>
                    <button
                      type="button"
                      className={DANGER_BUTTON}
                      aria-label={`Delete ${member.name}`}
                      onClick={(event) => {
                        askToDelete(member, event.currentTarget);
                      }}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </LoadState>
      {deletion.dialog({
        title: 'Delete staff member',
        text: (member) => deleteConfirmationText(member.name),
        confirmLabel: 'Delete',
        onConfirm: (member) => {
          deletion.run(deleteUser, member.id, `Deleted ${member.name}.`);
        },
      })}
    </section>
  );
}
