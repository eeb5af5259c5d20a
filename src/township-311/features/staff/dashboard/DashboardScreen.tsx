/**
 * Dashboard (docs/product.md#311-staff-portal): a greeting with the first name, six count cards
 * (DASHBOARD_CARDS) each opening the list with exactly the view whose filter counted it, "My Open
 * Tasks" (due soonest first, with the total and a link to all of them) and "Recent Submissions"
 * (the 5 newest).
 */
import { useQuery } from '@tanstack/react-query';
import { OPEN_STATUSES } from '#domain/requests/constants.ts';
import { DASHBOARD_CARDS, type DashboardCardKey, type StaffListView } from '#domain/requests/staff-list-view.ts';
import { RouteLink } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { listRoute } from '../list-route.ts';
import { RequestRows } from '../RequestRows.tsx';
import { useStaffProfile } from '../staff-profile.ts';
import { staffDashboardQuery, type StaffDashboard } from './dashboard-api.ts';
import { firstName } from './first-name.ts';
import { LoadState } from '../../../ui/LoadState.tsx';

const ACCENTS: Record<DashboardCardKey, string> = {
  new: 'border-blue-700',
  inProgress: 'border-amber-600',
  resolved: 'border-green-700',
  activeEmergencies: 'border-red-700',
  overdue: 'border-red-900',
  awaitingReview: 'border-violet-700',
};

/** The list of all of the member's open tasks, the soonest due first. */
const MY_OPEN_TASKS_VIEW: Partial<StaffListView> = {
  assignee: 'me',
  statuses: [...OPEN_STATUSES],
  sort: 'due',
  direction: 'asc',
};

/** "1 open task", "23 open tasks". */
function openTasksText(count: number): string {
  return `${count.toLocaleString('en-US')} open ${count === 1 ? 'task' : 'tasks'}`;
}

function CountCards({ counts }: { counts: StaffDashboard['counts'] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
      {DASHBOARD_CARDS.map((card) => (
        <li key={card.key}>
          <RouteLink
            to={listRoute(card.view)}
            className={`flex h-full flex-col rounded-xl border-l-4 bg-white p-4 shadow-sm hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 ${ACCENTS[card.key]}`}
          >
            <span className="text-sm font-semibold text-slate-700">{card.label}</span>
            <span className="mt-1 text-3xl font-bold text-slate-900">{counts[card.key].toLocaleString('en-US')}</span>
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

function OpenTasks({ dashboard }: { dashboard: StaffDashboard }) {
  const more = dashboard.myOpenTotal > dashboard.myOpenTasks.length;
  return (
    <section aria-labelledby="dashboard-tasks" className="space-y-3">
      <h2 id="dashboard-tasks" className="text-xl font-semibold text-slate-900">
        My Open Tasks
      </h2>
      {dashboard.myOpenTotal > 0 ? (
        <p className="flex flex-wrap items-center gap-3 text-slate-800">
          <span data-testid="open-task-total">{openTasksText(dashboard.myOpenTotal)}</span>
          {more ? (
            <RouteLink
              to={listRoute(MY_OPEN_TASKS_VIEW)}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline hover:text-brand-900"
            >
              Show all {openTasksText(dashboard.myOpenTotal)}
            </RouteLink>
          ) : null}
        </p>
      ) : null}
      <RequestRows
        compact
        caption="My Open Tasks, due soonest first"
        requests={dashboard.myOpenTasks}
        emptyText="You have no open tasks assigned to you."
      />
    </section>
  );
}

export function DashboardScreen() {
  useDocumentTitle('Dashboard');
  const staff = useStaffProfile();
  const dashboard = useQuery(staffDashboardQuery);

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-slate-900 wrap-anywhere">Welcome, {firstName(staff.name)}</h1>
      <LoadState
        query={dashboard}
        loading="Loading the dashboard…"
        failed="Failed to load the dashboard. Please reload the page."
      >
        {(data) => (
          <>
            <section aria-labelledby="dashboard-counts">
              <h2 id="dashboard-counts" className="sr-only">
                Request counts
              </h2>
              <CountCards counts={data.counts} />
            </section>
            <OpenTasks dashboard={data} />
            <section aria-labelledby="dashboard-recent" className="space-y-3">
              <h2 id="dashboard-recent" className="text-xl font-semibold text-slate-900">
                Recent Submissions
              </h2>
              <RequestRows
                compact
                caption="Recent Submissions"
                requests={data.recent}
                emptyText="No requests have been submitted yet."
              />
            </section>
          </>
        )}
      </LoadState>
    </div>
  );
}
