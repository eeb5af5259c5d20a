/**
 * The All Requests address of a view: the sidebar, the dashboard's cards and tasks, the map and
 * the list's own controls and page links all link through it, so one view has one address.
 */
import { staffListSearch, type StaffListView } from '#domain/requests/staff-list-view.ts';
import type { Route } from '../../lib/routes.ts';

/**
 * @example listRoute({ statuses: ['New'] }) // { screen: 'requests', search: '?status=New' }
 */
export function listRoute(view: Partial<StaffListView> = {}): Route {
  const search = staffListSearch(view);
  return search ? { screen: 'requests', search } : { screen: 'requests' };
}
