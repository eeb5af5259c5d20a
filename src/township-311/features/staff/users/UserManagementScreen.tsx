/**
 * User Management (docs/product.md#311-user-management), for admins only: anyone else is sent to
 * the dashboard. The Add New Staff User form, the Current Staff table (each member's Manage
 * screen, and delete after confirmation), the account audit log's link and the Open311 API keys.
 */
import { RouteLink } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { AddStaffForm } from './AddStaffForm.tsx';
import { CapabilityGate } from '../CapabilityGate.tsx';
import { ApiKeysSection } from './ApiKeysSection.tsx';
import { CurrentStaff } from './CurrentStaff.tsx';

export const TEXT_LINK =
  'inline-flex min-h-11 items-center font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 focus-visible:outline-3 focus-visible:outline-offset-2';

export function UserManagementScreen() {
  useDocumentTitle('User Management');
  return (
    <CapabilityGate capability="manageUsers">
      <div className="space-y-8">
        <div className="flex flex-wrap items-baseline justify-between gap-3">
          <h1 className="text-2xl font-bold text-slate-900">User Management</h1>
          <RouteLink to={{ screen: 'users-audit' }} className={TEXT_LINK}>
            Account audit log
          </RouteLink>
        </div>
        <AddStaffForm />
        <CurrentStaff />
        <ApiKeysSection />
      </div>
    </CapabilityGate>
  );
}
