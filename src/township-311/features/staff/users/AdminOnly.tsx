/**
 * The admin screens' gate (docs/product.md#311-user-management): anyone else is sent to the
 * dashboard, with a status line meanwhile. The server refuses them too.
 */
import { useEffect, type ReactNode } from 'react';
import { can } from '#domain/requests/permissions.ts';
import { useRouter } from '../../../lib/router.tsx';
import { useStaffProfile } from '../session.ts';

export function AdminOnly({ children }: { children: ReactNode }) {
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
  return children;
}
