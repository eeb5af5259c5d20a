/**
 * The saved views of bench-scale.ts: the admin keeps as many views as one member may, and as many
 * more are shared with their department by colleagues, so `GET /api/staff/saved-views/counts`
 * counts the most a sidebar ever asks for (docs/product.md#311-saved-views), over filters the
 * list's indexes serve differently (status, overdue, category, assignee, dates, a search word).
 */
import { MAX_SAVED_VIEWS, MAX_SHARED_VIEWS_SHOWN } from '#domain/requests/saved-views.ts';
import type { StaffProfile } from '#domain/requests/request-schemas.ts';
import type { Stores } from '#server/storage/ports.ts';

const FILTERS = [
  '?status=New',
  '?overdue=1&sort=due',
  '?category=Pothole%2FRoad+Damage&overdue=1&sort=due',
  '?assignee=me&status=New&status=In+Progress',
  '?priority=Emergency&status=New&status=In+Progress',
  '?department=Public+Works&status=In+Progress',
  '?assignee=unassigned&sort=priority',
  '?from=2026-01-01&to=2026-06-30',
  '?q=streetlight',
  '',
];

const PRIORITY_VARIANTS = ['', '&priority=Low', '&priority=Medium', '&priority=High', '&priority=Emergency'];

/** The nth view's filter: 50 views, 50 different filters, so none is counted for another. */
const distinctFilter = (n: number) =>
  `${FILTERS[n % FILTERS.length] ?? ''}${PRIORITY_VARIANTS[Math.floor(n / FILTERS.length) % PRIORITY_VARIANTS.length] ?? ''}`;

/**
 * Fills the admin's views and their department's shared ones to the sidebar's bounds.
 * @example await seedSavedViews(stores, admin) // 50 views: 25 own, 25 shared by colleagues
 */
export async function seedSavedViews(stores: Pick<Stores, 'savedViews'>, admin: StaffProfile): Promise<void> {
  const total = MAX_SAVED_VIEWS + MAX_SHARED_VIEWS_SHOWN;
  for (let n = 0; n < total; n++) {
    const own = n < MAX_SAVED_VIEWS;
    const owner = own ? { id: admin.id, name: admin.name } : { id: `bench-colleague-${String(n)}`, name: 'Colleague' };
    const write = await stores.savedViews.create(
      {
        name: `View ${String(n)}`,
        view: distinctFilter(n),
        shared: !own,
        department: admin.department,
        owner,
      },
      MAX_SAVED_VIEWS,
    );
    if (!write.ok) throw new Error(`saved view ${String(n)} refused: ${write.reason}`);
  }
}

/**
 * The read bench-scale.ts times: every count of the sidebar, in its one call; once at first, each
 * count made, then as members read it again before a request changes (services/filter-counts.ts).
 */
export const SAVED_VIEW_COUNTS_READ = {
  name: `saved views: ${String(MAX_SAVED_VIEWS + MAX_SHARED_VIEWS_SHOWN)} counts in one call (kept until a change)`,
  afterChangeName: `saved views: ${String(MAX_SAVED_VIEWS + MAX_SHARED_VIEWS_SHOWN)} counts, read on after a change`,
  coldName: `saved views: ${String(MAX_SAVED_VIEWS + MAX_SHARED_VIEWS_SHOWN)} counts, first (uncached) call`,
  path: '/saved-views/counts',
} as const;
