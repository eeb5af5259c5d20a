/**
 * The per-request action of staff tables: "View" for workers, "Manage" for roles that may change a
 * request (docs/product.md#311-staff-portal). Its accessible name adds the short id, so a list of
 * them can be told apart.
 */
import { requestActionLabel } from '#domain/requests/permissions.ts';
import { shortRequestId } from '#domain/requests/request-filter.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { RouteLink } from '../../lib/router.tsx';
import { useStaffProfile } from './session.ts';

export function RequestActionLink({ id }: { id: string }) {
  const { role } = useStaffProfile();
  const label = requestActionLabel(role);
  return (
    <RouteLink
      to={{ screen: 'request', id }}
      className={buttonClasses('secondary', 'md')}
      aria-label={`${label} request ${shortRequestId(id)}`}
    >
      {label}
    </RouteLink>
  );
}
