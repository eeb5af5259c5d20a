/**
 * The gate of a screen only some roles may use (docs/product.md#311-user-management,
 * #311-response-templates): a member whose role lacks the capability is sent to the dashboard,
 * with a status line meanwhile. The server refuses them too.
 */
import { useEffect, type ReactNode } from 'react';
import { can, type Capability } from '#domain/requests/permissions.ts';
import { useRouter } from '../../lib/router.tsx';
import { useStaffProfile } from './staff-profile.ts';

/** @example <CapabilityGate capability="manageUsers"><UserList /></CapabilityGate> */
export function CapabilityGate({ capability, children }: { capability: Capability; children: ReactNode }) {
  const staff = useStaffProfile();
  const { navigate } = useRouter();
  const allowed = can(staff.role, capability);

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
  return children;
}
