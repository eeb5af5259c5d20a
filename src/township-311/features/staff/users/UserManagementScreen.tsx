/**
 * User Management (docs/product.md#311-user-management), for admins only: anyone else is sent to
 * the dashboard. The Add New Staff User form, the Current Staff table whose delete asks for
 * confirmation first, and the Open311 API keys.
 */
import { useEffect } from 'react';
import { can } from '#domain/requests/permissions.ts';
import { useRouter } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useStaffProfile } from '../session.ts';
import { AddStaffForm } from './AddStaffForm.tsx';
import { ApiKeysSection } from './ApiKeysSection.tsx';
import { CurrentStaff } from './CurrentStaff.tsx';

export function UserManagementScreen() {
  useDocumentTitle('User Management');
  const staff = useStaffProfile();
  const { navigate } = useRouter();
  const allowed = can(staff.role, 'manageUsers');

  useEffect(() => {
    if (!allowed) navigate({ screen: 'dashboard' }, { replace: true });
  }, [allowed, navigate]);

  if (!allowed) {
    return (
      <p role="status" className="text-slate-700">
        Taking you to the dashboard…
      </p>
    );
  }
  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-slate-900">User Management</h1>
      <AddStaffForm />
      <CurrentStaff />
      <ApiKeysSection />
    </div>
  );
}
