/**
 * Statistics (docs/product.md#311-staff-portal), for every staff role: the summary figures (open
 * now, overdue and its share, median and 90th-percentile time to resolve), requests opened and
 * closed by month and open and closed by category, and the workload by department and by
 * assignee, each chart with its table.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatRequestDate } from '#domain/requests/format-date.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RequestCharts } from '../../../ui/stats/RequestCharts.tsx';
import { countText, durationText, shareText } from '../../../ui/stats/stats-words.ts';
import { staffStatsQuery, type StaffStats } from './stats-api.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { WorkloadCharts } from './WorkloadCharts.tsx';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{children}</dd>
    </div>
  );
}

function Figures({ stats }: { stats: StaffStats }) {
  return (
    <section aria-labelledby="stats-summary">
      <h2 id="stats-summary" className="sr-only">
        Summary
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure label="Open now">{countText(stats.open)}</Figure>
        <Figure label="Overdue">
          {countText(stats.overdue)}{' '}
          <span className="text-base font-medium text-slate-700">({shareText(stats.overdue, stats.open)} of open)</span>
        </Figure>
        <Figure label="Median time to resolve">{durationText(stats.resolveTime.medianMs)}</Figure>
        <Figure label="90th percentile time to resolve">{durationText(stats.resolveTime.p90Ms)}</Figure>
      </dl>
      <p className="mt-2 text-sm text-slate-700">
        Times to resolve are measured over {countText(stats.resolveTime.count)} resolved or closed{' '}
        {stats.resolveTime.count === 1 ? 'request' : 'requests'}, from submission to the change of status.
      </p>
    </section>
  );
}

export function StatsScreen() {
  useDocumentTitle('Statistics');
  const stats = useQuery(staffStatsQuery);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Statistics</h1>
      <LoadState
        query={stats}
        loading="Loading the statistics…"
        failed="Failed to load the statistics. Please reload the page."
      >
        {(figures) => (
          <>
            <p className="text-slate-700">
              Figures as of <time dateTime={figures.generatedAt}>{formatRequestDate(figures.generatedAt)}</time>.
            </p>
            <Figures stats={figures} />
            <RequestCharts months={figures.months} byCategory={figures.byCategory} />
            <WorkloadCharts stats={figures} />
          </>
        )}
      </LoadState>
    </div>
  );
}
