/**
 * The portal sidebar (docs/product.md#311-staff-portal): Dashboard, All Requests, New request (phone) for
 * the roles that take calls, Statistics, Map, Response templates (managers and admins), the saved
 * views with their counts and, for admins only, the Admin section with User Management; then who is signed in, their role badge, Change
 * password and Logout.
 */
import { useQuery } from '@tanstack/react-query';
import { can, type Capability } from '#domain/requests/permissions.ts';
import { usePortalConfig } from '../../../lib/portal-config.tsx';
import { RouteLink, useRouter } from '../../../lib/router.tsx';
import type { Route } from '../../../lib/routes.ts';
import { RoleBadge } from '../Badges.tsx';
import { LogoutButton } from '../login/LogoutButton.tsx';
import { savedViewsQuery } from '../saved-views/saved-views-api.ts';
import { currentSavedView, SidebarSavedViews } from '../saved-views/SidebarSavedViews.tsx';
import type { SessionStaff } from '../session-api.ts';

const LINK =
  'flex min-h-11 items-center rounded-lg px-3 py-2 font-medium text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 aria-[current=page]:bg-white aria-[current=page]:text-brand-900';

type Entry =
  'dashboard' | 'requests' | 'phone' | 'stats' | 'map' | 'templates' | 'users' | 'password' | 'notifications';

/** The links to the member's own account settings, under their name. */
const ACCOUNT_LINK =
  'inline-flex min-h-11 items-center font-medium text-white underline underline-offset-2 hover:text-brand-100 focus-visible:outline-3 focus-visible:outline-offset-2';

/** The main list's entries in order: the screen each opens, and the capability it needs, if any. */
const ENTRIES: readonly {
  entry: Entry;
  screen: 'dashboard' | 'requests' | 'phone-request' | 'staff-stats' | 'map' | 'templates';
  label: string;
  only?: Capability;
}[] = [
  { entry: 'dashboard', screen: 'dashboard', label: 'Dashboard' },
  { entry: 'requests', screen: 'requests', label: 'All Requests' },
  { entry: 'phone', screen: 'phone-request', label: 'New request (phone)', only: 'phoneIntake' },
  { entry: 'stats', screen: 'staff-stats', label: 'Statistics' },
  { entry: 'map', screen: 'map', label: 'Map' },
  { entry: 'templates', screen: 'templates', label: 'Response templates', only: 'manageResponseTemplates' },
];

/** Which sidebar entry the current screen belongs to: a request's detail sits under All Requests. */
function section(route: Route): Entry | null {
  if (route.screen === 'dashboard') return 'dashboard';
  if (route.screen === 'staff-stats') return 'stats';
  if (route.screen === 'requests' || route.screen === 'request') return 'requests';
  if (route.screen === 'users' || route.screen === 'user' || route.screen === 'users-audit') return 'users';
  if (route.screen === 'password') return 'password';
  if (route.screen === 'notifications') return 'notifications';
  if (route.screen === 'map') return 'map';
  if (route.screen === 'templates') return 'templates';
  if (route.screen === 'phone-request') return 'phone';
  return null;
}

function NavLink({ to, current, children }: { to: Route; current: boolean; children: string }) {
  return (
    <RouteLink to={to} className={LINK} aria-current={current ? 'page' : undefined}>
      {children}
    </RouteLink>
  );
}

/** A link to one of the member's own settings, under their name. */
function AccountLink({ to, current, children }: { to: Route; current: boolean; children: string }) {
  return (
    <RouteLink to={to} className={ACCOUNT_LINK} aria-current={current ? 'page' : undefined}>
      {children}
    </RouteLink>
  );
}

export function Sidebar({ staff }: { staff: SessionStaff }) {
  const { township } = usePortalConfig();
  const { route } = useRouter();
  const saved = useQuery(savedViewsQuery).data;
  const savedId = saved ? currentSavedView([...saved.own, ...saved.shared], route) : null;
  // A saved view on screen is the page; All Requests is not marked as well.
  const current = savedId ? null : section(route);

  // Saved views can make it taller than the screen: it scrolls within itself, so nothing runs past
  // its dark background (white text on the page's light one).
  return (
    <aside className="bg-brand-900 text-white print:hidden md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0 md:flex-col md:overflow-y-auto">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 pt-4 md:block">
        <p className="text-lg font-bold">{township} 311 Staff</p>
      </div>
      <nav aria-label="Staff portal" className="px-2 py-3 md:flex-1">
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {ENTRIES.filter(({ only }) => !only || can(staff.role, only)).map(({ screen, entry, label }) => (
            <li key={entry}>
              <NavLink to={{ screen }} current={current === entry}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
        <SidebarSavedViews currentId={savedId} />
        {can(staff.role, 'manageUsers') ? (
          <div role="group" aria-labelledby="sidebar-admin" className="mt-2 md:mt-6">
            <p id="sidebar-admin" className="px-3 text-xs font-semibold tracking-wider text-brand-100 uppercase">
              Admin
            </p>
            <ul className="mt-1 flex flex-wrap gap-1 md:flex-col">
              <li>
                <NavLink to={{ screen: 'users' }} current={current === 'users'}>
                  User Management
                </NavLink>
              </li>
            </ul>
          </div>
        ) : null}
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-white/20 px-4 py-4 md:block md:space-y-3">
        <div className="min-w-0" data-testid="staff-identity">
          <p className="font-semibold wrap-anywhere">{staff.name}</p>
          <p className="text-sm break-all text-brand-100">{staff.email}</p>
          <p className="mt-1">
            <RoleBadge role={staff.role} />
          </p>
        </div>
        <AccountLink to={{ screen: 'password' }} current={current === 'password'}>
          Change password
        </AccountLink>
        <AccountLink to={{ screen: 'notifications' }} current={current === 'notifications'}>
          Email notifications
        </AccountLink>
        <LogoutButton className="inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-white px-4 py-2 font-semibold text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:opacity-60 md:w-full" />
      </div>
    </aside>
  );
}
