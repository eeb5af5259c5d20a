/**
 * Dashboard (docs/product.md#311-staff-portal): a greeting with the first name, four count cards
 * that open the list filtered, "My Open Tasks" and "Recent Submissions" (the 5 newest).
 */
import { useQuery } from '@tanstack/react-query';
import { RouteLink } from '../../../lib/router.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RequestRows } from '../RequestRows.tsx';
import { useStaffProfile } from '../session.ts';
import { firstName, staffDashboardQuery, type StaffDashboard } from './dashboard-query.ts';

const CARDS: { label: string; key: keyof StaffDashboard['counts']; filter: string; accent: string }[] = [
  { label: 'New Requests', key: 'new', filter: 'New', accent: 'border-blue-700' },
  { label: 'In Progress', key: 'inProgress', filter: 'In Progress', accent: 'border-amber-600' },
  { label: 'Resolved', key: 'resolved', filter: 'Resolved', accent: 'border-green-700' },
  { label: 'Active Emergencies', key: 'activeEmergencies', filter: 'Emergency', accent: 'border-red-700' },
];

function CountCards({ counts }: { counts: StaffDashboard['counts'] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {CARDS.map((card) => (
        <li key={card.key}>
          <RouteLink
            to={{ screen: 'requests', filter: card.filter }}
            className={`flex h-full flex-col rounded-xl border-l-4 bg-white p-4 shadow-sm hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-offset-2 ${card.accent}`}
          >
            <span className="text-sm font-semibold text-slate-700">{card.label}</span>
            <span className="mt-1 text-3xl font-bold text-slate-900">{counts[card.key]}</span>
          </RouteLink>
        </li>
      ))}
    </ul>
  );
}

export function DashboardScreen() {
  useDocumentTitle('Dashboard');
  const staff = useStaffProfile();
  const dashboard = useQuery(staffDashboardQuery);

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-slate-900">Welcome, {firstName(staff.name)}</h1>
      {dashboard.isPending ? (
        <p role="status" className="text-slate-700">
          Loading the dashboard…
        </p>
      ) : dashboard.isError ? (
        <p role="alert" className="text-red-800">
          Failed to load the dashboard. Please reload the page.
        </p>
      ) : (
        <>
          <section aria-labelledby="dashboard-counts">
            <h2 id="dashboard-counts" className="sr-only">
              Request counts
            </h2>
            <CountCards counts={dashboard.data.counts} />
          </section>
          <section aria-labelledby="dashboard-tasks" className="space-y-3">
            <h2 id="dashboard-tasks" className="text-xl font-semibold text-slate-900">
              My Open Tasks
            </h2>
            <RequestRows
              compact
              caption="My Open Tasks"
              requests={dashboard.data.myOpenTasks}
              emptyText="You have no open tasks assigned to you."
            />
          </section>
          <section aria-labelledby="dashboard-recent" className="space-y-3">
            <h2 id="dashboard-recent" className="text-xl font-semibold text-slate-900">
              Recent Submissions
            </h2>
            <RequestRows
              compact
              caption="Recent Submissions"
              requests={dashboard.data.recent}
              emptyText="No requests have been submitted yet."
            />
          </section>
        </>
      )}
    </div>
  );
}
