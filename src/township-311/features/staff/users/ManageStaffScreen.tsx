/**
 * One staff account, as an admin manages it (docs/product.md#311-user-management): role and
 * department, deactivation or reactivation, and a password reset (a temporary password or a
 * one-time link). Admins only; read from the staff list, which each change refetches. The forms
 * keep what is typed while it does.
 */
import { useQuery } from '@tanstack/react-query';
import { RouteLink } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RoleBadge } from '../Badges.tsx';
import { useStaffProfile } from '../staff-profile.ts';
import { staffUsersQuery } from '../staff-users-api.ts';
import { AccountStatusSection } from './AccountStatusSection.tsx';
import { CapabilityGate } from '../CapabilityGate.tsx';
import { accountStatus } from './CurrentStaff.tsx';
import { PasswordResetSection } from './PasswordResetSection.tsx';
import { StaffDetailsForm } from './StaffDetailsForm.tsx';
import { TEXT_LINK } from './UserManagementScreen.tsx';

function ManageStaff({ id }: { id: string }) {
  const me = useStaffProfile();
  const users = useQuery(staffUsersQuery);
  const member = users.data?.staff.find((candidate) => candidate.id === id);
  useDocumentTitle(member ? `Manage ${member.name}` : 'Manage staff member');

  const back = (
    <RouteLink to={{ screen: 'users' }} className={TEXT_LINK}>
      ← Back to User Management
    </RouteLink>
  );
  if (users.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading staff…
      </p>
    );
  }
  if (!member) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold text-slate-900">Manage staff member</h1>
        <p role="alert" className="text-red-800">
          {users.isError ? 'Failed to load the staff list.' : 'No staff member with that id.'}
        </p>
        {back}
      </div>
    );
  }
  const self = member.id === me.id;
  return (
    <div className="space-y-8">
      <div className="space-y-2">
        {back}
        <h1 className="text-2xl font-bold break-words text-slate-900">Manage {member.name}</h1>
        <p className="break-all text-slate-800">{member.email}</p>
        <p className="flex flex-wrap items-center gap-2 text-slate-800">
          <RoleBadge role={member.role} /> <span>{member.department}</span> ·{' '}
          <span data-testid="account-status">{accountStatus(member)}</span>
        </p>
      </div>
      {/* Keyed by member: another member's screen starts from their own values. */}
      <StaffDetailsForm key={member.id} member={member} />
      <AccountStatusSection member={member} self={self} />
      <PasswordResetSection member={member} self={self} />
    </div>
  );
}

export function ManageStaffScreen({ id }: { id: string }) {
  return (
    <CapabilityGate capability="manageUsers">
      <ManageStaff id={id} />
    </CapabilityGate>
  );
}
