/**
 * The sidebar's `Saved views` (docs/product.md#311-saved-views): the member's own views, then
 * those others shared with their department, each a link to the list with its address and its
 * count. The counts come in one call of their own, refreshed by live changes at most every few
 * seconds (saved-views-api.ts), so the list of names does not flicker with them.
 */
import { useQuery } from '@tanstack/react-query';
import { RouteLink } from '../../../lib/router.tsx';
import type { Route } from '../../../lib/routes.ts';
import {
  LOAD_SAVED_VIEWS_FAILED,
  savedViewCountsQuery,
  savedViewsQuery,
  type SavedViewItem,
} from './saved-views-api.ts';

/** The list's route for a saved view. */
export const savedViewRoute = (view: Pick<SavedViewItem, 'view'>): Route =>
  view.view ? { screen: 'requests', search: view.view } : { screen: 'requests' };

const LINK =
  'flex min-h-11 items-center justify-between gap-2 rounded-lg px-3 py-2 text-white hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 aria-[current=page]:bg-white aria-[current=page]:text-brand-900';
const HEADING = 'px-3 text-xs font-semibold tracking-wider text-brand-100 uppercase';

/**
 * A count as the sidebar shows it, and as a screen reader hears it.
 * @example countWords(1) // { shown: '1', spoken: '1 request' }
 */
export function countWords(count: number | null | undefined): { shown: string; spoken: string } {
  if (count === undefined) return { shown: '…', spoken: 'counting' };
  if (count === null) return { shown: '–', spoken: 'count not available' };
  const shown = count.toLocaleString('en-US');
  return { shown, spoken: `${shown} ${count === 1 ? 'request' : 'requests'}` };
}

function ViewLinks({
  views,
  counts,
  currentId,
}: {
  views: readonly SavedViewItem[];
  counts: Record<string, number | null> | undefined;
  currentId: string | null;
}) {
  return (
    <ul className="mt-1 flex flex-wrap gap-1 md:flex-col">
      {views.map((view) => {
        const { shown, spoken } = countWords(counts ? (counts[view.id] ?? null) : undefined);
        return (
          <li key={view.id}>
            <RouteLink
              to={savedViewRoute(view)}
              className={LINK}
              aria-current={view.id === currentId ? 'page' : undefined}
              data-testid="saved-view-link"
            >
              <span className="min-w-0 wrap-anywhere">{view.name}</span>
              <span className="shrink-0 rounded-full bg-white/15 px-2 text-sm font-semibold" aria-hidden="true">
                {shown}
              </span>
              <span className="sr-only">, {spoken}</span>
            </RouteLink>
          </li>
        );
      })}
    </ul>
  );
}

/** `currentId`: the saved view the list shows now (currentSavedView), marked as the page. */
export function SidebarSavedViews({ currentId }: { currentId: string | null }) {
  const list = useQuery(savedViewsQuery);
  const counts = useQuery(savedViewCountsQuery);
  const own = list.data?.own ?? [];
  const shared = list.data?.shared ?? [];
  return (
    <div role="group" aria-labelledby="sidebar-saved-views" className="mt-2 md:mt-6">
      <p id="sidebar-saved-views" className={HEADING}>
        Saved views
      </p>
      {list.isError ? <p className="px-3 py-2 text-sm text-brand-100">{LOAD_SAVED_VIEWS_FAILED}</p> : null}
      {list.data && own.length === 0 && shared.length === 0 ? (
        <p className="px-3 py-2 text-sm text-brand-100">None yet. Use Save view on All Requests.</p>
      ) : null}
      <ViewLinks views={own} counts={counts.data?.counts} currentId={currentId} />
      {shared.length > 0 ? (
        <>
          <p className={`${HEADING} mt-3`}>Shared with my department</p>
          <ViewLinks views={shared} counts={counts.data?.counts} currentId={currentId} />
        </>
      ) : null}
    </div>
  );
}

/**
 * The saved view whose address is the list's now, if any: the sidebar marks it as the page.
 * @example currentSavedView(views, { screen: 'requests', search: '?overdue=1' }) // the view saved as '?overdue=1'
 */
export function currentSavedView(views: readonly SavedViewItem[], route: Route): string | null {
  if (route.screen !== 'requests') return null;
  const search = route.search ?? '';
  return views.find((view) => view.view === search)?.id ?? null;
}
