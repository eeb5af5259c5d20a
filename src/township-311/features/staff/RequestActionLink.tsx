/**
 * The per-request action of staff tables and cards: "View" for workers, "Manage" for roles that
 * may change a request (docs/product.md#311-staff-portal). Its accessible name adds the request's
 * reference, so a list of them can be told apart, by the handle staff read to a caller.
 */
import { requestActionLabel } from '#domain/requests/permissions.ts';
import { formatReference } from '#domain/requests/reference.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { RouteLink } from '../../lib/router.tsx';
import { useStaffProfile } from './staff-profile.ts';

export function RequestActionLink({ id, reference }: { id: string; reference: string }) {
  const { role } = useStaffProfile();
  const label = requestActionLabel(role);
  return (
    <RouteLink
      to={{ screen: 'request', id }}
      className={buttonClasses('secondary', 'md')}
      aria-label={`${label} request ${formatReference(reference)}`}
    >
      {label}
    </RouteLink>
  );
}
