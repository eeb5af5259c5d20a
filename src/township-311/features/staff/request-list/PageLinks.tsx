/**
 * Previous and Next page: real links (open in a new tab, copy the address) to the view before or
 * after the page's cursors; missing at either end.
 */
import type { StaffListView } from '#domain/requests/staff-list-view.ts';
import { buttonClasses } from '#design/button-classes.ts';
import { RouteLink } from '../../../lib/router.tsx';
import { listRoute } from '../list-route.ts';

export function PageLinks({ view, prev, next }: { view: StaffListView; prev: string | null; next: string | null }) {
  if (!prev && !next) return null;
  return (
    <nav aria-label="Pages of requests" className="flex flex-wrap gap-3">
      {prev ? (
        <RouteLink to={listRoute({ ...view, after: null, before: prev })} className={buttonClasses('secondary', 'md')}>
          <span aria-hidden="true">←</span> Previous page
        </RouteLink>
      ) : null}
      {next ? (
        <RouteLink to={listRoute({ ...view, before: null, after: next })} className={buttonClasses('secondary', 'md')}>
          Next page <span aria-hidden="true">→</span>
        </RouteLink>
      ) : null}
    </nav>
  );
}
